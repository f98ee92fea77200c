export { en, type MessageKey, type Messages } from './en';
export { es } from './es';
export { chooseLanguage, isLanguage, otherLanguage, INTL_LOCALES, LANGUAGES, DEFAULT_LANGUAGE } from './locale';
export { catalogues, interpolate, pick, translate, type MessageParams } from './translate';
export { LocaleProvider, initialLanguage, useLanguage, useT, type Translate } from './LocaleProvider';
