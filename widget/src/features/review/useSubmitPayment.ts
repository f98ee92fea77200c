// Submitting the payment: never two requests at once (CHK-14), and one
// Idempotency-Key per attempt. A retry of the same attempt after the answer
// was lost (no response, or a gateway error) sends the same key, so the
// server answers with the first result instead of charging again; any real
// answer ends the attempt.
import { useCallback, useRef, useState } from 'react';
import { errorStatus, isNetworkError } from '../../state/api';
import type { CheckoutRequest, CheckoutResult } from '../../lib/checkoutTypes';
import { newIdempotencyKey } from '../../lib/idempotency';
import type { SiteArgs } from '../../state/screens';
import { useCheckoutMutation } from './api';

export type SubmitOutcome =
  | { kind: 'ignored' }
  | { kind: 'paid'; result: CheckoutResult }
  | { kind: 'failed'; error: unknown };

/** Gateway answers after which the BFF may or may not have finished. */
const UNCERTAIN_STATUSES = new Set([502, 504]);

function answerMayBeLost(error: unknown): boolean {
  const status = errorStatus(error);
  return isNetworkError(error) || (status !== undefined && UNCERTAIN_STATUSES.has(status));
}

export function useSubmitPayment() {
  const [checkout] = useCheckoutMutation();
  const inFlight = useRef(false);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = useCallback(
    async (site: SiteArgs, body: CheckoutRequest): Promise<SubmitOutcome> => {
      if (inFlight.current) {
        return { kind: 'ignored' };
      }
      inFlight.current = true;
      setBusy(true);
      const serialized = JSON.stringify(body);
      let current = attempt.current;
      if (!current || current.body !== serialized) {
        current = { key: newIdempotencyKey(), body: serialized };
        attempt.current = current;
      }
      try {
        const result = await checkout({ ...site, idempotencyKey: current.key, body }).unwrap();
        attempt.current = null;
        return { kind: 'paid', result };
      } catch (error) {
        if (!answerMayBeLost(error)) {
          attempt.current = null;
        }
        return { kind: 'failed', error };
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [checkout],
  );

  return { submit, busy };
}
