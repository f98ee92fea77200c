// Handing the cart off (CHK-02): one request at a time, one Idempotency-Key
// per attempt. When the answer may have been lost (no response, or a
// gateway error) the next try is the same attempt and sends the same key,
// so the BFF answers the first result instead of handing the cart off
// twice; any real answer ends the attempt. On success the browser leaves
// for the external checkout.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorStatus, errorText, isNetworkError } from '../../state/api';
import { browser, isWebAddress } from '../../lib/browser';
import { useT } from '../../lib/i18n';
import { newIdempotencyKey } from '../../lib/idempotency';
import { useSite } from '../../lib/site';
import { useStartHandoffMutation } from './api';

export type HandoffOutcome = { kind: 'ignored' } | { kind: 'leaving'; url: string } | { kind: 'failed'; message: string };

/** Gateway answers after which the BFF may or may not have finished. */
const UNCERTAIN_STATUSES = new Set([502, 504]);

function answerMayBeLost(error: unknown): boolean {
  const status = errorStatus(error);
  return isNetworkError(error) || (status !== undefined && UNCERTAIN_STATUSES.has(status));
}

type Phase = 'idle' | 'busy' | 'leaving';

export function useHandoff() {
  const t = useT();
  const { location } = useSite();
  const [startHandoff] = useStartHandoffMutation();
  const inFlight = useRef(false);
  const attemptKey = useRef<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');

  // Coming back with the browser's Back button may restore this page as it
  // was when it left: the button must be usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        inFlight.current = false;
        setPhase('idle');
      }
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = useCallback(async (): Promise<HandoffOutcome> => {
    if (inFlight.current) {
      return { kind: 'ignored' };
    }
    inFlight.current = true;
    setPhase('busy');
    const key = attemptKey.current ?? newIdempotencyKey();
    attemptKey.current = key;
    try {
      const { url } = await startHandoff({ client: location.client, site: location.site, idempotencyKey: key }).unwrap();
      attemptKey.current = null;
      // Only an http(s) address may be left for, never a javascript: or data: URL.
      if (!isWebAddress(url)) {
        inFlight.current = false;
        setPhase('idle');
        return { kind: 'failed', message: t('api.error') };
      }
      setPhase('leaving');
      browser.assign(url);
      return { kind: 'leaving', url };
    } catch (error) {
      if (!answerMayBeLost(error)) {
        attemptKey.current = null;
      }
      inFlight.current = false;
      setPhase('idle');
      return { kind: 'failed', message: errorText(error) ?? t('api.error') };
    }
  }, [location.client, location.site, startHandoff, t]);

  return { start, busy: phase !== 'idle', leaving: phase === 'leaving' };
}
