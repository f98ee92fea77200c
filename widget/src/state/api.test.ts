import { describe, expect, it } from 'vitest';
import { acceptLanguage, errorText, isNetworkError, isStateChanging } from './api';

describe('the one base query', () => {
  it('marks POST, PATCH and DELETE as state-changing (they carry X-Requested-With), not GET', () => {
    expect(isStateChanging({ url: 'x', method: 'POST' })).toBe(true);
    expect(isStateChanging({ url: 'x', method: 'patch' })).toBe(true);
    expect(isStateChanging({ url: 'x', method: 'DELETE' })).toBe(true);
    expect(isStateChanging({ url: 'x' })).toBe(false);
    expect(isStateChanging('screens/shell')).toBe(false);
  });

  it('ERR-57: shows the displayMessage, or the message only when asked, else nothing', () => {
    const failure = (error: object) => ({ status: 422, data: { error: { code: 'x', message: 'raw', ...error } } });
    expect(errorText(failure({ displayMessage: 'Friendly' }))).toBe('Friendly');
    expect(errorText(failure({}))).toBeUndefined();
    expect(errorText(failure({}), { useMessage: true })).toBe('raw');
    expect(errorText({ status: 'FETCH_ERROR', error: 'offline' })).toBeUndefined();
  });

  it('tells a lost answer from a server answer', () => {
    expect(isNetworkError({ status: 'FETCH_ERROR', error: 'offline' })).toBe(true);
    expect(isNetworkError({ status: 'TIMEOUT_ERROR', error: 'slow' })).toBe(true);
    expect(isNetworkError({ status: 500, data: null })).toBe(false);
  });
});

describe('acceptLanguage', () => {
  it('asks the BFF for Spanish when the page is in Spanish, else English', () => {
    const page = document.implementation.createHTMLDocument('x');
    page.documentElement.lang = 'es';
    expect(acceptLanguage(page)).toBe('es-US,es;q=0.9');
    page.documentElement.lang = 'en';
    expect(acceptLanguage(page)).toBe('en-US,en;q=0.9');
    expect(acceptLanguage(undefined)).toBe('en-US,en;q=0.9');
  });
});
