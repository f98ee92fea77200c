// Catalogue look-up with `{name}` interpolation.
import type { Language, Localized } from '../types';
import { en, type MessageKey, type Messages } from './en';
import { es } from './es';

export const catalogues: Record<Language, Messages> = { en, es };

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

export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  return interpolate(catalogues[language][key], params);
}

/** A configured text in the given language, falling back to English. */
export function pick(text: Localized | null | undefined, language: Language): string {
  if (!text) {
    return '';
  }
  return text[language] || text.en || '';
}
