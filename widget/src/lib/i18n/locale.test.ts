import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageOfTag, otherLanguage } from './locale';
import { interpolate, pick, translate } from './translate';

describe('chooseLanguage (spec 000 §9)', () => {
  it('uses the stored language first', () => {
    expect(chooseLanguage('es', ['en-US'])).toBe('es');
    expect(chooseLanguage('en', ['es-MX'])).toBe('en');
  });

  it('ignores a stored value that is not a supported language', () => {
    expect(chooseLanguage('fr', ['es-MX'])).toBe('es');
    expect(chooseLanguage('', [])).toBe('en');
  });

  it('else takes the first browser language that is en or es', () => {
    expect(chooseLanguage(null, ['fr-FR', 'es-MX', 'en-US'])).toBe('es');
    expect(chooseLanguage(null, ['de', 'EN-gb', 'es'])).toBe('en');
  });

  it('else defaults to English', () => {
    expect(chooseLanguage(null, ['fr-FR', 'de'])).toBe('en');
    expect(chooseLanguage(null, [])).toBe('en');
  });

  it('reads the primary subtag of a browser language', () => {
    expect(languageOfTag('es_US')).toBe('es');
    expect(languageOfTag('eng')).toBeUndefined();
  });

  it('SHELL-12: the toggle switches to the other language', () => {
    expect(otherLanguage('en')).toBe('es');
    expect(otherLanguage('es')).toBe('en');
  });
});

describe('translate', () => {
  it('interpolates {name} placeholders and leaves unknown ones', () => {
    expect(interpolate('{a} and {b}', { a: 'x', b: 2 })).toBe('x and 2');
    expect(interpolate('{a} and {c}', { a: 'x' })).toBe('x and {c}');
  });

  it('SHELL-02: names the client before payments and services in both languages', () => {
    expect(translate('en', 'document.title', { client: 'Sunshine County' })).toBe('Sunshine County payments and services');
    expect(translate('es', 'document.title', { client: 'Sunshine County' })).toBe('Sunshine County pagos y servicios');
  });

  it('picks a configured text in the language, falling back to English', () => {
    expect(pick({ en: 'Hello', es: 'Hola' }, 'es')).toBe('Hola');
    expect(pick({ en: 'Hello', es: '' }, 'es')).toBe('Hello');
    expect(pick(undefined, 'en')).toBe('');
  });
});
