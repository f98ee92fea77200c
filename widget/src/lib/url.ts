// Pure reading and writing of portal URLs (spec 000 §2 "URL layout"):
//   [/dmv]/{client}[/{site}]/{route}
// Client and site are read lowercased. Whether the second segment is a site
// depends on the client descriptor, so reading happens in two steps:
// parsePath (no data needed) and resolveSite (with the descriptor).
import type { ClientDescriptor, SiteMode } from './types';

/** The optional application segment in front of the client. */
export const APP_PREFIX = 'dmv';

/** Sign-in callback paths; never read as a client. */
export const CALLBACK_PATHS: readonly string[] = ['/callback', '/implicit/callback'];

/** The route shown when a URL names no route (the client-only alias). */
export const HOME_ROUTE = 'home';

export type ParsedPath =
  | { kind: 'root'; bare: boolean }
  | { kind: 'callback' }
  | ClientPath;

/** A path under a client, before the descriptor says what its segments mean. */
export interface ClientPath {
  kind: 'client';
  dmv: boolean;
  /** Lowercased client. */
  client: string;
  /** The segments after the client, as written. */
  rest: string[];
}

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((s) => s !== '');
}

/** Reads the application prefix and client of a pathname. */
export function parsePath(pathname: string): ParsedPath {
  const segments = segmentsOf(pathname);
  const dmv = segments[0]?.toLowerCase() === APP_PREFIX;
  const afterPrefix = dmv ? segments.slice(1) : segments;
  const joined = '/' + afterPrefix.join('/').toLowerCase();
  if (CALLBACK_PATHS.includes(joined)) {
    return { kind: 'callback' };
  }
  const [client, ...rest] = afterPrefix;
  if (client === undefined) {
    return { kind: 'root', bare: segments.length === 0 };
  }
  return { kind: 'client', dmv, client: client.toLowerCase(), rest };
}

/** Where a resolved URL points: a site of a client and a route on it. */
export interface SiteLocation {
  dmv: boolean;
  client: string;
  site: string;
  /** False when the client's URLs leave this site out (ROUTE-02). */
  siteInUrl: boolean;
  /** The page route; HOME_ROUTE when the URL names none. */
  route: string;
  /** Segments after the route (for routes with parameters). */
  params: string[];
  /** The normalised pathname of this URL; replace the URL when it differs. */
  canonicalPath: string;
}

export type Resolution =
  | { kind: 'site'; location: SiteLocation }
  | { kind: 'unknown-site' }
  | { kind: 'disabled-site' };

/**
 * The site used when a URL carries no site segment: the default site, else
 * (for client-only URLs) the first enabled site. Empty when URLs must name one.
 */
export function implicitSite(descriptor: ClientDescriptor): string {
  if (descriptor.defaultSite) {
    return descriptor.defaultSite.toLowerCase();
  }
  if (descriptor.clientOnlyUrls) {
    return firstEnabledSite(descriptor);
  }
  return '';
}

function firstEnabledSite(descriptor: ClientDescriptor): string {
  return (descriptor.sites ?? []).find((s) => s.enabled)?.site.toLowerCase() ?? '';
}

/** Builds the pathname of a route on a site (the route may hold several segments). */
export function sitePath(
  location: Pick<SiteLocation, 'dmv' | 'client' | 'site' | 'siteInUrl'>,
  route: string,
): string {
  const parts = [location.dmv ? APP_PREFIX : '', location.client, location.siteInUrl ? location.site : '', route];
  return '/' + parts.filter((p) => p !== '').join('/');
}

/** Says which site and route a client path names, given the client's descriptor. */
export function resolveSite(path: ClientPath, descriptor: ClientDescriptor): Resolution {
  const sites = descriptor.sites ?? [];
  const implicit = implicitSite(descriptor);
  const [first, ...afterFirst] = path.rest;
  const named = first === undefined ? undefined : sites.find((s) => s.site.toLowerCase() === first.toLowerCase());

  let site: string;
  let routeSegments: string[];
  if (named) {
    site = named.site.toLowerCase();
    routeSegments = afterFirst;
  } else if (first === undefined) {
    // The client-only alias `/{client}` shows home (ROUTE-07).
    site = implicit || firstEnabledSite(descriptor);
    routeSegments = [];
  } else if (implicit) {
    site = implicit;
    routeSegments = path.rest;
  } else {
    return { kind: 'unknown-site' };
  }

  const ref = sites.find((s) => s.site.toLowerCase() === site);
  if (!ref) {
    return { kind: 'unknown-site' };
  }
  if (!ref.enabled) {
    return { kind: 'disabled-site' };
  }

  const siteInUrl = site !== implicit;
  const [route, ...params] = routeSegments;
  const location: SiteLocation = {
    dmv: path.dmv,
    client: path.client,
    site,
    siteInUrl,
    route: route ?? HOME_ROUTE,
    params,
    canonicalPath: '',
  };
  // An alias keeps its short form; a site segment that the client's URLs
  // leave out is dropped (GUARD-10); otherwise only client and site case change.
  location.canonicalPath =
    route === undefined
      ? sitePath({ ...location, siteInUrl: named !== undefined && siteInUrl }, '')
      : sitePath(location, routeSegments.join('/'));
  return { kind: 'site', location };
}

/** ROUTE-06: paths ending in `.html` are never stored as the last visited path. */
export function shouldStoreLastVisited(pathname: string): boolean {
  return isRestorablePath(pathname) && !pathname.toLowerCase().endsWith('.html');
}

/**
 * Whether a stored path may be restored at the root: a path on this origin
 * (not protocol-relative) that names something other than the root itself.
 */
export function isRestorablePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && segmentsOf(path).length > 0;
}

/** Where `home` goes on a site that has no home page (ROUTE-10). */
export type HomeFallback = { kind: 'route'; route: string } | { kind: 'root' };

export function homeFallback(mode: SiteMode): HomeFallback {
  switch (mode) {
    case 'checkout-only':
      return { kind: 'route', route: 'checkout' };
    case 'forms-only':
      return { kind: 'route', route: 'forms' };
    default:
      return { kind: 'root' };
  }
}

/** The query parameter that carries payable paths to checkout (contracts §3). */
export const CHECKOUT_ITEMS_PARAM = 'items';

function decodeOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * The payable paths of `checkout?items=PATH[,PATH...]`. Each PATH is
 * URL-encoded on its own, so the raw value is split at its literal commas
 * before decoding (a comma inside a path arrives as %2C). Duplicates and
 * unreadable paths are dropped.
 */
export function checkoutItemsFromQuery(search: string): string[] {
  const paths: string[] = [];
  for (const part of search.replace(/^\?/, '').split('&')) {
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    if (decodeOrNull(key) !== CHECKOUT_ITEMS_PARAM || eq < 0) {
      continue;
    }
    for (const raw of part.slice(eq + 1).split(',')) {
      const path = decodeOrNull(raw)?.trim();
      if (path && !paths.includes(path)) {
        paths.push(path);
      }
    }
  }
  return paths;
}

/** The query string without one parameter, with its leading '?' (or empty). */
export function searchWithout(search: string, name: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && decodeOrNull(part.split('=')[0] ?? '') !== name);
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}
