// Scheduled payments (spec 001 §2 "My Payments (past and scheduled)"): the
// resident has none yet, since setting them up from the dashboard comes
// later; the tab says so rather than standing empty.
import { useT } from '../../lib/i18n';
import '../../lib/i18n/account';

export function ScheduledPaymentsPanel() {
  const t = useT();
  return (
    <>
      <h2>{t('account.tab.scheduledPayments')}</h2>
      <p className="dashboard__empty">{t('account.scheduled.empty')}</p>
      <p>{t('account.scheduled.later')}</p>
    </>
  );
}
