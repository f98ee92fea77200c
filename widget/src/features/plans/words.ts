// A plan in words: how often it pays (FREQ-01's kinds), how much (SCHED-10:
// the amount due, or the amount entered), with what (WAL-07, WAL-08), and
// each run's status (SCHED-14: future and future_suspended are projected,
// the latter shown as paused). Dates stay as the BFF shows them
// (mm/dd/yyyy, the form's own format); weekdays are the language's own.
import type { MessageKey, Translate } from '../../lib/i18n';
import { INTL_LOCALES } from '../../lib/i18n';
import { formatDecimal } from '../../lib/money';
import { endingIn, tenderName } from '../../lib/savedTender';
import type { Language } from '../../lib/types';
import type { Frequency, Plan, PlanRun } from './api';
import '../../lib/i18n/plans';
import '../../lib/i18n/wallet';

/** The weekday's name (0 Sunday), e.g. "Monday" / "lunes". */
export function weekdayName(day: number, language: Language): string {
  // 4 January 1970 was a Sunday.
  const date = new Date(Date.UTC(1970, 0, 4 + (((day % 7) + 7) % 7)));
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** How often a plan pays, with its end date when it has one. */
export function frequencyText(t: Translate, frequency: Frequency, language: Language): string {
  const spec = frequency.spec;
  const date = spec.startDate ?? '';
  const days = spec.daysBeforeDue ?? '';
  if (frequency.value === 'oneTime') {
    if (spec.kind !== 'beforeDue') return t('plans.freq.oneTimeOnDate', { date });
    return days === '1' ? t('plans.freq.oneTimeBeforeDueOne') : t('plans.freq.oneTimeBeforeDue', { days });
  }
  let text: string;
  switch (spec.kind) {
    case 'beforeDue':
      text = days === '1' ? t('plans.freq.beforeDueOne') : t('plans.freq.beforeDue', { days });
      break;
    case 'onDate':
      text = t('plans.freq.monthly', { date });
      break;
    case 'yearlyOnDate':
      text = t('plans.freq.yearly', { date });
      break;
    case 'everyXWeeks': {
      const interval = spec.interval ?? 1;
      const day = weekdayName(spec.dayOfWeek ?? 0, language);
      text = interval === 1 ? t('plans.freq.weekly', { day }) : t('plans.freq.everyWeeks', { interval, day });
      break;
    }
  }
  return spec.endDate ? t('plans.freq.until', { frequency: text, date: spec.endDate }) : text;
}

/** What a plan pays: "Amount due" (it follows the bill), or the amount entered. */
export function amountText(t: Translate, amount: Plan['amount'], language: Language): string {
  return amount.kind === 'otherAmount' && amount.value ? formatDecimal(amount.value, language) : t('plans.amountDue');
}

/** The plan's payment method, e.g. "Visa Card ending in 4242". */
export function tenderText(t: Translate, tender: Plan['tender']): string {
  const name = tenderName(t, { type: tender.type, nickname: '', cardBrand: tender.cardBrand, bankAccountType: tender.bankAccountType });
  const ending = endingIn(t, tender.lastDigits);
  return ending ? `${name} ${ending}` : name;
}

const RUN_STATUS: Record<PlanRun['status'], MessageKey> = {
  paid: 'plans.run.paid',
  failed: 'plans.run.failed',
  skipped: 'plans.run.skipped',
  processing: 'plans.run.processing',
  future: 'plans.run.future',
  // SCHED-14, SCHED-26: a projected run inside a pause.
  future_suspended: 'plans.run.futureSuspended',
};

/** A run's status in words. */
export function runStatusText(t: Translate, status: PlanRun['status']): string {
  return t(RUN_STATUS[status]);
}

/** The reasons a run failed or was skipped, as the scheduled-payments service names them. */
const RUN_REASONS = {
  declined: 'plans.reason.declined',
  insufficient_funds: 'plans.reason.insufficient_funds',
  expired_card: 'plans.reason.expired_card',
  tender_removed: 'plans.reason.tender_removed',
  method_unavailable: 'plans.reason.method_unavailable',
  processing_error: 'plans.reason.processing_error',
  zero_amount_due: 'plans.reason.zero_amount_due',
  canceled: 'plans.reason.canceled',
  paused: 'plans.reason.paused',
} as const satisfies Record<string, MessageKey>;

/** Why a run failed or was skipped, in the payer's words; a reason of no known name reads as a failed payment, never as its code. */
export function runReasonText(t: Translate, reason: string): string {
  const key = Object.hasOwn(RUN_REASONS, reason) ? RUN_REASONS[reason as keyof typeof RUN_REASONS] : 'plans.reason.other';
  return t(key);
}
