// What the verify-email route reads from its query (ROUTE-25): email,
// provider, clientId, issuer and callbackPath. The BFF keeps the provider,
// client id and issuer of the sign-in in the session and verifies the
// session's own e-mail, so the page uses only the e-mail (to say where the
// code went) and the callback path (where to go once verified).
import { sitePath, type SiteLocation } from '../../lib/url';

export interface VerifyQuery {
  email: string;
  provider: string;
  clientId: string;
  issuer: string;
  callbackPath: string;
}

export function readVerifyQuery(search: string): VerifyQuery {
  const query = new URLSearchParams(search);
  const text = (name: string) => query.get(name)?.trim() ?? '';
  return {
    email: text('email'),
    provider: text('provider'),
    clientId: text('clientId'),
    issuer: text('issuer'),
    callbackPath: text('callbackPath'),
  };
}

/**
 * The callback path when it is a page of this site (same origin, under the
 * site's own path), else null: a query must not be able to send a freshly
 * signed-in resident anywhere else.
 */
export function siteCallback(
  callbackPath: string,
  location: Pick<SiteLocation, 'dmv' | 'client' | 'site' | 'siteInUrl'>,
  origin: string = window.location.origin,
): string | null {
  // eslint-disable-next-line no-control-regex -- a callback path with a control character is refused
  if (!callbackPath.startsWith('/') || callbackPath.startsWith('//') || /[\\\u0000-\u001f]/.test(callbackPath)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(callbackPath, origin);
  } catch {
    return null;
  }
  const prefix = sitePath(location, '');
  const onSite = url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
  return url.origin === origin && onSite ? url.pathname + url.search + url.hash : null;
}
