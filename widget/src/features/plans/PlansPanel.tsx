// The resident's scheduled payments under My Payments (#scheduled-payments;
// spec 001 §2 "Dashboard areas", §4 "Scheduled payment"): each active plan
// with what it pays, how often, how much, with what, its status (SCHED-17),
// its next payment (SCHED-32, SCHED-33) and who changed it last (SCHED-15,
// SCHED-16), as the BFF words them in the page's language; an empty state;
// a load failure with a retry. A plan opens in place on its runs and
// actions. Its own chunk, with its texts: loaded when the tab opens.
import { useEffect, useRef, useState } from 'react';
import { Loading } from '../../components/ui/Loading';
import { PanelLoadFailure } from '../../components/ui/PanelLoadFailure';
import { useT } from '../../lib/i18n';
import { getPlans } from './api';
import { PlanCard } from './PlanCard';
import { usePlansArgs } from './usePlanArgs';
import './plans.css';
import '../../lib/i18n/plans';

export function PlansPanel() {
  const t = useT();
  const args = usePlansArgs();
  const { data, isError, isFetching, refetch } = getPlans.useQuery(args, { refetchOnMountOrArgChange: true });
  const [notice, setNotice] = useState<{ text: string; planId: string } | null>(null);
  const [focusNotice, setFocusNotice] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // A canceled plan leaves the list, and its buttons with it: once it has
  // (and its dialog has given focus back to a button about to go), reading
  // goes on at the notice that says so.
  const gone = notice !== null && !data?.plans.some((plan) => plan.id === notice.planId);
  useEffect(() => {
    if (focusNotice && gone) {
      noticeRef.current?.focus();
      setFocusNotice(false);
    }
  }, [focusNotice, gone]);
  const onCanceled = (planId: string, text: string) => {
    setNotice({ planId, text });
    setFocusNotice(true);
  };

  let body;
  if (isError && !data) {
    body = <PanelLoadFailure message={t('plans.loadFailed')} onRetry={() => void refetch()} busy={isFetching} />;
  } else if (!data) {
    body = <Loading />;
  } else if (data.plans.length === 0) {
    body = (
      <>
        <p className="dashboard__empty">{t('plans.empty')}</p>
        <p>{t('plans.emptyHint')}</p>
      </>
    );
  } else {
    body = (
      <ul className="plans" aria-label={t('plans.listLabel')}>
        {data.plans.map((plan) => (
          <li key={plan.id} className="plans__item">
            <PlanCard plan={plan} onCanceled={onCanceled} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      <div role="status">
        {notice ? (
          <p ref={noticeRef} tabIndex={-1} className="plans__notice">
            {notice.text}
          </p>
        ) : null}
      </div>
      {body}
    </>
  );
}
