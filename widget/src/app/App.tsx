// The portal: providers, then the URL read as [/dmv]/{client}[/{site}]/{route}
// (spec 000 §2 "URL layout").
import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LoadingPage } from '../components/ui/FullPage';
import { isAdminPath } from '../features/admin/routes';
import { matchErrorRoute } from '../features/errors/errorRoutes';
import { resolveKeepingSite, sameSite, type ActiveSite } from '../lib/activeSite';
import { browser } from '../lib/browser';
import { useMetaDescription } from '../lib/document';
import { LocaleProvider, useT } from '../lib/i18n';
import { isClientSegment, PROVIDER_HOMEPAGE_URL } from '../lib/provider';
import { logRouteResolution, type RouteResolution } from '../lib/routeLog';
import { installRouteScroll } from '../lib/routeScroll';
import { LAST_VISITED_PATH_KEY, readStored } from '../lib/storage';
import type { Language } from '../lib/types';
import { parsePath, shouldStoreLastVisited } from '../lib/url';
import { ClientRoute } from './ClientRoute';
import { AdminConsolePage, ErrorRoutePage, RootPage } from './lazyPages';
import { RoutePolicyContext, useRouteLog, type RoutePolicy } from './routePolicy';
import type { AppStore } from '../state/store';
import { StoreProvider } from '../state/StoreProvider';

export function App({ store, language }: { store: AppStore; language?: Language }) {
  return (
    <StoreProvider store={store}>
      <LocaleProvider language={language}>
        <RouteScroll />
        <PortalPolicy>
          <Suspense fallback={<LoadingPage />}>
            <PortalPage />
          </Suspense>
        </PortalPolicy>
      </LocaleProvider>
    </StoreProvider>
  );
}

/**
 * GUARD-13, GUARD-14: the portal's window scrolls to the hash, the saved
 * position or the top after each navigation. The widget leaves this out:
 * inside the iframe the host's page is what scrolls.
 */
function RouteScroll() {
  useEffect(() => installRouteScroll(window), []);
  return null;
}

/** The portal's route policy (routePolicy.ts): GUARD-01's active site and GUARD-12's log. */
function PortalPolicy({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<ActiveSite | null>(null);
  const landed = useCallback((client: string, site: string) => {
    const next = { client, site };
    setActive((previous) => (sameSite(previous, next) ? previous : next));
  }, []);
  const policy = useMemo<RoutePolicy>(
    () => ({ resolve: (path, descriptor) => resolveKeepingSite(path, descriptor, active), landed, log: logRouteResolution }),
    [active, landed],
  );
  return <RoutePolicyContext.Provider value={policy}>{children}</RoutePolicyContext.Provider>;
}

/**
 * The portal's own part of resolving a path: ROUTE-35's paths outside any
 * client, and GUARD-12's log of the paths that are no site's (error pages,
 * the root). The staff console at /admin/ comes before them: /admin is
 * no client's. Everything else is the routes both builds share.
 */
function PortalPage() {
  const [pathname] = useLocation();
  const admin = isAdminPath(pathname);
  const errorRoute = admin ? null : matchErrorRoute(pathname);
  const parsed = parsePath(pathname);
  const outside = !admin && !errorRoute && parsed.kind === 'client' && !isClientSegment(parsed.client);
  let resolution: RouteResolution | null = null;
  if (errorRoute) {
    resolution = { path: pathname, outcome: errorRoute.kind === 'error' ? errorRoute.route : errorRoute.kind };
  } else if (outside) {
    resolution = { path: pathname, outcome: 'redirect', to: PROVIDER_HOMEPAGE_URL };
  } else if (!admin && parsed.kind !== 'client') {
    resolution = { path: pathname, outcome: 'root' };
  }
  useRouteLog(resolution);
  if (admin) {
    return <AdminConsolePage />;
  }
  return outside ? <LeaveForProvider /> : <PortalRoutes />;
}

/** ROUTE-35: a path outside any client leaves for the provider's homepage. */
function LeaveForProvider() {
  const [pathname] = useLocation();
  useEffect(() => {
    console.warn(`No client has the path ${pathname}: going to ${PROVIDER_HOMEPAGE_URL}`);
    browser.assign(PROVIDER_HOMEPAGE_URL);
  }, [pathname]);
  return <LoadingPage />;
}

export function PortalRoutes() {
  const [pathname] = useLocation();
  const t = useT();
  useMetaDescription(t('document.description'));
  // Error pages need no site data: they show even when the BFF refuses calls.
  const errorRoute = matchErrorRoute(pathname);
  if (errorRoute) {
    return <ErrorRoutePage route={errorRoute} />;
  }
  const parsed = parsePath(pathname);
  switch (parsed.kind) {
    case 'root':
      return <RootRoute bare={parsed.bare} />;
    case 'callback':
      return <RootPage />;
    case 'client':
      return <ClientRoute path={parsed} />;
  }
}

/** ROUTE-05: the bare root restores the last visited path, if one is stored. */
function RootRoute({ bare }: { bare: boolean }) {
  const [, navigate] = useLocation();
  const stored = bare ? readStored(LAST_VISITED_PATH_KEY) : null;
  const target = stored !== null && shouldStoreLastVisited(stored) ? stored : null;
  useEffect(() => {
    if (target) {
      navigate(target, { replace: true });
    }
  }, [navigate, target]);
  return target ? null : <RootPage />;
}
