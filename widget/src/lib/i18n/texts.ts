// The texts the app holds, per language. The core catalogue of a language
// (en.ts, es.ts) is a chunk of its own, loaded before the first render in
// that language (LocaleProvider) and when the payer switches to it; the
// parts (delivery.ts, steps.ts, pages.ts) come with the chunks that show
// them, in every language. Look-ups are synchronous: a language is shown
// only once its core catalogue is here.
import type { Language } from '../types';
import type { MessageKey, Texts } from './en';

const texts: Record<Language, Texts> = { en: {}, es: {} };
const ready = new Set<Language>();
const loading = new Map<Language, Promise<void>>();
const listeners = new Set<() => void>();

const CORE: Record<Language, () => Promise<Texts>> = {
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
};

/** Attempts at loading a core catalogue before giving up (the next request tries again). */
const ATTEMPTS = 4;
const RETRY_BASE_MS = 250;

/** Adds texts, per language (a part of the catalogue, or a whole catalogue). */
export function addTexts(byLanguage: Partial<Record<Language, Texts>>): void {
  for (const [language, part] of Object.entries(byLanguage) as [Language, Texts][]) {
    Object.assign(texts[language], part);
  }
}

/** Adds a language's core catalogue: the language can now be shown. */
export function addCatalogue(language: Language, catalogue: Texts): void {
  addTexts({ [language]: catalogue });
  ready.add(language);
  for (const listener of [...listeners]) listener();
}

/** Whether the language's core catalogue is here. */
export function hasCatalogue(language: Language): boolean {
  return ready.has(language);
}

export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function fetchCatalogue(language: Language): Promise<Texts> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await CORE[language]();
    } catch (error) {
      if (attempt >= ATTEMPTS) {
        throw error;
      }
      await sleep(RETRY_BASE_MS * 2 ** (attempt - 1));
    }
  }
}

/** Loads the language's core catalogue once; resolves at once when it is here. */
export function loadCatalogue(language: Language): Promise<void> {
  if (ready.has(language)) {
    return Promise.resolve();
  }
  let pending = loading.get(language);
  if (!pending) {
    pending = fetchCatalogue(language).then(
      (catalogue) => addCatalogue(language, catalogue),
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** The text of key in language, if it is here. */
export function textOf(language: Language, key: MessageKey): string | undefined {
  return texts[language][key];
}
