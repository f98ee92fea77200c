// The log of route resolutions (spec 000 §2 guards; GUARD-12): what each
// URL the portal opened resolved to (a page, a redirect, the root). Support
// reads it to follow how a payer got somewhere. The last few are kept in
// memory and each goes to the console at debug level, which browsers hide
// unless asked; nothing here is sent anywhere or shown to the payer. The
// portal's routes report here through app/routePolicy.ts; the widget, whose
// host hears of every route change, leaves it out of its bundle.

/** One resolution: the path asked for and what it came to. */
export interface RouteResolution {
  /** The pathname resolved. */
  path: string;
  /** What it resolved to: a page name ('home', 'checkout', 'not-found'...), 'root', or 'redirect'. */
  outcome: string;
  /** For a redirect, where to. */
  to?: string;
  /** The client and site the path resolved under, when it did. */
  client?: string;
  site?: string;
}

/** Resolutions kept before the oldest are dropped. */
export const ROUTE_LOG_CAPACITY = 20;

let entries: RouteResolution[] = [];

/** Echoed to the console everywhere but in unit tests, which read the entries. */
function echo(): boolean {
  return import.meta.env.MODE !== 'test';
}

/** Records a resolution. */
export function logRouteResolution(resolution: RouteResolution): void {
  entries = [...entries, resolution].slice(-ROUTE_LOG_CAPACITY);
  if (echo()) {
    const where = resolution.client ? ` (${resolution.client}/${resolution.site ?? ''})` : '';
    const to = resolution.to ? ` ${resolution.to}` : '';
    console.debug(`[payhub route] ${resolution.path} → ${resolution.outcome}${to}${where}`);
  }
}

/** The recorded resolutions, oldest first. */
export function routeResolutions(): readonly RouteResolution[] {
  return entries;
}

/** Forgets every recorded resolution (tests start afresh). */
export function clearRouteResolutions(): void {
  entries = [];
}

