// The schedule form's own rules (spec 001 §4 "Scheduled payment", §5
// "Scheduled payments"): its first values (SCHED-34, 35, 45, 46; FREQ-02,
// FREQ-03), the checks it makes before anything is sent (SCHED-43, 50, 51,
// 52, 53), what it sends, and how the summary words the plan. Every other
// check is the BFF's, whose messages come back in error.fields.
import type { MessageKey, MessageParams, Translate } from '../../lib/i18n';
import { INTL_LOCALES } from '../../lib/i18n';
import { formatDate } from '../../lib/format';
import { formatDecimal, parseTypedAmount, toDecimal } from '../../lib/money';
import type { Language } from '../../lib/types';
import { validateAmount } from '../../lib/validators';
import '../../lib/i18n/schedule';
import type { AmountKind, FrequencyKind, FrequencyValue, PlanDetail, PlanForm, ScheduleFormView } from './api';

/** What the resident has entered; dates as typed, mm/dd/yyyy. */
export interface ScheduleValues {
  value: FrequencyValue | '';
  kind: FrequencyKind | '';
  daysBeforeDue: string;
  interval: number;
  dayOfWeek: number;
  startDate: string;
  endDate: string;
  noEndDate: boolean;
  amountKind: AmountKind;
  /** The amount typed for otherAmount. */
  amount: string;
  tenderId: string;
}

/** The form's fields, each a place an error is shown beside. */
export type ScheduleField =
  | 'value'
  | 'kind'
  | 'daysBeforeDue'
  | 'interval'
  | 'dayOfWeek'
  | 'startDate'
  | 'endDate'
  | 'noEndDate'
  | 'amount'
  | 'tenderId'
  | 'terms';

/** The fields in the order they are shown: the first failing one takes focus. */
export const FIELD_ORDER: readonly ScheduleField[] = [
  'value',
  'kind',
  'daysBeforeDue',
  'interval',
  'dayOfWeek',
  'startDate',
  'endDate',
  'noEndDate',
  'amount',
  'tenderId',
  'terms',
];

/** Errors by field: the text to show. */
export type FieldErrors = Partial<Record<ScheduleField, string>>;

/** The BFF's error.fields names (bff/schedule/validate.go) and the form's. */
const BFF_FIELDS: Readonly<Record<string, ScheduleField>> = {
  frequency: 'value',
  'frequency.value': 'value',
  'frequency.spec.kind': 'kind',
  'frequency.spec.daysBeforeDue': 'daysBeforeDue',
  'frequency.spec.interval': 'interval',
  'frequency.spec.dayOfWeek': 'dayOfWeek',
  'frequency.spec.startDate': 'startDate',
  'frequency.spec.endDate': 'endDate',
  noEndDateConfirmed: 'noEndDate',
  amount: 'amount',
  'amount.value': 'amount',
  'amount.kind': 'amount',
  tenderId: 'tenderId',
  termsAccepted: 'terms',
};

/**
 * The BFF's field errors placed on the form's fields; rest holds the
 * messages of fields the form does not show, to show above it.
 */
export function fieldErrorsFromBff(fields: Readonly<Record<string, string>> | undefined): { errors: FieldErrors; rest: string[] } {
  const errors: FieldErrors = {};
  const rest: string[] = [];
  for (const [name, message] of Object.entries(fields ?? {})) {
    const field = BFF_FIELDS[name];
    if (field && !errors[field]) {
      errors[field] = message;
    } else if (!field) {
      rest.push(message);
    }
  }
  return { errors, rest };
}

/** The kinds with a date the resident must enter (SCHED-52). */
function dateRequired(kind: FrequencyKind | ''): boolean {
  return kind === 'onDate' || kind === 'yearlyOnDate';
}

/** Which fields the form shows for these values. */
export interface ShownFields {
  daysBeforeDue: boolean;
  everyXWeeks: boolean;
  /** The date field: the one-time payment date, or a recurring plan's start. */
  startDate: 'required' | 'optional' | 'none';
  /** End date and the no-end-date confirmation (recurring plans). */
  end: boolean;
  /** The typed amount (otherAmount). */
  amount: boolean;
}

export function shownFields(v: ScheduleValues): ShownFields {
  const recurring = v.value === 'recurring';
  return {
    daysBeforeDue: v.kind === 'beforeDue',
    everyXWeeks: v.kind === 'everyXWeeks' && recurring,
    startDate: dateRequired(v.kind) ? 'required' : recurring && v.kind !== '' ? 'optional' : 'none',
    end: recurring && v.kind !== '',
    amount: v.amountKind === 'otherAmount',
  };
}

/** SCHED-45: the lesser of 4 and the maximum, but never below the minimum. */
export function defaultDaysBeforeDue(min: number, max: number): number {
  return Math.max(Math.min(4, max), min);
}

/** SCHED-46: the first kind the payable allows, recurring before one-time; none when it allows none. */
export function defaultKind(allowed: ScheduleFormView['allowedKinds']): { value: FrequencyValue | ''; kind: FrequencyKind | '' } {
  for (const value of ['recurring', 'oneTime'] as const) {
    const kind = allowed[value]?.[0];
    if (kind) {
      return { value, kind: kind as FrequencyKind };
    }
  }
  return { value: '', kind: '' };
}

/** The amounts value and kind allow, amount due first. */
export function allowedAmounts(form: ScheduleFormView, value: FrequencyValue | '', kind: FrequencyKind | ''): AmountKind[] {
  if (value === '' || kind === '') {
    return [];
  }
  const byKind = value === 'oneTime' ? form.config.allowedTypes.oneTime : form.config.allowedTypes.recurring;
  return (byKind[kind] ?? []) as AmountKind[];
}

/** The kinds value allows, as the form lists them. */
export function allowedKinds(form: ScheduleFormView, value: FrequencyValue | ''): FrequencyKind[] {
  if (value === '') {
    return [];
  }
  return (form.allowedKinds[value] ?? []) as FrequencyKind[];
}

/** A date typed mm/dd/yyyy as a day number yyyymmdd; null when it is no date (SCHED-51). */
export function parseFormDate(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) {
    return null;
  }
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** SCHED-51: a typed date in the interface language; empty for an unparseable one. */
export function formatFormDate(text: string, language: Language): string {
  const d = parseFormDate(text);
  return d ? formatDate(new Date(Date.UTC(d.year, d.month - 1, d.day, 12)), language, 'UTC') : '';
}

function dayNumber(text: string): number | null {
  const d = parseFormDate(text);
  return d ? d.year * 10000 + d.month * 100 + d.day : null;
}

/**
 * SCHED-57: the saved tenders a plan may pay with, cards and bank accounts.
 * The BFF lists only those; PayPal is left out here too, should it list one.
 */
export function planTenders(form: ScheduleFormView): NonNullable<ScheduleFormView['tenders']> {
  return (form.tenders ?? []).filter((t) => t.type === 'card' || t.type === 'bank');
}

/** The values a new plan starts with (SCHED-34, 35, 45, 46; FREQ-02, FREQ-03). */
export function initialValues(form: ScheduleFormView): ScheduleValues {
  const { config, defaults } = form;
  const days = String(defaultDaysBeforeDue(config.minDaysBeforeDue, config.maxDaysBeforeDue));
  // SCHED-34, SCHED-35: the payable's default autopay terms, when it has them.
  const terms = form.defaultTerms?.frequency;
  const first = terms ? { value: terms.value, kind: terms.spec.kind } : defaultKind(form.allowedKinds);
  const tenders = planTenders(form);
  const lastUsed = tenders.find((t) => t.isLastUsed) ?? (tenders.length === 1 ? tenders[0] : undefined);
  return {
    value: first.value,
    kind: first.kind,
    daysBeforeDue: terms?.spec.daysBeforeDue || days,
    // FREQ-02: weekly, on today's weekday (in the resident's zone, as the BFF reads it).
    interval: 1,
    dayOfWeek: defaults.dayOfWeek,
    // FREQ-03: the start is today unless a date is entered; a yearly plan starts on its next yearly date.
    startDate: terms?.spec.startDate ?? '',
    endDate: '',
    noEndDate: false,
    amountKind: allowedAmounts(form, first.value, first.kind)[0] ?? 'amountDue',
    amount: '',
    tenderId: lastUsed?.tenderId ?? '',
  };
}

/** The values of an existing plan, to change it. A start that is not after today is left to default. */
export function planValues(form: ScheduleFormView, detail: PlanDetail): ScheduleValues {
  const { plan } = detail;
  const spec = plan.frequency.spec;
  const today = dayNumber(form.defaults.startDate) ?? 0;
  const start = spec.startDate ?? '';
  const keepStart = dateRequired(spec.kind) || (dayNumber(start) ?? 0) > today;
  const tender = planTenders(form).find((t) => t.tenderId === plan.tender.tenderId);
  return {
    value: plan.frequency.value,
    kind: spec.kind,
    daysBeforeDue:
      spec.daysBeforeDue || String(defaultDaysBeforeDue(form.config.minDaysBeforeDue, form.config.maxDaysBeforeDue)),
    interval: spec.interval ?? 1,
    dayOfWeek: spec.dayOfWeek ?? form.defaults.dayOfWeek,
    startDate: keepStart ? start : '',
    endDate: spec.endDate ?? '',
    noEndDate: plan.frequency.value === 'recurring' && !spec.endDate,
    amountKind: plan.amount.kind,
    amount: plan.amount.value ?? '',
    tenderId: tender ? tender.tenderId : '',
  };
}

/** SCHED-43: a whole number with no leading zeros ("04" is refused, "0" is a number). */
export function isWholeNumber(text: string): boolean {
  return /^(0|[1-9][0-9]*)$/.test(text);
}

type Check = { key: MessageKey; params?: MessageParams };

/**
 * The checks made before anything is sent: required fields where shown
 * (SCHED-52), days before due a whole number without leading zeros
 * (SCHED-43), dates that parse (SCHED-51), an end date or the no-end-date
 * confirmation (SCHED-50), the typed amount, and a payment method (SCHED-53).
 * Limits, "after today", ten years and a month between start and end are
 * the BFF's (SCHED-44, 47, 48, 49), in its own words.
 */
export function checkValues(v: ScheduleValues, form: ScheduleFormView, language: Language): Partial<Record<ScheduleField, Check>> {
  const out: Partial<Record<ScheduleField, Check>> = {};
  const shown = shownFields(v);
  if (v.value === '') {
    out.value = { key: 'schedule.error.value' };
  } else if (v.kind === '') {
    out.kind = { key: 'schedule.error.kind' };
  }
  if (shown.daysBeforeDue && !isWholeNumber(v.daysBeforeDue.trim())) {
    out.daysBeforeDue = { key: 'schedule.error.days' };
  }
  const start = v.startDate.trim();
  if (shown.startDate === 'required' && start === '') {
    out.startDate = { key: 'schedule.error.dateRequired' };
  } else if (shown.startDate !== 'none' && start !== '' && !parseFormDate(start)) {
    out.startDate = { key: 'schedule.error.dateFormat' };
  }
  const end = v.endDate.trim();
  if (shown.end && end !== '' && !parseFormDate(end)) {
    out.endDate = { key: 'schedule.error.dateFormat' };
  } else if (shown.end && end === '' && !v.noEndDate) {
    out.noEndDate = { key: 'schedule.error.noEnd' };
  }
  if (shown.amount) {
    const result = validateAmount(v.amount, { minAmount: form.payable.minAmount ?? '', maxAmount: form.payable.maxAmount ?? '' }, language);
    if (!result.ok) {
      out.amount = { key: result.error.key, params: result.error.params };
    }
  }
  if (!v.tenderId) {
    out.tenderId = { key: 'schedule.error.tender' };
  }
  return out;
}

/** What POST or PATCH .../schedules sends for the values (FREQ-04). */
export function planForm(v: ScheduleValues, form: ScheduleFormView, termsAccepted: boolean): PlanForm {
  const shown = shownFields(v);
  const spec: PlanForm['frequency']['spec'] = { kind: v.kind as FrequencyKind };
  if (shown.daysBeforeDue) {
    spec.daysBeforeDue = v.daysBeforeDue.trim();
  }
  if (shown.everyXWeeks) {
    spec.interval = v.interval as NonNullable<typeof spec.interval>;
    spec.dayOfWeek = v.dayOfWeek;
  }
  if (shown.startDate !== 'none' && v.startDate.trim() !== '') {
    spec.startDate = v.startDate.trim();
  }
  if (shown.end && v.endDate.trim() !== '') {
    spec.endDate = v.endDate.trim();
  }
  const typed = parseTypedAmount(v.amount);
  return {
    payablePath: form.payable.path,
    frequency: { value: v.value as FrequencyValue, spec },
    amount:
      v.amountKind === 'otherAmount' && typed.kind === 'amount'
        ? { kind: 'otherAmount', value: toDecimal(typed.cents) }
        : { kind: 'amountDue' },
    tenderId: v.tenderId,
    termsAccepted,
    noEndDateConfirmed: shown.end && v.endDate.trim() === '' ? v.noEndDate : undefined,
    timeZone: form.defaults.timeZone,
  };
}

/** A weekday's name (0 Sunday) in the interface language. */
export function weekdayName(day: number, language: Language): string {
  // 4 January 1970 was a Sunday.
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(1970, 0, 4 + day)));
}

/** When the plan pays, in words (the summary). */
export function describeWhen(t: Translate, v: ScheduleValues, form: ScheduleFormView, language: Language): string {
  const date = formatFormDate(v.startDate, language) || formatFormDate(form.defaults.startDate, language);
  const days = v.daysBeforeDue.trim();
  if (v.value === 'oneTime') {
    return v.kind === 'beforeDue' ? t('schedule.when.oneTimeBeforeDue', { days }) : t('schedule.when.oneTimeOnDate', { date });
  }
  switch (v.kind) {
    case 'beforeDue':
      return t('schedule.when.beforeDue', { days });
    case 'onDate':
      return t('schedule.when.monthly', { date });
    case 'yearlyOnDate':
      return t('schedule.when.yearly', { date });
    case 'everyXWeeks': {
      const weekday = weekdayName(v.dayOfWeek, language);
      return v.interval === 1
        ? t('schedule.when.weekly', { weekday, date })
        : t('schedule.when.weeks', { count: v.interval, weekday, date });
    }
    default:
      return '';
  }
}

/** What each payment charges, in words (the summary). */
export function describeAmount(t: Translate, v: ScheduleValues, form: ScheduleFormView, language: Language): string {
  if (v.amountKind === 'otherAmount') {
    const typed = parseTypedAmount(v.amount);
    return typed.kind === 'amount' ? formatDecimal(toDecimal(typed.cents), language) : '';
  }
  return t('schedule.summary.amountDue', { amount: formatDecimal(form.payable.scheduledAmount, language) });
}
