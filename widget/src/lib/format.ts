// Money and dates in the interface language, through Intl (spec 000 §9:
// amounts have exactly two decimals and currency shows a $ sign).
import type { Language } from './types';
import { INTL_LOCALES } from './i18n/locale';

const moneyFormats = new Map<Language, Intl.NumberFormat>();

/** Formats an amount in US dollars, e.g. `$1,234.56`. */
export function formatMoney(amount: number, language: Language): string {
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[language], {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(language, format);
  }
  return format.format(amount);
}

/**
 * Formats a date (a Date or an RFC 3339 string) as a long date, e.g.
 * `March 5, 2026` / `5 de marzo de 2026`. Empty for an unreadable date.
 */
export function formatDate(value: Date | string, language: Language, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'long', timeZone }).format(date);
}
