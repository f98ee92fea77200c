// Choice of the interface language (spec 000 §9): the stored value, else the
// first browser language that is English or Spanish, else English.
import type { Language } from '../types';

export const LANGUAGES: readonly Language[] = ['en', 'es'];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The BCP 47 tag used with Intl for each language (US English, US Spanish). */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The supported language of a browser tag such as `es-MX`, if any. */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

export function chooseLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) {
    return stored;
  }
  for (const tag of browserLanguages) {
    const language = languageOfTag(tag);
    if (language) {
      return language;
    }
  }
  return DEFAULT_LANGUAGE;
}

/** The other supported language: the one the language toggle switches to. */
export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'es' : 'en';
}
