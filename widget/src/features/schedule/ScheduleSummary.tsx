// The schedule's summary and terms (SCHED-02): what will be charged, when
// and from which method, then the terms with the agreement the plan needs
// (SCHED-53) and the button that saves it.
import { useLanguage, useT } from '../../lib/i18n';
import '../../lib/i18n/schedule';
import type { ScheduleFormView } from './api';
import { CheckField } from './fields';
import { describeAmount, describeWhen, formatFormDate, shownFields, type ScheduleValues } from './rules';

export interface ScheduleSummaryProps {
  form: ScheduleFormView;
  values: ScheduleValues;
  termsAccepted: boolean;
  termsError?: string | null;
  onTerms: (accepted: boolean) => void;
}

export function ScheduleSummary({ form, values, termsAccepted, termsError, onTerms }: ScheduleSummaryProps) {
  const t = useT();
  const { language } = useLanguage();
  const shown = shownFields(values);
  const tender = form.tenders?.find((x) => x.tenderId === values.tenderId);
  const method = tender
    ? tender.lastDigits
      ? t('schedule.tender.option', { name: tender.name, digits: tender.lastDigits })
      : tender.name
    : '';
  return (
    <>
      <dl className="schedule-summary__facts">
        <dt>{t('schedule.summary.payable')}</dt>
        <dd>{form.payable.displayName}</dd>
        <dt>{t('schedule.summary.amount')}</dt>
        <dd>{describeAmount(t, values, form, language)}</dd>
        <dt>{t('schedule.summary.when')}</dt>
        <dd>{describeWhen(t, values, form, language)}</dd>
        {shown.end ? (
          <>
            <dt>{t('schedule.summary.end')}</dt>
            <dd>{formatFormDate(values.endDate, language) || t('schedule.summary.noEnd')}</dd>
          </>
        ) : null}
        <dt>{t('schedule.summary.method')}</dt>
        <dd>{method}</dd>
      </dl>
      <section aria-labelledby="schedule-terms-heading">
        <h2 id="schedule-terms-heading">{t('schedule.terms.heading')}</h2>
        <div className="schedule-terms">{form.terms}</div>
        <CheckField label={t('schedule.terms.accept')} checked={termsAccepted} error={termsError} required onChange={onTerms} />
      </section>
    </>
  );
}
