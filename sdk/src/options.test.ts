import { describe, expect, it } from 'vitest';
import { PayHubError } from './errors';
import { DEFAULT_TITLE, normalizeOptions, normalizeOrigin } from './options';
import { ATTACH_TIMEOUT_MS } from './protocol';
import type { EmbedOptions } from './types';

const base: EmbedOptions = { container: '#pay', origin: 'https://pay.example.gov', client: 'sunshine', site: 'demo' };

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof PayHubError ? error.code : 'not a PayHubError';
  }
  return undefined;
}

describe('normalizeOrigin', () => {
  it.each([
    ['https://pay.example.gov', 'https://pay.example.gov'],
    ['https://pay.example.gov/', 'https://pay.example.gov'],
    ['HTTPS://Pay.Example.GOV:443', 'https://pay.example.gov'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080'],
  ])('accepts %s as the exact origin %s', (input, origin) => {
    expect(normalizeOrigin(input)).toBe(origin);
  });

  it.each([
    '*',
    'null',
    '',
    'pay.example.gov',
    '//pay.example.gov',
    'https://pay.example.gov/web',
    'https://pay.example.gov/?x=1',
    'https://pay.example.gov?',
    'https://pay.example.gov/#top',
    'https://user:secret@pay.example.gov',
    'ftp://pay.example.gov',
    'javascript:alert(1)',
    'file:///tmp/x',
  ])('rejects %j with INVALID_OPTIONS', (input) => {
    expect(codeOf(() => normalizeOrigin(input))).toBe('INVALID_OPTIONS');
  });

  it('rejects a value that is not a string', () => {
    expect(codeOf(() => normalizeOrigin(42))).toBe('INVALID_OPTIONS');
  });
});

describe('normalizeOptions', () => {
  it('fills in the defaults: checkout, English, default theme, 30 s, the default title', () => {
    expect(normalizeOptions(base)).toEqual({
      origin: 'https://pay.example.gov',
      client: 'sunshine',
      site: 'demo',
      route: 'checkout',
      items: [],
      language: 'en',
      theme: 'default',
      hideReceipt: false,
      title: DEFAULT_TITLE,
      timeoutMs: ATTACH_TIMEOUT_MS,
    });
    expect(ATTACH_TIMEOUT_MS).toBe(30_000);
  });

  it('keeps the given values', () => {
    const settings = normalizeOptions({
      ...base,
      route: 'property-tax',
      items: ['tax/R100-001'],
      language: 'es',
      theme: 'high-contrast',
      hideReceipt: true,
      title: 'Pay your bill',
      timeoutMs: 5000,
    });
    expect(settings).toMatchObject({
      route: 'property-tax',
      items: ['tax/R100-001'],
      language: 'es',
      theme: 'high-contrast',
      hideReceipt: true,
      title: 'Pay your bill',
      timeoutMs: 5000,
    });
  });

  const bad: Array<[string, Record<string, unknown>]> = [
    ['no origin', { origin: undefined }],
    ['an origin with a path', { origin: 'https://pay.example.gov/sdk' }],
    ['no client', { client: undefined }],
    ['a client with a slash', { client: 'sun/shine' }],
    ['no site', { site: '' }],
    ['a route with a query', { route: 'checkout?x=1' }],
    ['a route going up', { route: '../admin' }],
    ['a language other than en and es', { language: 'fr' }],
    ['a theme with a dot', { theme: '../evil.css' }],
    ['items that are not an array', { items: 'tax/R100-001' }],
    ['an empty item', { items: [''] }],
    ['a zero time-out', { timeoutMs: 0 }],
    ['a time-out that is not a number', { timeoutMs: '30000' }],
    ['an empty title', { title: '  ' }],
    ['hideReceipt that is not a boolean', { hideReceipt: 'yes' }],
    ['a callback that is not a function', { onError: 'alert' }],
    ['getJWT that is not a function', { getJWT: 'token' }],
  ];
  it.each(bad)('rejects %s with INVALID_OPTIONS', (_name, change) => {
    expect(codeOf(() => normalizeOptions({ ...base, ...change } as EmbedOptions))).toBe('INVALID_OPTIONS');
  });

  it('rejects a missing options object', () => {
    expect(codeOf(() => normalizeOptions(undefined as unknown as EmbedOptions))).toBe('INVALID_OPTIONS');
  });
});
