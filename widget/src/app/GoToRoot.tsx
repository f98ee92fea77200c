// The way to the root for what names no client or site: shared by client
// resolution (ClientRoute.tsx) and site resolution (SiteRoute.tsx).
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { LAST_VISITED_PATH_KEY, removeStored } from '../lib/storage';
import { useRouteLog } from './routePolicy';

/**
 * Replaces the URL with the root. The stored last visited path is dropped
 * so that the root shows its own page instead of returning here.
 */
export function GoToRoot() {
  const [pathname, navigate] = useLocation();
  // GUARD-12: every way to the root (unknown client or site, a disabled site).
  useRouteLog({ path: pathname, outcome: 'redirect', to: '/' });
  useEffect(() => {
    removeStored(LAST_VISITED_PATH_KEY);
    navigate('/', { replace: true });
  }, [navigate]);
  return null;
}
