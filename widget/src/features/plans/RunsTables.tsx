// A plan's runs (SCHED-14): past runs (paid with the confirmation number,
// failed with the reason, skipped, processing) and projected ones (future,
// and future_suspended shown as paused), each a table under its heading.
import { useId } from 'react';
import { useLanguage, useT } from '../../lib/i18n';
import { formatDecimal } from '../../lib/money';
import type { PlanDetail, PlanRun } from './api';
import { runReasonText, runStatusText } from './words';
import '../../lib/i18n/plans';

export function RunsTables({ runs }: { runs: PlanDetail['runs'] }) {
  const t = useT();
  const pastId = useId();
  const projectedId = useId();
  return (
    <div className="plan__runs">
      <h4 id={pastId}>{t('plans.past')}</h4>
      {runs.past.length === 0 ? (
        <p>{t('plans.past.empty')}</p>
      ) : (
        <RunsTable labelledBy={pastId} runs={runs.past} past />
      )}
      <h4 id={projectedId}>{t('plans.projected')}</h4>
      {runs.projected.length === 0 ? (
        <p>{t('plans.projected.empty')}</p>
      ) : (
        <RunsTable labelledBy={projectedId} runs={runs.projected} past={false} />
      )}
    </div>
  );
}

function RunsTable({ labelledBy, runs, past }: { labelledBy: string; runs: PlanRun[]; past: boolean }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <div className="payments__scroll">
      <table className="payments plan__table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('plans.run.date')}</th>
            <th scope="col">{t('plans.run.status')}</th>
            {past ? (
              <>
                <th scope="col" className="payments__number">
                  {t('plans.run.amount')}
                </th>
                <th scope="col">{t('plans.run.detail')}</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {runs.map((run, index) => (
            <tr key={run.id || `${run.date}-${index}`}>
              <th scope="row">{run.displayDate || t('plans.run.dateTbd')}</th>
              <td>{runStatusText(t, run.status)}</td>
              {past ? (
                <>
                  <td className="payments__number">{run.amount ? formatDecimal(run.amount, language) : ''}</td>
                  <td>{runDetail(t, run)}</td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What happened on a past run: the confirmation number of a paid one, the reason a run failed. */
function runDetail(t: ReturnType<typeof useT>, run: PlanRun): string {
  const parts: string[] = [];
  if (run.confirmationNumber) parts.push(t('plans.run.confirmation', { number: run.confirmationNumber }));
  if (run.failureReason) parts.push(runReasonText(t, run.failureReason));
  if (run.manual) parts.push(t('plans.run.manual'));
  return parts.join('. ');
}
