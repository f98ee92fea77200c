// The staff's scheduled payments (spec 001 §2 "Admin scheduled-payment
// screen"): a site of the member's that takes scheduled payments (GET
// /admin/schedpay/sites, SCHED-04, SCHED-05), the plans staff made there
// (bill, payer, how often, amount, state, "Admin - ..." as last modified,
// SCHED-16) with their payments and, with admin:schedpay:write only, "Run
// now" (SCHED-31: confirmed first, one Idempotency-Key per click); and the
// form that sets a plan up for a payer who called in (StaffPlanForm.tsx).
import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../../components/ui/Modal';
import { PageHeading } from '../../components/ui/PageHeading';
import { useLanguage, useT } from '../../lib/i18n';
import '../../lib/i18n/admin';
import { newIdempotencyKey } from '../../lib/idempotency';
import { formatDecimal } from '../../lib/money';
import { errorText, errorStatus } from '../../state/api';
import {
  getPlanSites,
  getStaffPlanRuns,
  getStaffPlans,
  mayPlan,
  mayRunNow,
  runStaffPlanNow,
  type ClientSite,
  type PlanRuns,
  type StaffPlan,
  type StaffPlanSite,
} from './api';
import { useConsole } from './context';
import { Select } from './fields';
import { formatDateTime } from './format';
import { frequencyText, runOutcome, RunsTables } from './planWords';
import { pairsOf, siteKey } from './SitesChoice';
import { StaffPlanForm } from './StaffPlanForm';

const siteLabel = (s: StaffPlanSite) => `${s.clientTitle} (${siteKey(s)})`;

export function ScheduledPaymentsPage() {
  const t = useT();
  const { me, report } = useConsole();
  const allowed = mayPlan(me);
  const sites = getPlanSites.useQuery(undefined, { skip: !allowed, refetchOnMountOrArgChange: true });
  useEffect(() => {
    if (sites.error) report(sites.error);
  }, [sites.error, report]);
  const list = sites.data?.sites ?? [];
  const [chosen, setChosen] = useState('');
  // One site is the site; with several the member chooses.
  const key = chosen || (list.length === 1 && list[0] ? siteKey(list[0]) : '');
  const site = key ? (pairsOf([key])[0] ?? null) : null;

  let body;
  if (!allowed) {
    body = <p>{t('admin.plans.none')}</p>;
  } else if (sites.error) {
    body = (
      <p role="alert" className="admin__error">
        {errorStatus(sites.error) === 403 ? t('admin.plans.error.forbidden') : t('admin.plans.error.generic')}
      </p>
    );
  } else if (!sites.data) {
    body = <p>{t('common.loading')}</p>;
  } else if (list.length === 0) {
    body = <p>{t('admin.plans.noSites')}</p>;
  } else {
    body = (
      <>
        <div className="admin__filters">
          <Select
            name="plan-site"
            label={t('admin.field.site')}
            value={key}
            onChange={setChosen}
            options={[
              ...(list.length > 1 ? [{ value: '', label: t('admin.field.chooseSite') }] : []),
              ...list.map((s) => ({ value: siteKey(s), label: siteLabel(s) })),
            ]}
          />
        </div>
        {site ? <SitePlans key={key} site={site} /> : null}
      </>
    );
  }
  return (
    <>
      <PageHeading>{t('admin.plans.heading')}</PageHeading>
      {body}
    </>
  );
}

/** One site's plans, and the form that adds one. */
function SitePlans({ site }: { site: ClientSite }) {
  const t = useT();
  const { language } = useLanguage();
  const { report } = useConsole();
  const plans = getStaffPlans.useQuery({ ...site, lang: language }, { refetchOnMountOrArgChange: true });
  const [adding, setAdding] = useState(false);
  const [made, setMade] = useState<StaffPlan | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (plans.error) report(plans.error);
  }, [plans.error, report]);
  const listed = plans.data?.plans ?? [];
  // The plan just made shows at once, also before the list is read again.
  const items = made && !listed.some((p) => p.id === made.id) ? [made, ...listed] : listed;

  if (adding) {
    return (
      <StaffPlanForm
        site={site}
        onDone={(plan) => {
          setAdding(false);
          if (plan) {
            setMade(plan);
            void plans.refetch();
          }
        }}
      />
    );
  }
  return (
    <>
      <div className="admin__actions">
        <button ref={opener} type="button" className="button button--primary" onClick={() => setAdding(true)}>
          {t('admin.plans.new')}
        </button>
      </div>
      <h2>{t('admin.plans.list')}</h2>
      {plans.isLoading ? <p>{t('common.loading')}</p> : null}
      {plans.error ? (
        <p role="alert" className="admin__error">
          {errorStatus(plans.error) === 403 ? t('admin.plans.error.forbidden') : t('admin.plans.error.generic')}
        </p>
      ) : null}
      {plans.data && items.length === 0 ? <p>{t('admin.plans.empty')}</p> : null}
      <ul className="admin__list" aria-label={t('admin.plans.list')}>
        {items.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </ul>
    </>
  );
}

function PlanCard({ plan }: { plan: StaffPlan }) {
  const t = useT();
  const { language } = useLanguage();
  const { me } = useConsole();
  const titleId = useId();
  const [showRuns, setShowRuns] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [ran, setRan] = useState<PlanRuns | null>(null);
  const runsId = `${titleId}-runs`;
  return (
    <li className="admin__item">
      <p id={titleId} className="admin__item-title">
        {plan.displayName || plan.payablePath}
      </p>
      <dl className="admin__meta">
        <dt>{t('admin.plans.bill')}</dt>
        <dd>{plan.payablePath}</dd>
        <dt>{t('admin.plans.payer')}</dt>
        <dd>{`${plan.payerName} (${plan.payerEmail})`}</dd>
        <dt>{t('admin.plans.frequency')}</dt>
        <dd>{frequencyText(t, plan.frequency, language)}</dd>
        <dt>{t('admin.plans.amount')}</dt>
        <dd>{plan.constantAmount ? formatDecimal(plan.constantAmount, language) : t('admin.plans.amountDue')}</dd>
        <dt>{t('admin.list.state')}</dt>
        <dd>{t(plan.active ? 'admin.list.active' : 'admin.list.inactive')}</dd>
        <dt>{t('admin.plans.lastModified')}</dt>
        <dd>{`${plan.lastModified}, ${formatDateTime(plan.modifiedAt, language)}`}</dd>
      </dl>
      <div className="admin__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={showRuns}
          aria-controls={showRuns ? runsId : undefined}
          aria-describedby={titleId}
          onClick={() => setShowRuns((shown) => !shown)}
        >
          {t(showRuns ? 'admin.plans.hideRuns' : 'admin.plans.showRuns')}
        </button>
        {mayRunNow(me) && plan.active ? (
          <button type="button" className="button button--secondary" aria-describedby={titleId} onClick={() => setConfirming(true)}>
            {t('admin.plans.runNow')}
          </button>
        ) : null}
      </div>
      {showRuns ? (
        <div id={runsId}>
          <Runs id={plan.id} fresh={ran} />
        </div>
      ) : null}
      {confirming ? (
        <RunNowDialog
          plan={plan}
          titleId={titleId}
          onClose={(runs) => {
            setConfirming(false);
            if (runs) {
              setRan(runs);
              setShowRuns(true);
            }
          }}
        />
      ) : null}
    </li>
  );
}

/** A plan's past and projected payments; after a run now, the runs it answered. */
function Runs({ id, fresh }: { id: string; fresh: PlanRuns | null }) {
  const t = useT();
  const { language } = useLanguage();
  const { report } = useConsole();
  const runs = getStaffPlanRuns.useQuery({ id, lang: language }, { skip: fresh !== null, refetchOnMountOrArgChange: true });
  useEffect(() => {
    if (runs.error) report(runs.error);
  }, [runs.error, report]);
  const shown = fresh ?? runs.data;
  if (shown) return <RunsTables runs={shown} />;
  if (runs.error) {
    return (
      <p role="alert" className="admin__error">
        {t('admin.plans.runsFailed')}
      </p>
    );
  }
  return <p>{t('common.loading')}</p>;
}

/**
 * The confirmation of a run now. Each click of its button is a run of its
 * own with a new Idempotency-Key; a repeated request of one click (a lost
 * answer sent again by the network) is the same run, charged once.
 */
function RunNowDialog({ plan, titleId, onClose }: { plan: StaffPlan; titleId: string; onClose: (runs: PlanRuns | null) => void }) {
  const t = useT();
  const { language } = useLanguage();
  const { report, announce } = useConsole();
  const [run, running] = runStaffPlanNow.useMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const bill = plan.displayName || plan.payablePath;

  const confirm = async () => {
    setFailure(null);
    const outcome = await run({ id: plan.id, idempotencyKey: newIdempotencyKey(), lang: language });
    if ('error' in outcome) {
      report(outcome.error);
      const reason =
        errorStatus(outcome.error) === 403 ? t('admin.plans.error.forbidden') : (errorText(outcome.error, { useMessage: true }) ?? t('admin.plans.error.generic'));
      setFailure(t('admin.plans.run.failed', { bill, reason }));
      return;
    }
    const manual = outcome.data.past.find((r) => r.manual) ?? outcome.data.past[0];
    const status = manual ? runOutcome(t, manual) : '';
    announce(t('admin.plans.run.done', { bill, status }), manual?.status === 'failed' ? 'danger' : 'success');
    onClose(outcome.data);
  };

  return (
    <Modal labelledBy={`${titleId}-run`} describedBy={`${titleId}-run-body`} onClose={() => onClose(null)} busy={running.isLoading}>
      <h2 id={`${titleId}-run`}>{t('admin.plans.run.heading')}</h2>
      <p id={`${titleId}-run-body`}>{t('admin.plans.run.body', { payer: plan.payerName, bill })}</p>
      {failure ? (
        <p role="alert" className="admin__error">
          {failure}
        </p>
      ) : null}
      <div className="admin__actions">
        <button type="button" className="button button--primary" onClick={() => void confirm()} aria-disabled={running.isLoading || undefined} disabled={running.isLoading}>
          {running.isLoading ? t('admin.plans.run.running') : t('admin.plans.runNow')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onClose(null)} disabled={running.isLoading}>
          {t('admin.form.cancel')}
        </button>
      </div>
    </Modal>
  );
}
