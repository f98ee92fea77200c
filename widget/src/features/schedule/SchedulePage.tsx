// The schedule page (spec 001 §2 "Scheduled payment screens"; SCHED-01,
// SCHED-02): `schedule?payable=<path>` schedules a payable, `schedule?plan=<id>`
// changes a plan. A guest gets the sign-in prompt instead (SCHED-03). A
// signed-in resident fills the form, reviews the summary and accepts the
// terms, and the plan is saved: POST with one Idempotency-Key per submission
// (kept across its retries), or PATCH for a change. The confirmation names
// the plan's next run and, in the portal, links to My Payments.
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { SignInPromptLazy } from '../../components/signIn/lazySignIn';
import { Alert } from '../../components/ui/Alert';
import { Loading } from '../../components/ui/Loading';
import { PageHeading } from '../../components/ui/PageHeading';
import { useFocusFirstError } from '../../components/ui/TextField';
import { dashboardPath } from '../../lib/accountRoutes';
import { WIDGET_BUILD } from '../../lib/build';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { useLanguage, useT } from '../../lib/i18n';
import { newIdempotencyKey } from '../../lib/idempotency';
import { useSite } from '../../lib/site';
import { apiError, errorStatus, errorText } from '../../state/api';
import { sectionData, useGetShellScreenQuery } from '../../state/screens';
import { useGetSessionQuery } from '../../state/session';
import '../../lib/i18n/schedule';
import {
  useCreatePlanMutation,
  useGetPlanQuery,
  useGetScheduleFormQuery,
  useUpdatePlanMutation,
  type PlanDetail,
  type ScheduleFormView,
} from './api';
import { PayableFacts, ScheduleForm } from './ScheduleForm';
import { ScheduleSummary } from './ScheduleSummary';
import {
  checkValues,
  fieldErrorsFromBff,
  FIELD_ORDER,
  initialValues,
  planForm,
  planValues,
  type FieldErrors,
  type ScheduleValues,
} from './rules';
import './schedule.css';

/** The resident's IANA zone, the calendar of the plan's dates. */
function residentTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || '';
  } catch {
    return '';
  }
}

/** The steps of the flow: the form, the summary with the terms, the confirmation. */
export type ScheduleStep = 'form' | 'summary' | 'done';

/** What a page around the flow shows above each step's heading (the schedule-only check-out's progress, CHK-04). */
export type ScheduleFrame = (step: ScheduleStep) => ReactNode;

export function SchedulePage() {
  const query = new URLSearchParams(useSearch());
  // ROLE-31: a blank ?payable= or ?plan= names nothing; the page says so
  // instead of asking the BFF for a form of " ".
  return <ScheduleGate payablePath={query.get('payable')?.trim() ?? ''} planId={query.get('plan')?.trim() ?? ''} />;
}

export interface ScheduleGateProps {
  /** The payable to schedule (a new plan). */
  payablePath: string;
  /** The plan to change; empty for a new one. */
  planId?: string;
  frame?: ScheduleFrame;
}

/**
 * The flow for a signed-in resident, else the guest's sign-in prompt
 * (SCHED-03); the flow opens only with a payable path or a plan (ROLE-31).
 */
export function ScheduleGate({ payablePath, planId = '', frame }: ScheduleGateProps) {
  const t = useT();
  const { location, clientTitle } = useSite();
  const site = { client: location.client, site: location.site };
  const { data: shell } = useGetShellScreenQuery(site);
  const loginEnabled = sectionData(shell?.sections.config)?.login.meta.enabled === true;
  const { data: session, isError: sessionFailed } = useGetSessionQuery(site);
  const title = t(planId ? 'schedule.title.edit' : 'schedule.title');
  useDocumentTitle(documentTitle(t, clientTitle, title));

  let body;
  if (!session && !sessionFailed) {
    body = <Loading label={t('schedule.loading')} />;
  } else if (!session?.user) {
    body = <GuestPrompt loginEnabled={loginEnabled} />;
  } else if (!payablePath && !planId) {
    body = (
      <Alert variant="warning">
        <p>{t('schedule.noPayable')}</p>
      </Alert>
    );
  } else {
    return <ScheduleFlow key={planId || payablePath} payablePath={payablePath} planId={planId} frame={frame} />;
  }
  return (
    <div className="schedule">
      {frame?.('form')}
      <PageHeading>{title}</PageHeading>
      {body}
    </div>
  );
}

/**
 * SCHED-03: a guest gets the sign-in prompt instead of the form, in the
 * portal the prompt SaveForLater opens, coming back here; the widget's host
 * page signs its residents in.
 */
function GuestPrompt({ loginEnabled }: { loginEnabled: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  if (WIDGET_BUILD) {
    return <p>{t('schedule.signIn.widget')}</p>;
  }
  return (
    <>
      <p>{t('schedule.signIn')}</p>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        {t('schedule.signIn.button')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SignInPromptLazy loginEnabled={loginEnabled} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Loads the plan (to change one) and the payable's form, then shows the steps. */
function ScheduleFlow({ payablePath, planId, frame }: { payablePath: string; planId: string; frame?: ScheduleFrame }) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const [timeZone] = useState(residentTimeZone);
  const args = { client: location.client, site: location.site, lang: language };
  const plan = useGetPlanQuery({ ...args, planId }, { skip: !planId });
  const path = planId ? (plan.data?.plan.payablePath ?? '') : payablePath;
  const form = useGetScheduleFormQuery({ ...args, payablePath: path, timeZone }, { skip: !path });
  const title = t(planId ? 'schedule.title.edit' : 'schedule.title');

  const failed = planId && plan.error ? plan : form.error ? form : null;
  if (failed?.error) {
    const status = errorStatus(failed.error);
    // A payable that cannot be scheduled, or a plan or payable not found, says so; anything else may be retried.
    const final = status === 404 || status === 422 || status === 403;
    return (
      <div className="schedule">
        {frame?.('form')}
        <PageHeading>{title}</PageHeading>
        <Alert variant="danger">
          <p>{errorText(failed.error, { useMessage: final }) ?? t('schedule.loadFailed')}</p>
          {final ? null : (
            <button type="button" className="button" aria-disabled={failed.isFetching || undefined} onClick={() => void failed.refetch()}>
              {t('common.retry')}
            </button>
          )}
        </Alert>
      </div>
    );
  }
  if (!form.data || (planId && !plan.data)) {
    return (
      <div className="schedule">
        {frame?.('form')}
        <PageHeading>{title}</PageHeading>
        <Loading label={t('schedule.loading')} />
      </div>
    );
  }
  return <ScheduleSteps form={form.data} plan={planId ? plan.data : undefined} frame={frame} />;
}

/** The form, the summary with the terms, and the confirmation. */
export function ScheduleSteps({ form, plan, frame }: { form: ScheduleFormView; plan?: PlanDetail; frame?: ScheduleFrame }) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const root = useRef<HTMLDivElement>(null);
  const focusFirstError = useFocusFirstError(root);
  const [step, setStep] = useState<ScheduleStep>('form');
  const [values, setValues] = useState<ScheduleValues>(() => (plan ? planValues(form, plan) : initialValues(form)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [saved, setSaved] = useState<PlanDetail | null>(null);
  // One key per submission: made on reaching the summary, kept across its retries.
  const key = useRef('');
  const [create, creating] = useCreatePlanMutation();
  const [update, updating] = useUpdatePlanMutation();
  const saving = creating.isLoading || updating.isLoading;
  const editing = plan !== undefined;
  const args = { client: location.client, site: location.site, lang: language };

  const fail = (next: FieldErrors) => {
    setErrors(next);
    focusFirstError();
  };

  const toSummary = () => {
    const checks = checkValues(values, form, language);
    const found: FieldErrors = {};
    for (const field of FIELD_ORDER) {
      const check = checks[field];
      if (check) found[field] = t(check.key, check.params);
    }
    setNotice(null);
    if (Object.keys(found).length > 0) {
      fail(found);
      return;
    }
    setErrors({});
    key.current = newIdempotencyKey();
    // SCHED-53: the terms are agreed to on the summary shown, never carried over from an earlier one.
    setTermsAccepted(false);
    setStep('summary');
  };

  const save = async () => {
    if (saving) return;
    if (!termsAccepted) {
      // SCHED-53: no plan without the terms.
      fail({ terms: t('schedule.error.terms') });
      return;
    }
    setNotice(null);
    const body = planForm(values, form, true);
    try {
      const result = editing
        ? await update({ ...args, planId: plan.plan.id, form: body }).unwrap()
        : await create({ ...args, form: body, idempotencyKey: key.current }).unwrap();
      setSaved(result);
      setStep('done');
    } catch (error) {
      const { errors: found, rest } = fieldErrorsFromBff(apiError(error)?.fields);
      const onForm = Object.keys(found).some((field) => field !== 'terms');
      // A 409 (duplicate_plan, planExists) and every other refusal is said plainly.
      setNotice(rest[0] ?? (Object.keys(found).length ? t('schedule.fixFields') : (errorText(error, { useMessage: true }) ?? t('schedule.saveFailed'))));
      if (onForm) {
        setStep('form');
      }
      fail(found);
    }
  };

  if (step === 'done' && saved) {
    return <ScheduleDone detail={saved} editing={editing} frame={frame} />;
  }

  const exists = form.planExists && !editing;
  const title = t(editing ? 'schedule.title.edit' : 'schedule.title');
  return (
    <div className="schedule" ref={root}>
      {frame?.(step)}
      <PageHeading view={step}>{step === 'summary' ? t('schedule.summary.title') : title}</PageHeading>
      {notice ? (
        <Alert variant="danger" onDismiss={() => setNotice(null)}>
          <p>{notice}</p>
        </Alert>
      ) : null}
      {exists ? (
        <PlanExists />
      ) : (
        <>
          <PayableFacts form={form} />
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (step === 'form') toSummary();
              else void save();
            }}
          >
            {step === 'form' ? (
              <ScheduleForm form={form} values={values} errors={errors} onChange={(change) => setValues((v) => ({ ...v, ...change }))} />
            ) : (
              <ScheduleSummary
                form={form}
                values={values}
                termsAccepted={termsAccepted}
                termsError={errors.terms}
                onTerms={(accepted) => {
                  setTermsAccepted(accepted);
                  if (accepted) setErrors((e) => ({ ...e, terms: undefined }));
                }}
              />
            )}
            <div className="schedule__actions">
              {step === 'summary' ? (
                <button type="button" className="button" onClick={() => setStep('form')}>
                  {t('schedule.change')}
                </button>
              ) : null}
              <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
                {step === 'form'
                  ? t('schedule.continue')
                  : saving
                    ? t('schedule.saving')
                    : t(editing ? 'schedule.save.edit' : 'schedule.save')}
              </button>
            </div>
          </form>
        </>
      )}
    </div>
  );
}

/** A plan that blocks a new one (SCHED-41): said plainly, with the way to it. */
function PlanExists() {
  const t = useT();
  const { location } = useSite();
  return (
    <Alert variant="info" live="polite">
      <p>{t('schedule.exists')}</p>
      {WIDGET_BUILD ? null : (
        <p>
          <Link href={dashboardPath(location, 'scheduled-payments')}>{t('schedule.done.link')}</Link>
        </p>
      )}
    </Alert>
  );
}

/** The confirmation: the plan's next run and, in the portal, the way to My Payments. */
function ScheduleDone({ detail, editing, frame }: { detail: PlanDetail; editing: boolean; frame?: ScheduleFrame }) {
  const t = useT();
  const { location } = useSite();
  const next = detail.plan.nextRun;
  return (
    <div className="schedule">
      {frame?.('done')}
      <PageHeading view="done">{t(editing ? 'schedule.done.titleEdit' : 'schedule.done.title')}</PageHeading>
      <Alert variant="success" live="polite">
        <p>{detail.plan.displayName}</p>
        {next ? (
          <dl className="schedule__facts">
            <dt>{t('schedule.done.next')}</dt>
            <dd>{next.text}</dd>
          </dl>
        ) : null}
      </Alert>
      {WIDGET_BUILD ? null : (
        <p>
          <Link href={dashboardPath(location, 'scheduled-payments')}>{t('schedule.done.link')}</Link>
        </p>
      )}
    </div>
  );
}
