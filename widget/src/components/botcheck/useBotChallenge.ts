// The state of a page's bot challenge: the token once passed, and a round
// that renders a fresh challenge after a refusal.
import { useCallback, useState } from 'react';
import type { SiteConfig } from '../../lib/types';
import { botCheckOf } from './BotChallenge';

export interface BotChallengeState {
  /** The site's challenge, or null when the site does not enable one. */
  check: { siteKey: string } | null;
  /** The token to send as botToken; undefined without a challenge. */
  botToken: string | undefined;
  /** Whether a money-moving command may be sent. */
  ready: boolean;
  round: number;
  setToken: (token: string | null) => void;
  /** Drops the token and renders a fresh challenge. */
  reset: () => void;
}

export function useBotChallenge(config: SiteConfig | undefined): BotChallengeState {
  const check = botCheckOf(config);
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const reset = useCallback(() => {
    setToken(null);
    setRound((r) => r + 1);
  }, []);
  return {
    check,
    botToken: check && token ? token : undefined,
    ready: !check || token !== null,
    round,
    setToken,
    reset,
  };
}
