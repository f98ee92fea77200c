// Times in the console: the member's language, date and time.
import { INTL_LOCALES } from '../../lib/i18n';
import type { Language } from '../../lib/types';

export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
