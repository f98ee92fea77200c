export type { MessageKey, Messages } from './en';
export { chooseLanguage, isLanguage, otherLanguage, INTL_LOCALES, LANGUAGES, DEFAULT_LANGUAGE } from './locale';
export { interpolate, pick, translate, type MessageParams } from './translate';
export { hasCatalogue, loadCatalogue } from './texts';
export { LocaleProvider, initialLanguage, useLanguage, useT, type Translate } from './LocaleProvider';
