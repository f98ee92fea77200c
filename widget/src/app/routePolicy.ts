// What the portal adds to the routes both builds share (spec 000 §2
// guards): the site kept when a URL names none (GUARD-01) and the log of
// route resolutions (GUARD-12). The portal provides a policy (App.tsx); the
// widget provides none, so that this code stays out of its first load: its
// URLs always name the site, and its host hears of every route change.
import { createContext, useContext, useEffect } from 'react';
import type { RouteResolution } from '../lib/routeLog';
import type { ClientDescriptor } from '../lib/types';
import type { ClientPath, Resolution } from '../lib/url';

export interface RoutePolicy {
  /** Resolves a client path (instead of resolveSite). */
  resolve(path: ClientPath, descriptor: ClientDescriptor): Resolution;
  /** Told the client and site each resolved path lands on. */
  landed(client: string, site: string): void;
  /** Records a route resolution. */
  log(resolution: RouteResolution): void;
}

export const RoutePolicyContext = createContext<RoutePolicy | null>(null);

export function useRoutePolicy(): RoutePolicy | null {
  return useContext(RoutePolicyContext);
}

/**
 * Logs resolution once per change of what it says: a route component calls
 * it on every render, and a re-render that resolves the same way logs nothing.
 */
export function useRouteLog(resolution: RouteResolution | null): void {
  const log = useRoutePolicy()?.log;
  const { path = '', outcome = '', to, client, site } = resolution ?? {};
  useEffect(() => {
    if (log && outcome) {
      log({ path, outcome, to, client, site });
    }
  }, [log, path, outcome, to, client, site]);
}
