// The schedule form (spec 001 §2 "Scheduled payment screens"; SCHED-02):
// one-time or recurring, the kinds the payable allows, days before due or
// the dates, the every-X-weeks interval and weekday, the amount due or
// another amount where allowed, and one of the resident's saved cards or bank
// accounts (never PayPal: the BFF lists only those a plan may use). The
// values live in the page (SchedulePage), which checks them on Continue.
import { Link } from 'wouter';
import { AmountHint } from '../../components/ui/AmountHint';
import { TextField } from '../../components/ui/TextField';
import { dashboardPath } from '../../lib/accountRoutes';
import { WIDGET_BUILD } from '../../lib/build';
import { useLanguage, useT, type MessageKey } from '../../lib/i18n';
import { formatDate } from '../../lib/format';
import { formatDecimal } from '../../lib/money';
import { useSite } from '../../lib/site';
import '../../lib/i18n/schedule';
import type { AmountKind, FrequencyKind, FrequencyValue, ScheduleFormView } from './api';
import { CheckField, Choice, SelectField } from './fields';
import { allowedAmounts, allowedKinds, planTenders, shownFields, weekdayName, type FieldErrors, type ScheduleValues } from './rules';

export interface ScheduleFormProps {
  form: ScheduleFormView;
  values: ScheduleValues;
  errors: FieldErrors;
  onChange: (change: Partial<ScheduleValues>) => void;
}

const KIND_TEXT: Readonly<Record<FrequencyKind, MessageKey>> = {
  beforeDue: 'schedule.kind.beforeDue',
  onDate: 'schedule.kind.onDate.oneTime',
  yearlyOnDate: 'schedule.kind.yearlyOnDate',
  everyXWeeks: 'schedule.kind.everyXWeeks',
};

/** The every-X-weeks intervals there are (FREQ-08), further limited by the payable. */
const INTERVALS = [1, 2, 3, 4, 8] as const;

export function ScheduleForm({ form, values, errors, onChange }: ScheduleFormProps) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const shown = shownFields(values);
  const valuesAllowed: FrequencyValue[] = (['oneTime', 'recurring'] as const).filter((v) => allowedKinds(form, v).length > 0);
  const kinds = allowedKinds(form, values.value);
  const amounts = allowedAmounts(form, values.value, values.kind);
  const tenders = planTenders(form);
  const intervals = INTERVALS.filter((i) => !form.config.allowedIntervals?.length || form.config.allowedIntervals.includes(i));

  // A new value or kind keeps what still applies and picks the first allowed rest.
  const chooseValue = (value: FrequencyValue) => {
    const next = allowedKinds(form, value);
    const kind = values.kind !== '' && next.includes(values.kind) ? values.kind : (next[0] ?? '');
    onChange({ value, kind, amountKind: firstAmount(allowedAmounts(form, value, kind), values.amountKind) });
  };
  const chooseKind = (kind: FrequencyKind) => {
    onChange({ kind, amountKind: firstAmount(allowedAmounts(form, values.value, kind), values.amountKind) });
  };

  return (
    <>
      <Choice
        legend={t('schedule.value.legend')}
        name="schedule-value"
        value={values.value}
        error={errors.value}
        options={valuesAllowed.map((v) => ({ value: v, label: t(v === 'oneTime' ? 'schedule.value.oneTime' : 'schedule.value.recurring') }))}
        onChange={chooseValue}
      />
      {kinds.length > 0 ? (
        <Choice
          legend={t('schedule.kind.legend')}
          name="schedule-kind"
          value={values.kind}
          error={errors.kind}
          options={kinds.map((k) => ({
            value: k,
            label: t(k === 'onDate' && values.value === 'recurring' ? 'schedule.kind.onDate.recurring' : KIND_TEXT[k]),
          }))}
          onChange={chooseKind}
        />
      ) : null}
      {shown.daysBeforeDue ? (
        <TextField
          label={t('schedule.days.label')}
          hint={t('schedule.days.hint', { min: form.config.minDaysBeforeDue, max: form.config.maxDaysBeforeDue })}
          inputMode="numeric"
          autoComplete="off"
          aria-required
          value={values.daysBeforeDue}
          error={errors.daysBeforeDue}
          onChange={(event) => onChange({ daysBeforeDue: event.target.value })}
        />
      ) : null}
      {shown.everyXWeeks ? (
        <>
          <SelectField
            label={t('schedule.interval.label')}
            value={String(values.interval)}
            error={errors.interval}
            options={intervals.map((i) => ({
              value: String(i),
              label: i === 1 ? t('schedule.interval.one') : t('schedule.interval.many', { count: i }),
            }))}
            onChange={(v) => onChange({ interval: Number(v) })}
          />
          <SelectField
            label={t('schedule.weekday.label')}
            value={String(values.dayOfWeek)}
            error={errors.dayOfWeek}
            options={[0, 1, 2, 3, 4, 5, 6].map((d) => ({ value: String(d), label: weekdayName(d, language) }))}
            onChange={(v) => onChange({ dayOfWeek: Number(v) })}
          />
        </>
      ) : null}
      {shown.startDate !== 'none' ? (
        <TextField
          label={t(values.value === 'oneTime' ? 'schedule.date.payment' : 'schedule.date.start')}
          hint={
            shown.startDate === 'optional'
              ? t('schedule.date.hintToday', { today: form.defaults.startDate })
              : t('schedule.date.hint')
          }
          inputMode="numeric"
          autoComplete="off"
          aria-required={shown.startDate === 'required' || undefined}
          value={values.startDate}
          error={errors.startDate}
          onChange={(event) => onChange({ startDate: event.target.value })}
        />
      ) : null}
      {shown.end ? (
        <>
          <TextField
            label={t('schedule.date.end')}
            hint={t('schedule.date.hint')}
            inputMode="numeric"
            autoComplete="off"
            value={values.endDate}
            error={errors.endDate}
            onChange={(event) => onChange({ endDate: event.target.value, noEndDate: event.target.value.trim() ? false : values.noEndDate })}
          />
          {values.endDate.trim() === '' ? (
            <CheckField
              label={t('schedule.noEnd.label')}
              checked={values.noEndDate}
              error={errors.noEndDate}
              onChange={(noEndDate) => onChange({ noEndDate })}
            />
          ) : null}
        </>
      ) : null}
      {amounts.length > 0 ? (
        <Choice<AmountKind>
          legend={t('schedule.amount.legend')}
          name="schedule-amount"
          value={values.amountKind}
          options={amounts.map((a) => ({
            value: a,
            label:
              a === 'amountDue'
                ? t('schedule.amount.due', { amount: formatDecimal(form.payable.scheduledAmount, language) })
                : t('schedule.amount.other'),
          }))}
          onChange={(amountKind) => onChange({ amountKind })}
        />
      ) : null}
      {shown.amount ? (
        <TextField
          label={t('schedule.amount.value')}
          hint={<AmountHint minAmount={form.payable.minAmount ?? ''} maxAmount={form.payable.maxAmount ?? ''} />}
          inputMode="decimal"
          autoComplete="off"
          aria-required
          value={values.amount}
          error={errors.amount}
          onChange={(event) => onChange({ amount: event.target.value })}
        />
      ) : null}
      <Choice
        legend={t('schedule.tender.legend')}
        name="schedule-tender"
        value={values.tenderId}
        error={errors.tenderId}
        options={tenders.map((tender) => ({
          value: tender.tenderId,
          label: tender.lastDigits ? t('schedule.tender.option', { name: tender.name, digits: tender.lastDigits }) : tender.name,
        }))}
        onChange={(tenderId) => onChange({ tenderId })}
      >
        {tenders.length === 0 ? (
          <div className="schedule__no-tender">
            <p>{t('schedule.tender.none')}</p>
            {WIDGET_BUILD ? (
              <p>{t('schedule.tender.addWidget')}</p>
            ) : (
              <p>
                <Link href={dashboardPath(location, 'my-settings')}>{t('schedule.tender.add')}</Link>
              </p>
            )}
          </div>
        ) : null}
      </Choice>
    </>
  );
}

/** The amount kind to keep: the current one when still allowed, else the first allowed. */
function firstAmount(allowed: AmountKind[], current: AmountKind): AmountKind {
  return allowed.includes(current) ? current : (allowed[0] ?? 'amountDue');
}

/** The payable's name, amount and due date above the form and the summary. */
export function PayableFacts({ form }: { form: ScheduleFormView }) {
  const t = useT();
  const { language } = useLanguage();
  const due = form.payable.dueAt ? formatDate(form.payable.dueAt, language) : '';
  return (
    <section className="schedule__payable" aria-labelledby="schedule-payable-name">
      <h2 id="schedule-payable-name">{form.payable.displayName}</h2>
      <dl className="schedule__facts">
        <dt>{t('schedule.payable.amount')}</dt>
        <dd>{formatDecimal(form.payable.amount, language)}</dd>
        {due ? (
          <>
            <dt>{t('schedule.payable.due')}</dt>
            <dd>{due}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
