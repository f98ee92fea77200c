// Catalogue look-up with `{name}` interpolation.
import type { Language, Localized } from '../types';
import type { MessageKey } from './en';
import { textOf } from './texts';

export type MessageParams = Readonly<Record<string, string | number>>;

/** Replaces each `{name}` with params[name]; unknown names stay as written. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) {
    return template;
  }
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * The text of key in language. The language's core catalogue is here
 * whenever it is shown (LocaleProvider), and the texts of a later chunk come
 * with it; a text that is not here shows as its key.
 */
export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  return interpolate(textOf(language, key) ?? key, params);
}

/** A configured text in the given language, falling back to English. */
export function pick(text: Localized | null | undefined, language: Language): string {
  if (!text) {
    return '';
  }
  return text[language] || text.en || '';
}
