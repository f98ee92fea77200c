// A resolved site: normalises the URL, loads the shell screen and renders
// the page of the route inside the shell.
import { Suspense, useEffect, useMemo, type ReactElement } from 'react';
import { Redirect, useLocation } from 'wouter';
import { LoadFailurePage, LoadingPage } from '../components/ui/FullPage';
import { Loading } from '../components/ui/Loading';
import { Shell } from '../features/shell/Shell';
import { isNotFound } from '../state/api';
import { sectionData, useGetShellScreenQuery } from '../state/screens';
import { SiteProvider, type SiteContextValue } from '../lib/site';
import { sourceForRoute } from '../lib/sources';
import { LAST_VISITED_PATH_KEY, writeStored } from '../lib/storage';
import type { ShellScreen, SiteConfig } from '../lib/types';
import { DEFAULT_ROUTE } from '../lib/protocol';
import { HOME_ROUTE, homeFallback, shouldStoreLastVisited, sitePath, type SiteLocation } from '../lib/url';
import { checkoutRoute } from './checkoutRoutes';
import { GoToRoot } from './GoToRoot';
import { effectiveConfig, useEmbedded } from '../lib/embedded';
import {
  BulkPage,
  DashboardPage,
  EbillingPage,
  FormsPage,
  HomePage,
  NonprodSignInPage,
  NotFoundPage,
  PayableServices,
  ScheduleCheckoutRoute,
  SchedulePage,
  SearchPage,
  SourceSubPage,
  StubPage,
  TaxsysPage,
  VerifyEmailPage,
} from './lazyPages';
import { routeMeta } from '../features/shell/routeMeta';
import { gateStops, NONPROD_SIGN_IN_ROUTE, RETURN_PARAM } from '../lib/signInGate';
import { useGetSessionQuery } from '../state/session';
import { modeOpensRoute } from '../lib/siteModes';
import { useRouteLog } from './routePolicy';
import { WIDGET_BUILD } from '../lib/build';
import { accountRoute, DASHBOARD_ROUTE } from '../lib/accountRoutes';
import { isTaxsysPage } from '../lib/taxsys';
import { confinement } from '../lib/userKind';
import { ConfinedRedirect } from './ConfinedRedirect';
import { PayableServicesContext, type PayableServicesProps } from '../lib/payableServices';
import { bulkPage } from '../lib/bulkRoutes';

/** Defined in the widget's build only (lib/build.ts): what it folds away is not in its first load. */
declare const __PAYHUB_WIDGET__: boolean | undefined;

/** A payable's services in the portal: the lazy chunk of app/PayableServices.tsx. */
const renderPayableServices = (props: PayableServicesProps) => <PayableServices {...props} />;

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
  const embedded = useEmbedded();
  const siteConfig = sectionData(screen?.sections.config);
  const config = useMemo(() => siteConfig && effectiveConfig(siteConfig, embedded), [siteConfig, embedded]);
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
  // GUARD-07, GUARD-08: a disabled site, or in production a site not
  // enabled there, goes to the root. GUARD-02: so does every page of a site
  // in special mode, in the portal (the widget's host owns its page).
  const closed = !WIDGET_BUILD && config.install.specialMode === true;
  if (!config.enabled || (environment === 'prod' && !config.enabledInProd) || closed) {
    return <GoToRoot />;
  }
  return (
    <SiteProvider value={site}>
      <SitePage location={location} config={config} screen={screen} embedded={embedded.embedded} />
    </SiteProvider>
  );
}

interface SitePageProps {
  location: SiteLocation;
  config: SiteConfig;
  screen: ShellScreen;
  /** The embedded widget: no home page, and visits are not remembered (spec 000 §6). */
  embedded: boolean;
}

/**
 * Where a site's URL goes instead of rendering a page: another path, the
 * root, or the property-tax route of a confined user (GUARD-03), with a
 * warning when they were not going home (GUARD-04).
 */
type Detour = { kind: 'redirect'; to: string } | { kind: 'root' } | { kind: 'confine'; to: string; warn: boolean };

/** The page of the route: home, a checkout step, a payable source's search page, or not found. */
function SitePage({ location, config, screen, embedded }: SitePageProps) {
  const [pathname] = useLocation();
  const needsSession = config.requireSignInOutsideProd === true && screen.environment !== 'prod';
  // The portal reads the session wherever sign-in is on, for the user kind
  // (GUARD-03); the header's account menu reads the same cache entry.
  const { data: session, isError: sessionFailed } = useGetSessionQuery(
    { client: location.client, site: location.site },
    { skip: WIDGET_BUILD ? !needsSession : !needsSession && !config.login.meta.enabled },
  );
  // A session that cannot be read counts as signed out: the gate holds.
  const signedIn = session ? session.user !== null : sessionFailed ? false : undefined;
  const singleSegment = location.params.length === 0;
  const isHome = singleSegment && location.route === HOME_ROUTE;

  let detour: Detour | null = null;
  // GUARD-03, GUARD-04: a property-tax user is kept on that route.
  const confined = WIDGET_BUILD ? null : confinement(session?.user?.kind, location);
  if (!WIDGET_BUILD && confined) {
    detour = { kind: 'confine', ...confined };
  } else if (isHome && embedded) {
    // Embedded mode has no home page: every way home leads to the cart.
    detour = { kind: 'redirect', to: sitePath(location, DEFAULT_ROUTE) };
  } else if (isHome && !config.install.enableHomePage) {
    // ROUTE-10: a site without a home page sends home elsewhere.
    const fallback = homeFallback(config.mode);
    detour = fallback.kind === 'route' ? { kind: 'redirect', to: sitePath(location, fallback.route) } : { kind: 'root' };
  } else if (
    gateStops({
      required: config.requireSignInOutsideProd === true,
      environment: screen.environment,
      route: location.route,
      signedIn,
    })
  ) {
    // GUARD-05, GUARD-06: the gate remembers where the visitor was going.
    const back = window.location.pathname + window.location.search + window.location.hash;
    const query = new URLSearchParams({ [RETURN_PARAM]: back });
    detour = { kind: 'redirect', to: `${sitePath(location, NONPROD_SIGN_IN_ROUTE)}?${query}` };
  }
  // ROUTE-30, ROUTE-31: the resident's pages exist where sign-in does, in the
  // portal only (the widget's resident is its host's); four routes lead to a
  // dashboard tab.
  // A mode that closes the route (ROUTE-36, ROUTE-37) closes its redirect too.
  const account =
    WIDGET_BUILD || config.mode === 'stub' || !modeOpensRoute(config.mode, location.route)
      ? undefined
      : accountRoute(location, config.login.meta.enabled);
  if (!WIDGET_BUILD && !detour && account?.kind === 'redirect') {
    detour = { kind: 'redirect', to: account.to };
  }

  const sources = sectionData(screen.sections.sources);
  const source = singleSegment ? sourceForRoute(sources, screen.environment, location.route) : undefined;
  // The portal's only: the widget's build folds this away (lib/build.ts).
  const bulk = typeof __PAYHUB_WIDGET__ === 'undefined' ? bulkPage(sources, screen.environment, location) : null;
  const checkoutPage = checkoutRoute(location);
  // SRCH-03, SRCH-04: a source's extra pages and details route, the portal's only.
  const subSource = !WIDGET_BUILD && !singleSegment ? sourceForRoute(sources, screen.environment, location.route) : undefined;
  const hasForms = config.forms === true || config.mode === 'forms-only';
  let page: { name: string; element: ReactElement };
  if (config.mode === 'stub') {
    page = { name: 'stub', element: <StubPage config={config} /> };
  } else if (!WIDGET_BUILD && !modeOpensRoute(config.mode, location.route)) {
    // ROUTE-36, ROUTE-37: redirect-only and embedded public sites keep some
    // routes closed. The widget has no such routes to close: its home
    // already leads to the cart, and it leaves this out of its first load.
    page = { name: 'not-found', element: <NotFoundPage /> };
  } else if (singleSegment && location.route === NONPROD_SIGN_IN_ROUTE) {
    page = { name: 'nonprod-sign-in', element: <NonprodSignInPage loginEnabled={config.login.meta.enabled} /> };
  } else if (!WIDGET_BUILD && isTaxsysPage(location)) {
    // ROUTE-28, ROUTE-29: sunshine/demo's tax-system pages, any slugs after
    // the route; on every other site the route is not found.
    page = { name: 'taxsys', element: <TaxsysPage slugs={location.params} /> };
  } else if (isHome) {
    page = { name: 'home', element: <HomePage /> };
  } else if (!WIDGET_BUILD && location.route === 'forms' && location.params.length <= 1 && hasForms) {
    // ROUTE-32: forms/{slug?} only where the site's configuration has forms;
    // a forms-only site boots to them (ROUTE-10, ROUTE-36).
    page = { name: 'forms', element: <FormsPage slug={location.params[0]} /> };
  } else if (!WIDGET_BUILD && config.mode === 'scheduled-payment-only' && singleSegment && location.route === 'checkout') {
    // ROUTE-15, CHK-04: the schedule-only check-out, the schedule form of the cart's item.
    page = { name: 'checkout', element: <ScheduleCheckoutRoute /> };
  } else if (checkoutPage) {
    page = checkoutPage;
  } else if (!WIDGET_BUILD && singleSegment && location.route === 'schedule') {
    // The schedule form (lib/scheduleHref.ts); the widget's is in its fallback (Fallback.tsx).
    page = { name: 'schedule', element: <SchedulePage /> };
  } else if (typeof __PAYHUB_WIDGET__ === 'undefined' && location.route === 'ebilling' && location.params.length > 0) {
    // EBILL-02: the e-billing screen of the e-mailed links.
    page = { name: 'ebilling', element: <EbillingPage params={location.params} /> };
  } else if (!WIDGET_BUILD && account?.kind === 'page') {
    const loginEnabled = config.login.meta.enabled;
    const element =
      account.name === DASHBOARD_ROUTE ? (
        <DashboardPage loginEnabled={loginEnabled} forms={hasForms} />
      ) : (
        <VerifyEmailPage loginEnabled={loginEnabled} />
      );
    page = { name: account.name, element };
  } else if (typeof __PAYHUB_WIDGET__ === 'undefined' && bulk) {
    // BULK-01: a source with bulk add has its upload pages, a signed-in resident's (ROLE-23).
    page = { name: 'bulk', element: <BulkPage source={bulk.source} step={bulk.step} loginEnabled={config.login.meta.enabled} /> };
  } else if (source) {
    page = { name: 'source', element: <SearchPage key={source.pageRoute} source={source} /> };
  } else if (!WIDGET_BUILD && subSource) {
    page = { name: 'source-page', element: <SourceSubPage source={subSource} params={location.params} notFound={<NotFoundPage />} /> };
  } else {
    page = { name: 'not-found', element: <NotFoundPage /> };
  }

  // GUARD-12: the page of a site's URL, or where it redirects (GoToRoot logs its own).
  useRouteLog(
    detour?.kind === 'root'
      ? null
      : {
          path: pathname,
          outcome: detour ? 'redirect' : page.name,
          to: detour?.to,
          client: location.client,
          site: location.site,
        },
  );

  if (detour) {
    if (!WIDGET_BUILD && detour.kind === 'confine') {
      return <ConfinedRedirect from={pathname} to={detour.to} warn={detour.warn} />;
    }
    return detour.kind === 'redirect' ? <Redirect to={detour.to} replace /> : <GoToRoot />;
  }
  return (
    <Shell page={page.name} config={config} screen={screen} meta={routeMeta(page.name)}>
      {embedded || (typeof __PAYHUB_WIDGET__ === 'undefined' && page.name === 'ebilling') ? null : (
        // The e-billing screen's path holds an e-mailed code: it is not remembered.
        <RememberVisit />
      )}
      <Suspense fallback={<Loading />}>
        {typeof __PAYHUB_WIDGET__ === 'undefined' ? (
          // A payable's services: the portal's only (lib/payableServices.ts).
          <PayableServicesContext.Provider value={renderPayableServices}>{page.element}</PayableServicesContext.Provider>
        ) : (
          page.element
        )}
      </Suspense>
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
