// Scheduled payments (spec 001 §2 "My Payments (past and scheduled)"): the
// tab's heading, and under it the resident's plans, which the app hands in
// (features/plans, a chunk of its own loaded when the tab opens).
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import '../../lib/i18n/account';

export function ScheduledPaymentsPanel({ plans }: { plans: ReactNode }) {
  const t = useT();
  return (
    <>
      <h2>{t('account.tab.scheduledPayments')}</h2>
      {plans}
    </>
  );
}
