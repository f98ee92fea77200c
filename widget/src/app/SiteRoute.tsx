// A resolved site: normalises the URL, loads the shell screen and renders
// the page of the route inside the shell.
import { useEffect, useMemo, type ReactElement } from 'react';
import { Redirect, useLocation } from 'wouter';
import { LoadFailurePage, LoadingPage } from '../components/ui/FullPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { HomePage } from '../features/home/HomePage';
import { Shell } from '../features/shell/Shell';
import { SearchPage } from '../features/search/SearchPage';
import { isNotFound } from '../lib/api';
import { sectionData, useGetShellScreenQuery } from '../lib/screens';
import { SiteProvider, type SiteContextValue } from '../lib/site';
import { sourceForRoute } from '../lib/sources';
import { LAST_VISITED_PATH_KEY, writeStored } from '../lib/storage';
import type { ShellScreen, SiteConfig } from '../lib/types';
import { HOME_ROUTE, homeFallback, shouldStoreLastVisited, sitePath, type SiteLocation } from '../lib/url';
import { checkoutRoute } from './checkoutRoutes';
import { GoToRoot } from './ClientRoute';

export interface SiteRouteProps {
  location: SiteLocation;
  /** The client descriptor's title, used when the site configures none. */
  clientTitle: string;
}

export function SiteRoute({ location, clientTitle }: SiteRouteProps) {
  const [pathname, navigate] = useLocation();
  const normalised = pathname === location.canonicalPath;
  useEffect(() => {
    if (!normalised) {
      // ROUTE-03: client and site are lowercased in the address bar too.
      navigate(location.canonicalPath + window.location.search + window.location.hash, { replace: true });
    }
  }, [navigate, normalised, location.canonicalPath]);

  const { data: screen, error, refetch } = useGetShellScreenQuery(
    { client: location.client, site: location.site },
    { skip: !normalised },
  );
  const config = sectionData(screen?.sections.config);
  const title = config?.payHub.clientTitle || clientTitle;
  const environment = screen?.environment ?? 'prod';
  const site = useMemo<SiteContextValue>(
    () => ({ location, clientTitle: title, environment }),
    [location, title, environment],
  );

  if (!normalised) {
    return <LoadingPage />;
  }
  if (error) {
    return isNotFound(error) ? <GoToRoot /> : <LoadFailurePage onRetry={refetch} />;
  }
  if (!screen) {
    return <LoadingPage />;
  }
  if (!config) {
    return <LoadFailurePage onRetry={refetch} />;
  }
  if (!config.enabled) {
    return <GoToRoot />;
  }
  return (
    <SiteProvider value={site}>
      <SitePage location={location} config={config} screen={screen} />
    </SiteProvider>
  );
}

interface SitePageProps {
  location: SiteLocation;
  config: SiteConfig;
  screen: ShellScreen;
}

/** The page of the route: home, a checkout step, a payable source's search page, or not found. */
function SitePage({ location, config, screen }: SitePageProps) {
  const singleSegment = location.params.length === 0;
  const isHome = singleSegment && location.route === HOME_ROUTE;
  if (isHome && !config.install.enableHomePage) {
    // ROUTE-10: a site without a home page sends home elsewhere.
    const fallback = homeFallback(config.mode);
    return fallback.kind === 'route' ? <Redirect to={sitePath(location, fallback.route)} replace /> : <GoToRoot />;
  }

  const sources = sectionData(screen.sections.sources);
  const source = singleSegment ? sourceForRoute(sources, screen.environment, location.route) : undefined;
  const checkoutPage = checkoutRoute(location);
  let page: { name: string; element: ReactElement };
  if (isHome) {
    page = { name: 'home', element: <HomePage /> };
  } else if (checkoutPage) {
    page = checkoutPage;
  } else if (source) {
    page = { name: 'source', element: <SearchPage key={source.pageRoute} source={source} /> };
  } else {
    page = { name: 'not-found', element: <NotFoundPage /> };
  }
  return (
    <Shell page={page.name} config={config} screen={screen}>
      <RememberVisit />
      {page.element}
    </Shell>
  );
}

/** Stores the current path as the last visited one (ROUTE-05, ROUTE-06). */
function RememberVisit() {
  const [pathname] = useLocation();
  useEffect(() => {
    if (shouldStoreLastVisited(pathname)) {
      writeStored(LAST_VISITED_PATH_KEY, pathname);
    }
  }, [pathname]);
  return null;
}
