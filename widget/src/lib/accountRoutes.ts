// The signed-in resident's routes (spec 000 §2 "Routes"): my-dashboard with
// its tabs, the four older routes that lead to a tab (ROUTE-31), and
// verify-email (ROUTE-25), for the router and the header's account menu.
// The account pages and the search results' save toggle name the same
// routes with the types of this module only: they are lazy chunks of the
// widget's build too, where any value of a module the first load imports
// would be kept in that first load for them.
import { sitePath, type SiteLocation } from './url';

export const DASHBOARD_ROUTE = 'my-dashboard';
export const VERIFY_EMAIL_ROUTE = 'verify-email';

/** The dashboard's tabs, each named by the URL hash that selects it. */
export type DashboardTab = 'my-items' | 'past-payments' | 'scheduled-payments' | 'my-settings' | 'my-forms';

/** ROUTE-31: the routes that redirect to my-dashboard, and the tab (hash) each opens. */
export const DASHBOARD_ALIASES: Readonly<Record<string, DashboardTab>> = {
  'my-saved-items': 'my-items',
  'past-payments': 'past-payments',
  'scheduled-payments': 'scheduled-payments',
  'my-profile': 'my-settings',
};

export type AccountRoute =
  | { kind: 'page'; name: typeof DASHBOARD_ROUTE | typeof VERIFY_EMAIL_ROUTE }
  | { kind: 'redirect'; to: string };

/**
 * The account page or redirect of a location, or undefined when its route is
 * none of them. They exist only on sites whose sign-in is enabled (ROUTE-30):
 * elsewhere the location is left to the not-found page.
 */
export function accountRoute(location: SiteLocation, loginEnabled: boolean): AccountRoute | undefined {
  if (!loginEnabled || location.params.length > 0) {
    return undefined;
  }
  const { route } = location;
  if (route === DASHBOARD_ROUTE || route === VERIFY_EMAIL_ROUTE) {
    return { kind: 'page', name: route };
  }
  const tab = Object.prototype.hasOwnProperty.call(DASHBOARD_ALIASES, route) ? DASHBOARD_ALIASES[route] : undefined;
  return tab ? { kind: 'redirect', to: dashboardPath(location, tab) } : undefined;
}

/** The path of a dashboard tab on the location's site. */
export function dashboardPath(location: Pick<SiteLocation, 'dmv' | 'client' | 'site' | 'siteInUrl'>, tab: DashboardTab): string {
  return `${sitePath(location, DASHBOARD_ROUTE)}#${tab}`;
}
