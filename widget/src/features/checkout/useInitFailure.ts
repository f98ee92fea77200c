// Spec 000 §8: a cart initialisation failure answered with HTTP 429 goes to
// rate-limit-error (ERR-01); any other goes to cart-error, naming the cart
// id when it is known (ERR-02), or to redirect-error in redirect mode
// (ERR-03: the query carries isRedirect=1).
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { errorStatus } from '../../state/api';
import { useSitePath } from '../../lib/site';

/** The error routes of spec 000 §2 that a failed checkout goes to. */
export const INIT_FAILURE_ROUTES = {
  rateLimited: 'rate-limit-error',
  cart: 'cart-error',
  redirect: 'redirect-error',
} as const;

/** Where a cart initialisation failure goes. */
export function initFailureRoute(error: unknown, search: string): string {
  if (errorStatus(error) === 429) {
    return INIT_FAILURE_ROUTES.rateLimited;
  }
  return new URLSearchParams(search).get('isRedirect') === '1' ? INIT_FAILURE_ROUTES.redirect : INIT_FAILURE_ROUTES.cart;
}

/**
 * Sends the payer to the error page of a failed cart initialisation.
 * failed: the screen or its cart section failed; cartId: the last cart seen.
 */
export function useInitFailure(failed: boolean, error: unknown, cartId: string | undefined): void {
  const [, navigate] = useLocation();
  const search = useSearch();
  const pathFor = useSitePath();
  useEffect(() => {
    if (failed) {
      navigate(pathFor(initFailureRoute(error, search)), { replace: true, state: cartId ? { cartId } : null });
    }
  }, [cartId, error, failed, navigate, pathFor, search]);
}
