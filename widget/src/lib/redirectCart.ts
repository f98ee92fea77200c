// A redirect cart: a cart a county website handed over (checkout with the
// query isRedirect=1, ROUTE-17). The mark lives in this tab's sessionStorage
// per client and site, until the cart is paid; when the portal
// starts on another page of that site, the payer is taken back to checkout
// (CART-16).
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useSite, useSitePath } from './site';
import type { SiteLocation } from './url';

/** The checkout query parameter that marks a redirect cart. */
export const REDIRECT_PARAM = 'isRedirect';

/** Routes of the money path itself: starting on one of them needs no redirect. */
const CHECKOUT_ROUTES: ReadonlySet<string> = new Set(['checkout', 'confirmation', 'receipt']);

function keyOf(location: Pick<SiteLocation, 'client' | 'site'>): string {
  return `payhub.redirectCart:${location.client}/${location.site}`;
}

/** Whether a checkout query marks the cart as a redirect cart. */
export function isRedirectQuery(search: string): boolean {
  return new URLSearchParams(search).get(REDIRECT_PARAM) === '1';
}

export function markRedirectCart(location: Pick<SiteLocation, 'client' | 'site'>): void {
  try {
    window.sessionStorage.setItem(keyOf(location), '1');
  } catch {
    // Storage unavailable: the mark lasts as long as this page.
  }
}

export function isRedirectCart(location: Pick<SiteLocation, 'client' | 'site'>): boolean {
  try {
    return window.sessionStorage.getItem(keyOf(location)) === '1';
  } catch {
    return false;
  }
}

/** The cart was paid and retired: the next one is an ordinary cart. */
export function clearRedirectCart(location: Pick<SiteLocation, 'client' | 'site'>): void {
  try {
    window.sessionStorage.removeItem(keyOf(location));
  } catch {
    // Nothing was stored.
  }
}

/**
 * CART-16: when a site's pages start (mount) on a page outside the money
 * path while this tab holds a redirect cart, go to checkout. Runs once per
 * start, so the payer may still browse away afterwards.
 */
export function useRedirectCartStart(): void {
  const { location } = useSite();
  const pathFor = useSitePath();
  const [, navigate] = useLocation();
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) {
      return;
    }
    checked.current = true;
    if (!CHECKOUT_ROUTES.has(location.route) && isRedirectCart(location)) {
      // The query keeps redirect mode for the checkout page (its failures go to redirect-error, ERR-03).
      navigate(`${pathFor('checkout')}?${REDIRECT_PARAM}=1`, { replace: true });
    }
  }, [location, navigate, pathFor]);
}
