// The check-out's bot challenge: renders the provider's widget and reports
// its token. A new resetKey renders a fresh challenge (after the BFF refused
// a token). Spec 000 §8 "Bot challenge": a missing container is reported as
// "Turnstile container not found".
import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import type { SiteConfig } from '../../lib/types';
import { sandboxProvider, type ChallengeProvider } from './provider';
import './botcheck.css';
import '../../lib/i18n/steps';

/** Spec 000 §8 "Bot challenge": the code and text of a missing container. */
export const CONTAINER_NOT_FOUND = 'Turnstile container not found';
export const CHALLENGE_ERROR_CODE = 'TurnstileChallengeFailed';

export interface BotChallengeProps {
  siteKey: string;
  onToken: (token: string | null) => void;
  /** Replaces the sandbox provider. */
  provider?: ChallengeProvider;
}

export function BotChallenge({ siteKey, onToken, provider }: BotChallengeProps) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const label = t('botCheck.sandboxLabel');
  const chosen = useMemo(() => provider ?? sandboxProvider(label), [provider, label]);
  const report = useRef(onToken);
  report.current = onToken;

  useEffect(() => {
    const fail = (message: string) => {
      console.error(CHALLENGE_ERROR_CODE, message);
      setFailed(true);
      report.current(null);
    };
    if (!container.current) {
      fail(CONTAINER_NOT_FOUND);
      return undefined;
    }
    setFailed(false);
    const remove = chosen.render(container.current, siteKey, (token) => report.current(token), fail);
    return () => {
      remove();
      report.current(null);
    };
  }, [chosen, siteKey]);

  return (
    <div className="bot-challenge" role="group" aria-label={t('botCheck.heading')}>
      <div ref={container} />
      {failed ? <p className="bot-challenge__error">{t('botCheck.unavailable')}</p> : null}
    </div>
  );
}

/** The bot-challenge configuration of a site, when it enables the challenge. */
export function botCheckOf(config: SiteConfig | undefined): { siteKey: string } | null {
  return config?.botCheck?.enabled ? { siteKey: config.botCheck.siteKey } : null;
}
