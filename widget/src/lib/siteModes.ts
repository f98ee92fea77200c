// Which routes each site mode opens (spec 000 §2 "Site modes"; ROUTE-36,
// ROUTE-37). The spec names the modes and says an embedded public site has
// "some routes disabled"; which ones is ours to design:
// - redirect-only: payers arrive with a cart the county's own system made
//   (checkout?isRedirect=1, redirect/{cartId}), so only the money path and
//   the pages around it are open; there is nothing to browse or search.
// - embedded-public: the site lives inside a county's page; sign-in is the
//   county's own (token exchange), so the pages that stand for a whole
//   portal (home, the non-production gate, forms, tax-system pages) are off.
import type { SiteMode } from './types';

/** Routes every mode opens: the money path, sign-in results and error pages. */
const ALWAYS_OPEN: ReadonlySet<string> = new Set([
  'checkout',
  'confirmation',
  'receipt',
  'redirect',
  'verify-email',
  'login-error',
  'load-failure',
  'rate-limit-error',
  'cart-error',
  'redirect-error',
  'limit-exceeded',
  'network-error',
  'networkError',
]);

/** Routes an embedded public site turns off (ROUTE-37). */
const EMBEDDED_PUBLIC_OFF: ReadonlySet<string> = new Set(['home', 'nonprod-sign-in', 'forms', 'taxsys', 'reports', 'btexpress']);

/** Whether a site in mode opens route (the first path segment after the site). */
export function modeOpensRoute(mode: SiteMode, route: string): boolean {
  if (ALWAYS_OPEN.has(route)) {
    return true;
  }
  switch (mode) {
    case 'redirect-only':
      return route === 'nonprod-sign-in';
    case 'embedded-public':
      return !EMBEDDED_PUBLIC_OFF.has(route);
    default:
      return true;
  }
}
