// The dashboard's tabs as the account pages know them. The route and tab
// names are written out here and typed against lib/accountRoutes (which
// the router uses), not imported from it: a value imported from a module
// of the first load would be kept in the widget's first load for this
// chunk's sake (see lib/accountRoutes.ts).
import type { DASHBOARD_ROUTE, DashboardTab, VERIFY_EMAIL_ROUTE } from '../../lib/accountRoutes';
import type { MessageKey } from '../../lib/i18n';
import { sitePath, type SiteLocation } from '../../lib/url';
import '../../lib/i18n/account';

export type { DashboardTab };

const DASHBOARD = 'my-dashboard' satisfies typeof DASHBOARD_ROUTE;
const VERIFY_EMAIL = 'verify-email' satisfies typeof VERIFY_EMAIL_ROUTE;

/** Each tab's name, in the order the tabs show. */
export const TAB_LABELS: Readonly<Record<DashboardTab, MessageKey>> = {
  'my-items': 'account.tab.myItems',
  'past-payments': 'account.tab.pastPayments',
  'scheduled-payments': 'account.tab.scheduledPayments',
  'my-settings': 'account.tab.mySettings',
  'my-forms': 'account.tab.myForms',
};

export const DASHBOARD_TABS = Object.keys(TAB_LABELS) as readonly DashboardTab[];

/** The path of a dashboard tab on the location's site. */
export function tabPath(location: Pick<SiteLocation, 'dmv' | 'client' | 'site' | 'siteInUrl'>, tab: DashboardTab): string {
  return `${sitePath(location, DASHBOARD)}#${tab}`;
}

/** verify-email on the location's site, naming the e-mail and where to go once it is verified (ROUTE-25). */
export function verifyEmailPath(
  location: Pick<SiteLocation, 'dmv' | 'client' | 'site' | 'siteInUrl'>,
  email: string,
  callbackPath: string,
): string {
  return `${sitePath(location, VERIFY_EMAIL)}?${new URLSearchParams({ email, callbackPath }).toString()}`;
}
