// One plan opened in place: its runs, past and projected (SCHED-14), or
// that they could not be loaded (ERR-65, runsError); and its actions: Edit
// (the schedule form of the plan), Pause (not offered where the payable
// disables it, SCHED-20), Resume a paused plan with the payment method
// chosen again (SCHED-30), Cancel after a confirmation. Whether pausing is
// offered, and the payment methods a plan may use, come from the schedule
// form of the plan's payable; should that fail, Pause stays (the BFF
// refuses it where disabled) and the wallet's list gives the methods.
import { useRef, useState, type RefObject } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { Loading } from '../../components/ui/Loading';
import { useT } from '../../lib/i18n';
import { useSite } from '../../lib/site';
import { scheduleHref } from '../../lib/scheduleHref';
import { sitePath } from '../../lib/url';
import { PanelLoadFailure } from '../../components/ui/PanelLoadFailure';
import { getPlan, getPlanForm, type Plan } from './api';
import { CancelDialog } from './CancelDialog';
import { PauseForm } from './PauseForm';
import { ResumeForm } from './ResumeForm';
import { RunsTables } from './RunsTables';
import { usePlansArgs } from './usePlanArgs';
import '../../lib/i18n/plans';

type Mode = 'view' | 'pause' | 'resume' | 'cancel';

export interface PlanDetailProps {
  plan: Plan;
  /** The plan's heading: focus goes there once a pause or resume is done. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The id of that heading, which names the plan the buttons act on. */
  headingId: string;
  onCanceled: (planId: string, text: string) => void;
}

export function PlanDetail({ plan: listed, headingRef, headingId, onCanceled }: PlanDetailProps) {
  const t = useT();
  const { location } = useSite();
  const args = usePlansArgs();
  const detail = getPlan.useQuery({ ...args, planId: listed.id }, { refetchOnMountOrArgChange: true });
  const form = getPlanForm.useQuery({ ...args, payablePath: listed.payablePath });
  const [mode, setMode] = useState<Mode>('view');
  const [notice, setNotice] = useState<string | null>(null);
  const pauseButton = useRef<HTMLButtonElement>(null);
  const resumeButton = useRef<HTMLButtonElement>(null);

  if (detail.isError && !detail.data) {
    return <PanelLoadFailure message={t('plans.detailFailed')} onRetry={() => void detail.refetch()} busy={detail.isFetching} />;
  }
  if (!detail.data) {
    return <Loading />;
  }
  const { plan, runs } = detail.data;
  const paused = plan.pause !== null && plan.pause !== undefined;
  // SCHED-20: hidden where the payable disables pausing; shown when the form could not say.
  const pausable = !paused && (form.data ? !form.data.config.disablePause : form.isError);

  const done = (text: string) => {
    setMode('view');
    setNotice(text);
    headingRef.current?.focus();
  };
  const back = (button: RefObject<HTMLButtonElement | null>) => {
    setMode('view');
    requestAnimationFrame(() => button.current?.focus());
  };

  return (
    <div className="plan__detail">
      {notice ? (
        <Alert variant="success" live="polite" onDismiss={() => setNotice(null)}>
          <p>{notice}</p>
        </Alert>
      ) : null}
      {plan.runsError ? (
        <Alert variant="warning" live="polite">
          <p>{t('plans.runsFailed')}</p>
        </Alert>
      ) : (
        <RunsTables runs={runs} />
      )}
      {mode === 'pause' ? (
        <PauseForm planId={plan.id} onDone={() => done(t('plans.pause.done'))} onBack={() => back(pauseButton)} />
      ) : mode === 'resume' ? (
        <ResumeForm
          planId={plan.id}
          tenders={form.data?.tenders}
          formFailed={form.isError}
          onDone={() => done(t('plans.resume.done'))}
          onBack={() => back(resumeButton)}
        />
      ) : (
        <div className="actions plan__actions">
          <Link href={scheduleHref(sitePath(location, ''), { plan: plan.id })} className="button" aria-describedby={headingId}>
            {t('plans.edit')}
          </Link>
          {paused ? (
            <button ref={resumeButton} type="button" className="button" aria-describedby={headingId} onClick={() => setMode('resume')}>
              {t('plans.resume')}
            </button>
          ) : pausable ? (
            <button ref={pauseButton} type="button" className="button" aria-describedby={headingId} onClick={() => setMode('pause')}>
              {t('plans.pause')}
            </button>
          ) : null}
          <button type="button" className="button button--quiet" aria-describedby={headingId} onClick={() => setMode('cancel')}>
            {t('plans.cancel')}
          </button>
        </div>
      )}
      {mode === 'cancel' ? <CancelDialog plan={plan} onClose={() => setMode('view')} onCanceled={onCanceled} /> : null}
    </div>
  );
}
