// Which payment methods the payer may choose, and the payment-limit alerts
// (spec 000 §5: over a department's limit a method is blocked; the alert is
// a warning while another method remains, else danger).
import type { Fees, TenderAlert, Tenders, TenderType } from '../../lib/checkoutTypes';
import { TENDER_TYPES } from '../../lib/checkoutTypes';
import type { MessageKey, Translate } from '../../lib/i18n';
import { INTL_LOCALES } from '../../lib/i18n';
import { formatDecimal, parseDecimal, type Cents } from '../../lib/money';
import type { Language } from '../../lib/types';
import '../../lib/i18n/steps';

/** The allowed tender types this form offers, minus the blocked ones. */
export function offeredTenders(tenders: Tenders | undefined): TenderType[] {
  const allowed = new Set(tenders?.allowed ?? []);
  const blocked = new Set((tenders?.blocked ?? []).map((b) => b.type));
  return TENDER_TYPES.filter((type) => allowed.has(type) && !blocked.has(type));
}

/** The fee of a tender type in cents, or null when the screen gives none. */
export function feeOf(fees: Fees | undefined, type: TenderType | null): Cents | null {
  return type ? parseDecimal(fees?.[type]?.amount) : null;
}

const METHOD_NAMES: Partial<Record<string, MessageKey>> = {
  card: 'tender.name.card',
  bank: 'tender.name.bank',
  paypal: 'tender.name.paypal',
  venmo: 'tender.name.venmo',
  applePay: 'tender.name.applePay',
  googlePay: 'tender.name.googlePay',
};

/**
 * TENDER-09: the tender types a restriction alert names that the portal has
 * no name for (each once); they are shown as sent and logged.
 */
export function unknownRestrictedTypes(alerts: readonly TenderAlert[]): string[] {
  const unknown = alerts.flatMap((alert) => (alert.types ?? []).filter((type) => METHOD_NAMES[type] === undefined));
  return [...new Set(unknown)];
}

/** "Payments to Tax Collector over $5,000.00 cannot be made by card or PayPal." */
export function limitAlertText(alert: TenderAlert, t: Translate, language: Language): string {
  const names = (alert.types ?? []).map((type) => {
    const key = METHOD_NAMES[type];
    return key ? t(key) : type;
  });
  const methods = new Intl.ListFormat(INTL_LOCALES[language], { type: 'disjunction' }).format(names);
  // TENDER-08: per-payable restrictions name the payables and their methods.
  if (alert.key === 'cart.tender_restricted') {
    const payables = new Intl.ListFormat(INTL_LOCALES[language], { type: 'conjunction' }).format(alert.payables ?? []);
    return t('cart.tender_restricted', { payables, methods });
  }
  if (alert.key === 'cart.no_enabled_payment_methods') {
    return t('cart.no_enabled_payment_methods', { reference: alert.reference ?? '' });
  }
  return t('cart.limit_exceeded', {
    department: alert.department,
    limit: formatDecimal(alert.limit, language),
    methods,
  });
}
