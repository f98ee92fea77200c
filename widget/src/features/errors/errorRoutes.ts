// The full-page error routes of spec 000 §2 and §8, read from the path
// alone: an error page must render even when the BFF refuses every call
// (rate-limit-error) or cannot be reached (network-error), so it needs no
// client descriptor and no site configuration.
//
//   [/dmv]/{client}[/{site}]/{error route}
//   [/dmv]/{client}[/{site}]/redirect/{cartId}       cart-error in redirect mode (ROUTE-23)
//   /v2/{client}[/{site}]/redirect/{cartId}           the versioned-prefix variant of the same
import { APP_PREFIX } from '../../lib/url';

/** The error page types of spec 000 §8 ("Error pages"). */
export type ErrorType = 'notFound' | 'limitExceeded' | 'cartError' | 'networkError' | 'loginError' | 'rateLimitError';

/** The versioned prefix of the redirect route (ROUTE-23). */
export const VERSIONED_PREFIX = 'v2';

/** The route that reports a failed search-page cart load (ERR-04). */
export const LOAD_FAILURE_ROUTE = 'load-failure';

/** Error routes and the page each shows; redirect-error is cart-error in redirect mode. */
export const ERROR_ROUTES: Readonly<Record<string, { type: ErrorType; redirect: boolean }>> = {
  'rate-limit-error': { type: 'rateLimitError', redirect: false },
  'login-error': { type: 'loginError', redirect: false },
  'cart-error': { type: 'cartError', redirect: false },
  'redirect-error': { type: 'cartError', redirect: true },
  'limit-exceeded': { type: 'limitExceeded', redirect: false },
  'network-error': { type: 'networkError', redirect: false },
  networkError: { type: 'networkError', redirect: false },
};

/** The route names, for navigating to an error page. */
export const RATE_LIMIT_ERROR_ROUTE = 'rate-limit-error';
export const CART_ERROR_ROUTE = 'cart-error';
export const REDIRECT_ERROR_ROUTE = 'redirect-error';

export type ErrorRoute =
  | { kind: 'error'; type: ErrorType; redirect: boolean; route: string; cartId: string | null; homePath: string }
  | { kind: 'load-failure'; homePath: string };

function decodeOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * The error page a pathname names, or null. The client (and site) are the
 * segments before the route; home is the same prefix followed by /home.
 */
export function matchErrorRoute(pathname: string): ErrorRoute | null {
  let segments = pathname.split('/').filter((s) => s !== '');
  const versioned = segments[0]?.toLowerCase() === VERSIONED_PREFIX;
  if (versioned) {
    segments = segments.slice(1);
  }
  const dmv = segments[0]?.toLowerCase() === APP_PREFIX;
  const siteSegments = (upTo: number) => segments.slice(dmv ? 1 : 0, upTo).map((s) => s.toLowerCase());
  const homeOf = (upTo: number) => '/' + [...(dmv ? [APP_PREFIX] : []), ...siteSegments(upTo), 'home'].join('/');

  const count = segments.length;
  const last = segments[count - 1] ?? '';
  const beforeLast = segments[count - 2]?.toLowerCase();
  // redirect/{cartId}: at least a client before it.
  if (beforeLast === 'redirect' && siteSegments(count - 2).length >= 1 && siteSegments(count - 2).length <= 2) {
    return { kind: 'error', type: 'cartError', redirect: true, route: 'redirect', cartId: decodeOrNull(last), homePath: homeOf(count - 2) };
  }
  if (versioned) {
    return null;
  }
  const clientAndSite = siteSegments(count - 1);
  if (clientAndSite.length < 1 || clientAndSite.length > 2) {
    return null;
  }
  if (last.toLowerCase() === LOAD_FAILURE_ROUTE) {
    return { kind: 'load-failure', homePath: homeOf(count - 1) };
  }
  const known = Object.prototype.hasOwnProperty.call(ERROR_ROUTES, last) ? ERROR_ROUTES[last] : undefined;
  if (!known) {
    return null;
  }
  return { kind: 'error', ...known, route: last, cartId: null, homePath: homeOf(count - 1) };
}

/** What a page may hand to an error page in history state. */
export interface ErrorPageState {
  /** The cart the failure concerns (cart-error, redirect). */
  cartId?: string;
  /** The card limit that was exceeded, an exact decimal (limit-exceeded). */
  limit?: string;
  /** Where the return button goes instead of home: the cart's cancel URL. */
  cancelUrl?: string;
}

/** Reads the error page's history state, ignoring anything of the wrong shape. */
export function readErrorState(state: unknown): ErrorPageState {
  if (typeof state !== 'object' || state === null) {
    return {};
  }
  const record = state as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' && record[key] !== '' ? (record[key] as string) : undefined);
  const cancelUrl = text('cancelUrl');
  return {
    cartId: text('cartId'),
    limit: text('limit'),
    // Only http(s) addresses: a cancel URL must never run script.
    cancelUrl: cancelUrl && /^https?:\/\//i.test(cancelUrl) ? cancelUrl : undefined,
  };
}
