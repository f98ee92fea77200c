// The my-dashboard page (its own chunk, the portal's only): the account
// feature's dashboard with the plans feature's scheduled payments and, on a
// site with forms, the forms feature's My forms in their tabs, whose code
// loads, with its texts, when the tab first opens.
import { Suspense } from 'react';
import { lazyWithRetry } from '../components/lazyWithRetry';
import { Loading } from '../components/ui/Loading';
import { DashboardPage as AccountDashboard, type DashboardPageProps } from '../features/account/DashboardPage';

const PlansPanel = lazyWithRetry(
  () => import('../features/plans/PlansPanel'),
  (m) => m.PlansPanel,
);

const MyFormsPanel = lazyWithRetry(
  () => import('../features/forms/MyFormsPanel'),
  (m) => m.MyFormsPanel,
);

export interface DashboardRouteProps extends Omit<DashboardPageProps, 'scheduledPayments' | 'myForms'> {
  /** The site offers county forms (ROUTE-32): the dashboard has a My forms tab. */
  forms?: boolean;
}

export function DashboardPage({ forms = false, ...props }: DashboardRouteProps) {
  return (
    <AccountDashboard
      {...props}
      scheduledPayments={
        <Suspense fallback={<Loading />}>
          <PlansPanel />
        </Suspense>
      }
      myForms={
        forms ? (
          <Suspense fallback={<Loading />}>
            <MyFormsPanel />
          </Suspense>
        ) : undefined
      }
    />
  );
}
