// The my-dashboard page (its own chunk, the portal's only): the account
// feature's dashboard with the plans feature's scheduled payments in their
// tab, whose code loads, with its texts, when the tab first opens.
import { Suspense } from 'react';
import { lazyWithRetry } from '../components/lazyWithRetry';
import { Loading } from '../components/ui/Loading';
import { DashboardPage as AccountDashboard, type DashboardPageProps } from '../features/account/DashboardPage';

const PlansPanel = lazyWithRetry(
  () => import('../features/plans/PlansPanel'),
  (m) => m.PlansPanel,
);

export function DashboardPage(props: Omit<DashboardPageProps, 'scheduledPayments'>) {
  return (
    <AccountDashboard
      {...props}
      scheduledPayments={
        <Suspense fallback={<Loading />}>
          <PlansPanel />
        </Suspense>
      }
    />
  );
}
