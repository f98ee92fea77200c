// The choices the e-billing screens offer, from what the BFF answered:
// which delivery preferences a payable's form shows (EBILL-05, VERIFY-01),
// which subscriptions of a payable are shown, and whether a refused
// confirmation link can be resent (EBILL-07). The BFF still decides: a
// preference shown here it refuses is refused with its own message.
import { apiError, errorStatus } from '../../state/api';
import type { Preference, Subscription } from './api';

/**
 * The delivery preferences offered for a payable (EBILL-05): mail and both
 * always, paperless (email only) only where the BFF says the resident
 * claimed its ownership (VERIFY-01).
 */
export function preferencesOffered(claimed: boolean): Preference[] {
  return claimed ? ['mail', 'both', 'email'] : ['mail', 'both'];
}

/** The payable's subscriptions still running (pending or active), as the BFF listed them. */
export function subscriptionsOf(all: readonly Subscription[] | undefined, payablePath: string): Subscription[] {
  const path = payablePath.replace(/^\//, '');
  return (all ?? []).filter((s) => s.payablePath === path && s.status !== 'unsubscribed');
}

/**
 * Whether a refused confirmation is the expired link (EBILL-07), which a
 * new link mends: the BFF names it by its reason. A used link, an expired
 * code or a subscription expired unconfirmed are refused too, and no new
 * link mends them.
 */
export function isExpiredLink(error: unknown): boolean {
  return apiError(error)?.reason === 'expired_link';
}

/**
 * Whether a failure is a server failure (ERR-72): no answer, or an answer
 * without a message of the BFF's own; the page then says "Server Error"
 * and offers to try again.
 */
export function isServerFailure(error: unknown): boolean {
  if (apiError(error)?.displayMessage) {
    return false;
  }
  const status = errorStatus(error);
  return status === undefined || status >= 500;
}

/** The text of a failure: the BFF's message in the page's language (ERR-72), else "Server Error" (serverError). */
export function failureText(error: unknown, serverError: string): string {
  return apiError(error)?.displayMessage || serverError;
}
