// Dates in the interface language, through Intl. Money is in money.ts.
import type { Language } from './types';
import { INTL_LOCALES } from './i18n/locale';

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

/** Formats a moment as a long date with the time, e.g. `March 5, 2026 at 9:30 AM`. */
export function formatDateTime(value: string, language: Language, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date);
}
