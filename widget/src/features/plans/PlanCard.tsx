// One plan in the list: its payable's name as a heading, its facts, and a
// disclosure button (aria-expanded) that opens the plan in place on its
// runs and actions (PlanDetail).
import { useId, useRef, useState } from 'react';
import { useLanguage, useT, type Translate } from '../../lib/i18n';
import { useSite } from '../../lib/site';
import type { Language } from '../../lib/types';
import type { Plan } from './api';
import { PlanDetail } from './PlanDetail';
import { amountText, frequencyText, tenderText } from './words';
import './plans.css';
import '../../lib/i18n/plans';

export interface PlanCardProps {
  plan: Plan;
  /** The plan was canceled; text says so. */
  onCanceled: (planId: string, text: string) => void;
  /** Opens with the runs and actions shown. */
  initiallyOpen?: boolean;
}

export function PlanCard({ plan, onCanceled, initiallyOpen = false }: PlanCardProps) {
  const t = useT();
  const { language } = useLanguage();
  const { clientTitle } = useSite();
  const [open, setOpen] = useState(initiallyOpen);
  const headingId = useId();
  const regionId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <article className="plan" aria-labelledby={headingId}>
      <h3 ref={heading} id={headingId} tabIndex={-1} className="plan__name">
        {plan.displayName}
      </h3>
      {/* SCHED-16: a plan county staff set up for the resident says so. */}
      {plan.setUpByCounty ? (
        <p className="plan__county">
          {clientTitle ? t('plans.setUpBy', { county: clientTitle }) : t('plans.setUpByCounty')}
        </p>
      ) : null}
      <PlanFacts plan={plan} t={t} language={language} />
      <button
        type="button"
        className="button plan__toggle"
        aria-expanded={open}
        aria-controls={regionId}
        aria-describedby={headingId}
        onClick={() => setOpen((was) => !was)}
      >
        {t('plans.details')}
      </button>
      <div id={regionId} hidden={!open}>
        {open ? <PlanDetail plan={plan} headingRef={heading} headingId={headingId} onCanceled={onCanceled} /> : null}
      </div>
    </article>
  );
}

function PlanFacts({ plan, t, language }: { plan: Plan; t: Translate; language: Language }) {
  const facts: [string, string][] = [
    [t('plans.amount'), amountText(t, plan.amount, language)],
    [t('plans.frequency'), frequencyText(t, plan.frequency, language)],
    [t('plans.method'), tenderText(t, plan.tender)],
    // SCHED-17: active, paused until a date, paused, canceled, skipped or no run scheduled.
    [t('plans.status'), plan.status.text],
    // SCHED-32, SCHED-33: the date, the paused text, TBD or the no-run text; none when the runs could not be read.
    [t('plans.nextRun'), plan.nextRun?.text ?? t('plans.nextRun.unknown')],
    // SCHED-15, SCHED-16.
    [t('plans.lastModified'), plan.lastModified],
  ];
  return (
    <dl className="facts plan__facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
