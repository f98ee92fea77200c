// The values of the staff's "Set up a scheduled payment for a payer" form
// (spec 001 §2 "Admin scheduled-payment screen"), the checks it makes before
// anything is sent, the body it sends, and where the BFF's field errors go.
// The payer's name and e-mail are required (SCHED-54) and the payer must
// accept the terms (SCHED-55). The schedule is the resident's form's
// (FREQ-01): one time or recurring, on a date or before each due date, with
// an end date or the no-end-date confirmation (SCHED-50), the amount due or
// another amount. Every other check (the payable's own limits, dates after
// today, SCHED-44, 47..49) is the BFF's, in its words.
import type { MessageKey } from '../../lib/i18n';
import { parseTypedAmount, toDecimal } from '../../lib/money';
import '../../lib/i18n/admin';
import type { ClientSite, Payer, StaffPlanRequest, StaffTender } from './api';

export type FrequencyValue = 'oneTime' | 'recurring';
export type FrequencyKind = 'onDate' | 'beforeDue';
export type AmountKind = 'amountDue' | 'otherAmount';
export type TenderType = 'card' | 'bank';

/** What the member has typed; dates as typed, mm/dd/yyyy. */
export interface StaffPlanValues {
  payerName: string;
  payerEmail: string;
  payablePath: string;
  value: FrequencyValue;
  kind: FrequencyKind;
  startDate: string;
  daysBeforeDue: string;
  endDate: string;
  noEndDate: boolean;
  amountKind: AmountKind;
  amount: string;
  terms: boolean;
  tenderType: TenderType;
}

/** The form's fields, in the order shown: the first failing one takes focus. */
export const FIELDS = [
  'payerName',
  'payerEmail',
  'payablePath',
  'value',
  'kind',
  'startDate',
  'daysBeforeDue',
  'endDate',
  'noEndDate',
  'amount',
  'terms',
  'tender',
] as const;
export type StaffPlanField = (typeof FIELDS)[number];

/** The errors by field, as message keys (shown in the language of the moment). */
export type StaffPlanErrors = Partial<Record<StaffPlanField, MessageKey>>;

/** A new plan: recurring monthly on a date, the amount due, by card (FREQ-01; the resident form's first choice). */
export function emptyValues(): StaffPlanValues {
  return {
    payerName: '',
    payerEmail: '',
    payablePath: '',
    value: 'recurring',
    kind: 'onDate',
    startDate: '',
    daysBeforeDue: '4',
    endDate: '',
    noEndDate: false,
    amountKind: 'amountDue',
    amount: '',
    terms: false,
    tenderType: 'card',
  };
}

/** An e-mail address in its plain shape: something, @, a domain with a dot. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The payer's checks (SCHED-54): the frame is asked for once these pass. */
export function payerErrors(v: Pick<StaffPlanValues, 'payerName' | 'payerEmail'>): StaffPlanErrors {
  const errors: StaffPlanErrors = {};
  if (v.payerName.trim() === '') errors.payerName = 'admin.plans.error.payerName';
  if (v.payerEmail.trim() === '') errors.payerEmail = 'admin.plans.error.payerEmail';
  else if (!EMAIL.test(v.payerEmail.trim())) errors.payerEmail = 'admin.plans.error.payerEmailFormat';
  return errors;
}

/** The payer as the BFF takes it, trimmed. */
export function payerOf(v: Pick<StaffPlanValues, 'payerName' | 'payerEmail'>): Payer {
  return { name: v.payerName.trim(), email: v.payerEmail.trim() };
}

/** Whether a date typed mm/dd/yyyy is a date of the calendar. */
export function isFormDate(text: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether the date field shows: a plan on a date needs one. */
export const showsDate = (v: StaffPlanValues) => v.kind === 'onDate';
/** Whether the days-before-due field shows. */
export const showsDays = (v: StaffPlanValues) => v.kind === 'beforeDue';
/** Whether the end date and the no-end-date confirmation show (recurring plans). */
export const showsEnd = (v: StaffPlanValues) => v.value === 'recurring';

/** A payable path: client/site/kind/year/account, five parts at least, none empty. */
function pathErrors(path: string, site: ClientSite | null): MessageKey | undefined {
  const parts = path.trim().split('/');
  if (path.trim() === '') return 'admin.plans.error.bill';
  if (parts.length < 5 || parts.some((p) => p === '')) return 'admin.plans.error.billFormat';
  if (site && (parts[0] !== site.client || parts[1] !== site.site)) return 'admin.plans.error.billSite';
  return undefined;
}

/** Every check made before anything is sent, the payer's first. */
export function checkValues(v: StaffPlanValues, site: ClientSite | null): StaffPlanErrors {
  const errors: StaffPlanErrors = payerErrors(v);
  const bill = pathErrors(v.payablePath, site);
  if (bill) errors.payablePath = bill;
  if (showsDate(v)) {
    if (v.startDate.trim() === '') errors.startDate = 'admin.plans.error.dateRequired';
    else if (!isFormDate(v.startDate)) errors.startDate = 'admin.plans.error.dateFormat';
  }
  if (showsDays(v) && !/^(0|[1-9][0-9]*)$/.test(v.daysBeforeDue.trim())) errors.daysBeforeDue = 'admin.plans.error.days';
  if (showsEnd(v)) {
    if (v.endDate.trim() !== '' && !isFormDate(v.endDate)) errors.endDate = 'admin.plans.error.dateFormat';
    else if (v.endDate.trim() === '' && !v.noEndDate) errors.noEndDate = 'admin.plans.error.noEnd';
  }
  if (v.amountKind === 'otherAmount') {
    const typed = parseTypedAmount(v.amount);
    if (typed.kind !== 'amount' || typed.cents <= 0) errors.amount = 'admin.plans.error.amount';
  }
  if (!v.terms) errors.terms = 'admin.plans.error.terms';
  return errors;
}

/** What POST /admin/schedpay/plans sends for the values, paid with tender. */
export function planRequest(v: StaffPlanValues, site: ClientSite, tender: StaffTender): StaffPlanRequest {
  const spec: StaffPlanRequest['plan']['frequency']['spec'] = { kind: v.kind };
  if (showsDate(v)) spec.startDate = v.startDate.trim();
  if (showsDays(v)) spec.daysBeforeDue = v.daysBeforeDue.trim();
  if (showsEnd(v) && v.endDate.trim() !== '') spec.endDate = v.endDate.trim();
  const typed = parseTypedAmount(v.amount);
  return {
    client: site.client,
    site: site.site,
    payer: payerOf(v),
    plan: {
      payablePath: v.payablePath.trim(),
      frequency: { value: v.value, spec },
      amount:
        v.amountKind === 'otherAmount' && typed.kind === 'amount'
          ? { kind: 'otherAmount', value: toDecimal(typed.cents) }
          : { kind: 'amountDue' },
      termsAccepted: v.terms,
      ...(showsEnd(v) && v.endDate.trim() === '' ? { noEndDateConfirmed: v.noEndDate } : {}),
    },
    tender,
  };
}

/** The BFF's error.fields names and the form's (bff/schedule/validate.go; the payer's, the tender routes'). */
const BFF_FIELDS: Readonly<Record<string, StaffPlanField>> = {
  name: 'payerName',
  email: 'payerEmail',
  'payer.name': 'payerName',
  'payer.email': 'payerEmail',
  payablePath: 'payablePath',
  frequency: 'value',
  'frequency.value': 'value',
  'frequency.spec.kind': 'kind',
  'frequency.spec.daysBeforeDue': 'daysBeforeDue',
  'frequency.spec.startDate': 'startDate',
  'frequency.spec.endDate': 'endDate',
  noEndDateConfirmed: 'noEndDate',
  amount: 'amount',
  'amount.value': 'amount',
  'amount.kind': 'amount',
  termsAccepted: 'terms',
  token: 'tender',
  tender: 'tender',
  tenderId: 'tender',
};

/**
 * The BFF's field errors on the form's fields (a "plan." prefix dropped);
 * rest holds the messages of fields the form does not show.
 */
export function placeBffFields(fields: Readonly<Record<string, string>> | undefined): {
  errors: Partial<Record<StaffPlanField, string>>;
  rest: string[];
} {
  const errors: Partial<Record<StaffPlanField, string>> = {};
  const rest: string[] = [];
  for (const [name, message] of Object.entries(fields ?? {})) {
    const field = BFF_FIELDS[name.replace(/^plan\./, '')];
    if (field && !errors[field]) errors[field] = message;
    else if (!field) rest.push(message);
  }
  return { errors, rest };
}
