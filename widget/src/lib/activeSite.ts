// The previously active site (spec 000 §2 guards; GUARD-01): a navigation
// whose URL names no site stays on the site the visitor was on, when it is
// a site of the same client. /sunshine/checkout after /sunshine/demo/home
// is demo's cart, and the URL is rewritten to name demo.
import type { ClientDescriptor } from './types';
import { resolveSite, type ClientPath, type Resolution } from './url';

/** The site of the page shown last. */
export interface ActiveSite {
  client: string;
  site: string;
}

/**
 * Resolves path as resolveSite does; where the URL's site is missing (the
 * client has no implicit site to fall back on) the active site of the same
 * client stands in. A client's first page has no active site: ERR-31 holds.
 */
export function resolveKeepingSite(path: ClientPath, descriptor: ClientDescriptor, active: ActiveSite | null): Resolution {
  const resolution = resolveSite(path, descriptor);
  if (resolution.kind !== 'unknown-site' || active === null || active.client !== path.client) {
    return resolution;
  }
  return resolveSite({ ...path, rest: [active.site, ...path.rest] }, descriptor);
}

/** Whether two active sites are the same one (so that state need not change). */
export function sameSite(a: ActiveSite | null, b: ActiveSite | null): boolean {
  return a?.client === b?.client && a?.site === b?.site;
}
