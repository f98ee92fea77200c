import { describe, expect, it } from 'vitest';
import { isAllowedAncestor } from './origin';
import { exactOrigin, persistentQuery, readEmbedUrl, withPersistentQuery } from './params';

const SEARCH =
  '?lang=es&theme=dark&items=tax%2FR100-001,utilities%2FU-5001&hideReceipt=1&parentOrigin=http%3A%2F%2F127.0.0.1%3A8081&channel=payhub-abc';

describe('the iframe URL', () => {
  it('reads client, site, route and every query parameter the SDK writes', () => {
    expect(readEmbedUrl('/web/widgets/current/Sunshine/DEMO/property-tax', SEARCH)).toEqual({
      client: 'sunshine',
      site: 'demo',
      route: 'property-tax',
      language: 'es',
      theme: 'dark',
      items: ['tax/R100-001', 'utilities/U-5001'],
      hideReceipt: true,
      parentOrigin: 'http://127.0.0.1:8081',
      channel: 'payhub-abc',
    });
  });

  it('defaults to the checkout route, the default theme, no items and a shown receipt', () => {
    expect(readEmbedUrl('/web/widgets/current/sunshine/demo', '?lang=fr')).toMatchObject({
      route: 'checkout',
      language: null,
      theme: 'default',
      items: [],
      hideReceipt: false,
      parentOrigin: null,
      channel: null,
    });
  });

  it('is not a widget URL without client and site', () => {
    expect(readEmbedUrl('/web/widgets/current/sunshine', '')).toBeNull();
    expect(readEmbedUrl('/sunshine/demo/checkout', '')).toBeNull();
  });

  it('accepts only an exact http(s) origin as the parent origin', () => {
    expect(exactOrigin('https://county.example.gov')).toBe('https://county.example.gov');
    expect(exactOrigin('https://county.example.gov/')).toBeNull();
    expect(exactOrigin('https://county.example.gov/pay')).toBeNull();
    expect(exactOrigin('*')).toBeNull();
    expect(exactOrigin('javascript:alert(1)')).toBeNull();
    expect(exactOrigin('https://user:pw@county.example.gov')).toBeNull();
  });

  it('keeps the host parameters on every URL the widget moves to, but not the items', () => {
    const kept = persistentQuery(SEARCH);
    expect([...kept.keys()]).toEqual(['lang', 'theme', 'hideReceipt', 'parentOrigin', 'channel']);
    expect(withPersistentQuery('/sunshine/demo/receipt/PH-1#top', kept)).toBe(
      '/sunshine/demo/receipt/PH-1?lang=es&theme=dark&hideReceipt=1&parentOrigin=http%3A%2F%2F127.0.0.1%3A8081&channel=payhub-abc#top',
    );
    expect(withPersistentQuery('/x?lang=en&paypalOrder=1', kept)).toBe(
      '/x?lang=en&paypalOrder=1&theme=dark&hideReceipt=1&parentOrigin=http%3A%2F%2F127.0.0.1%3A8081&channel=payhub-abc',
    );
  });
});

describe('the allow-list (frameAncestors)', () => {
  const SELF = 'http://localhost:8080';

  it('allows an exact origin on the list and nothing else', () => {
    const list = ['http://127.0.0.1:8081', 'https://county.example.gov/'];
    expect(isAllowedAncestor('http://127.0.0.1:8081', list, SELF)).toBe(true);
    expect(isAllowedAncestor('https://county.example.gov', list, SELF)).toBe(true);
    expect(isAllowedAncestor('http://127.0.0.1:8082', list, SELF)).toBe(false);
    expect(isAllowedAncestor('https://127.0.0.1:8081', list, SELF)).toBe(false);
    expect(isAllowedAncestor('https://evil.example', list, SELF)).toBe(false);
    expect(isAllowedAncestor('http://127.0.0.1:8081', null, SELF)).toBe(false);
  });

  it("honours subdomain wildcards and 'self', never a bare '*'", () => {
    expect(isAllowedAncestor('https://pay.county.gov', ['https://*.county.gov'], SELF)).toBe(true);
    expect(isAllowedAncestor('https://county.gov', ['https://*.county.gov'], SELF)).toBe(false);
    expect(isAllowedAncestor('https://evilcounty.gov', ['https://*.county.gov'], SELF)).toBe(false);
    expect(isAllowedAncestor(SELF, ["'self'"], SELF)).toBe(true);
    expect(isAllowedAncestor('https://any.example', ['*'], SELF)).toBe(false);
  });
});
