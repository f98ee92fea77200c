// my-dashboard (spec 000 §2 "Routes", spec 001 §2 "Dashboard areas"): the
// signed-in resident's saved items, past and scheduled payments and
// settings, one tab each, the tab named by the URL hash (ROUTE-31). A guest
// is asked to sign in, and comes back to the same tab (ROLE-09); on a site
// whose sign-in is off the page says so instead (ROLE-13). A resident whose
// e-mail is not verified yet goes to verify-email first, and comes back to
// the tab: the BFF answers the account's resources with 403
// email_unverified until then.
import { useEffect, useState, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { LoadFailure } from '../../components/ui/LoadFailure';
import { Loading } from '../../components/ui/Loading';
import { LoginButton } from '../../components/ui/LoginButton';
import { PageHeading } from '../../components/ui/PageHeading';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { useT } from '../../lib/i18n';
import { useGetSessionQuery } from '../../state/session';
import { useSite } from '../../lib/site';
import { DashboardTabs } from './DashboardTabs';
import { PastPaymentsPanel } from './PastPaymentsPanel';
import { SavedItemsPanel } from './SavedItemsPanel';
import { ScheduledPaymentsPanel } from './ScheduledPaymentsPanel';
import { SettingsPanel } from './SettingsPanel';
import { DASHBOARD_TABS, tabPath, verifyEmailPath, type DashboardTab } from './tabs';
import { useDashboardTab } from './useDashboardTab';
import './account.css';
import '../../lib/i18n/account';

export interface DashboardPageProps {
  /** Whether the site offers sign-in (config.login.meta.enabled). */
  loginEnabled: boolean;
  /** The resident's plans under Scheduled payments: another feature's, handed in by the app. */
  scheduledPayments?: ReactNode;
  /** The resident's filed forms under My forms, another feature's; without it the site has no My forms tab. */
  myForms?: ReactNode;
}

export function DashboardPage({ loginEnabled, scheduledPayments, myForms }: DashboardPageProps) {
  const t = useT();
  const { location, clientTitle } = useSite();
  const heading = t('account.dashboard.title');
  useDocumentTitle(documentTitle(t, clientTitle, heading));
  // Read afresh on every visit, and only a session read during this visit
  // sends the resident to verify-email: one who has just verified the
  // e-mail must not be sent back by the session read before.
  const [visitStart] = useState(() => Date.now());
  const { data: session, isError, fulfilledTimeStamp, refetch } = useGetSessionQuery(
    { client: location.client, site: location.site },
    { refetchOnMountOrArgChange: true },
  );
  const [hashTab, selectTab] = useDashboardTab();
  // My forms is a tab only where the site has forms; elsewhere its hash opens the first tab.
  const tabs = myForms ? DASHBOARD_TABS : DASHBOARD_TABS.filter((each) => each !== 'my-forms');
  const tab = tabs.includes(hashTab) ? hashTab : 'my-items';
  // The PayPal approval page comes back without the hash: its setup token belongs to My settings.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('setup_token') && tab !== 'my-settings') {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#my-settings`);
    }
  }, [tab]);

  if (isError && !session) {
    return <LoadFailure onRetry={refetch} />;
  }
  let body: ReactNode;
  if (!session) {
    body = <Loading />;
  } else if (!session.user) {
    body = (
      <div className="dashboard__guest">
        <p>{loginEnabled ? t('account.guest.text') : t('account.guest.loginDisabled')}</p>
        {loginEnabled ? <LoginButton enabled /> : null}
      </div>
    );
  } else if (!session.user.emailVerified && (fulfilledTimeStamp ?? 0) < visitStart) {
    body = <Loading />;
  } else if (!session.user.emailVerified) {
    return <Redirect to={verifyEmailPath(location, session.user.email, tabPath(location, tab))} replace />;
  } else {
    body = (
      <DashboardTabs tabs={tabs} selected={tab} onSelect={selectTab}>
        <TabContent tab={tab} scheduledPayments={scheduledPayments} myForms={myForms} />
      </DashboardTabs>
    );
  }
  return (
    <div className="dashboard">
      <PageHeading>{heading}</PageHeading>
      {body}
    </div>
  );
}

function TabContent({ tab, scheduledPayments, myForms }: { tab: DashboardTab; scheduledPayments: ReactNode; myForms: ReactNode }) {
  switch (tab) {
    case 'my-items':
      return <SavedItemsPanel />;
    case 'past-payments':
      return <PastPaymentsPanel />;
    case 'scheduled-payments':
      return <ScheduledPaymentsPanel plans={scheduledPayments} />;
    case 'my-settings':
      return <SettingsPanel />;
    case 'my-forms':
      return myForms;
  }
}
