// A staff plan in the console's words: how often it pays (FREQ-01's kinds),
// each run's status (SCHED-14: future_suspended reads as paused) and the
// reason a run failed or was skipped, never the service's code; and a
// plan's runs as two tables, past and upcoming. Dates stay as the BFF
// shows them (mm/dd/yyyy); weekdays are the language's own.
import { useId } from 'react';
import { INTL_LOCALES, useLanguage, useT, type MessageKey, type Translate } from '../../lib/i18n';
import '../../lib/i18n/admin';
import { formatDecimal } from '../../lib/money';
import type { Language } from '../../lib/types';
import type { PlanRuns, StaffPlan } from './api';

type Run = PlanRuns['past'][number];

/** The weekday's name (0 Sunday). */
function weekdayName(day: number, language: Language): string {
  // 4 January 1970 was a Sunday.
  const date = new Date(Date.UTC(1970, 0, 4 + (((day % 7) + 7) % 7)));
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** How often a plan pays, with its end date when it has one. */
export function frequencyText(t: Translate, frequency: StaffPlan['frequency'], language: Language): string {
  const spec = frequency.spec;
  const date = spec.startDate ?? '';
  const days = spec.daysBeforeDue ?? '';
  if (frequency.value === 'oneTime') {
    return spec.kind === 'beforeDue' ? t('admin.plans.freq.oneTimeBeforeDue', { days }) : t('admin.plans.freq.oneTimeOnDate', { date });
  }
  let text: string;
  switch (spec.kind) {
    case 'beforeDue':
      text = t('admin.plans.freq.beforeDue', { days });
      break;
    case 'onDate':
      text = t('admin.plans.freq.monthly', { date });
      break;
    case 'yearlyOnDate':
      text = t('admin.plans.freq.yearly', { date });
      break;
    case 'everyXWeeks': {
      const interval = spec.interval ?? 1;
      const day = weekdayName(spec.dayOfWeek ?? 0, language);
      text = interval === 1 ? t('admin.plans.freq.weekly', { day }) : t('admin.plans.freq.everyWeeks', { interval, day });
      break;
    }
  }
  return spec.endDate ? t('admin.plans.freq.until', { frequency: text, date: spec.endDate }) : text;
}

const RUN_STATUS: Record<Run['status'], MessageKey> = {
  paid: 'admin.plans.status.paid',
  failed: 'admin.plans.status.failed',
  skipped: 'admin.plans.status.skipped',
  processing: 'admin.plans.status.processing',
  future: 'admin.plans.status.future',
  future_suspended: 'admin.plans.status.futureSuspended',
};

/** A run's status in words. */
export function runStatusText(t: Translate, status: Run['status']): string {
  return t(RUN_STATUS[status]);
}

/** The reasons a run failed or was skipped, as the scheduled payments service names them. */
const RUN_REASONS = {
  declined: 'admin.plans.reason.declined',
  insufficient_funds: 'admin.plans.reason.insufficient_funds',
  expired_card: 'admin.plans.reason.expired_card',
  tender_removed: 'admin.plans.reason.tender_removed',
  method_unavailable: 'admin.plans.reason.method_unavailable',
  processing_error: 'admin.plans.reason.processing_error',
  zero_amount_due: 'admin.plans.reason.zero_amount_due',
  canceled: 'admin.plans.reason.canceled',
  paused: 'admin.plans.reason.paused',
} as const satisfies Record<string, MessageKey>;

/** Why a run failed or was skipped; a reason of no known name reads as a failed payment. */
export function runReasonText(t: Translate, reason: string): string {
  return t(Object.hasOwn(RUN_REASONS, reason) ? RUN_REASONS[reason as keyof typeof RUN_REASONS] : 'admin.plans.reason.other');
}

/** A run's outcome in a line: its status and, for a failed or skipped one, why. */
export function runOutcome(t: Translate, run: Run): string {
  return [runStatusText(t, run.status), run.failureReason ? runReasonText(t, run.failureReason) : ''].filter(Boolean).join(', ');
}

/** A plan's past and upcoming runs, each a table under its heading. */
export function RunsTables({ runs }: { runs: PlanRuns }) {
  const t = useT();
  const pastId = useId();
  const projectedId = useId();
  return (
    <div className="admin__runs">
      <h3 id={pastId}>{t('admin.plans.runs.past')}</h3>
      {runs.past.length === 0 ? <p>{t('admin.plans.runs.none')}</p> : <RunsTable labelledBy={pastId} runs={runs.past} past />}
      <h3 id={projectedId}>{t('admin.plans.runs.projected')}</h3>
      {runs.projected.length === 0 ? <p>{t('admin.plans.runs.none')}</p> : <RunsTable labelledBy={projectedId} runs={runs.projected} past={false} />}
    </div>
  );
}

function RunsTable({ labelledBy, runs, past }: { labelledBy: string; runs: Run[]; past: boolean }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <table className="admin__table" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('admin.plans.runs.date')}</th>
          <th scope="col">{t('admin.plans.runs.status')}</th>
          {past ? (
            <>
              <th scope="col">{t('admin.plans.amount')}</th>
              <th scope="col">{t('admin.plans.runs.detail')}</th>
            </>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {runs.map((run, index) => (
          <tr key={run.id || `${run.date}-${index}`}>
            <th scope="row">{run.displayDate || t('admin.plans.runs.tbd')}</th>
            <td>{runStatusText(t, run.status)}</td>
            {past ? (
              <>
                <td>{run.amount ? formatDecimal(run.amount, language) : ''}</td>
                <td>{runDetail(t, run)}</td>
              </>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What happened on a past run: its confirmation number, why it failed, whether staff ran it. */
function runDetail(t: Translate, run: Run): string {
  const parts: string[] = [];
  if (run.confirmationNumber) parts.push(t('admin.plans.runs.confirmation', { number: run.confirmationNumber }));
  if (run.failureReason) parts.push(runReasonText(t, run.failureReason));
  if (run.manual) parts.push(t('admin.plans.runs.manual'));
  return parts.join('. ');
}
