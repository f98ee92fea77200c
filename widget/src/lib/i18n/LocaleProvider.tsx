// The interface language for the component tree: chosen once from storage
// and the browser (spec 000 §9), switched by the language toggle, stored,
// and mirrored on <html lang>. A language is shown once its core catalogue
// is here (texts.ts): the tree renders nothing before the first one has
// loaded, and a switch keeps the current language until the next one has.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Language } from '../types';
import { LOCALE_KEY, readStored, writeStored } from '../storage';
import type { MessageKey } from './en';
import { chooseLanguage } from './locale';
import { hasCatalogue, loadCatalogue, subscribeCatalogues } from './texts';
import { translate, type MessageParams } from './translate';

interface LocaleContextValue {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

/** The language the portal starts in: stored choice, browser, English. */
export function initialLanguage(): Language {
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language];
  return chooseLanguage(readStored(LOCALE_KEY), browser);
}

export function LocaleProvider({ children, language: fixed }: { children: ReactNode; language?: Language }) {
  const [language, setState] = useState<Language>(() => fixed ?? initialLanguage());
  const ready = useSyncExternalStore(subscribeCatalogues, () => hasCatalogue(language));
  /** The language asked for last: an earlier switch that loads later does not win. */
  const wanted = useRef(language);

  const setLanguage = useCallback((next: Language) => {
    writeStored(LOCALE_KEY, next);
    wanted.current = next;
    if (hasCatalogue(next)) {
      setState(next);
      return;
    }
    loadCatalogue(next).then(
      () => {
        if (wanted.current === next) setState(next);
      },
      () => undefined,
    );
  }, []);

  useEffect(() => {
    if (!ready) {
      // After its retries, a failure leaves the tree empty: there is no text to say so with.
      loadCatalogue(language).catch((error: unknown) => console.error('[i18n] the catalogue could not be loaded', error));
    }
  }, [language, ready]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LocaleContext.Provider value={value}>{ready ? children : null}</LocaleContext.Provider>;
}

export function useLanguage(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) {
    throw new Error('useLanguage must be used inside <LocaleProvider>');
  }
  return value;
}

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** The catalogue look-up for the current language. */
export function useT(): Translate {
  const { language } = useLanguage();
  return useCallback((key: MessageKey, params?: MessageParams) => translate(language, key, params), [language]);
}
