import { describe, expect, it } from 'vitest';
import { clientDescriptor } from '../test/fixtures';
import type { ClientDescriptor } from './types';
import {
  checkoutItemsFromQuery,
  searchWithout,
  homeFallback,
  implicitSite,
  isRestorablePath,
  parsePath,
  resolveSite,
  shouldStoreLastVisited,
  sitePath,
  type ClientPath,
  type Resolution,
} from './url';

function clientPath(pathname: string): ClientPath {
  const parsed = parsePath(pathname);
  if (parsed.kind !== 'client') {
    throw new Error(`${pathname} is not a client path`);
  }
  return parsed;
}

function resolve(pathname: string, descriptor: ClientDescriptor = clientDescriptor()): Resolution {
  return resolveSite(clientPath(pathname), descriptor);
}

function located(pathname: string, descriptor?: ClientDescriptor) {
  const resolution = resolve(pathname, descriptor);
  if (resolution.kind !== 'site') {
    throw new Error(`${pathname} did not resolve to a site: ${resolution.kind}`);
  }
  return resolution.location;
}

const withDefaultSite = clientDescriptor({ defaultSite: 'demo' });
const clientOnly = clientDescriptor({ clientOnlyUrls: true });
const twoSites = clientDescriptor({
  sites: [
    { site: 'demo', enabled: true },
    { site: 'parks', enabled: true },
    { site: 'closed', enabled: false },
  ],
});

describe('parsePath', () => {
  it('ROUTE-01: reads the client after the optional dmv segment', () => {
    expect(parsePath('/sunshine/demo/checkout')).toEqual({
      kind: 'client',
      dmv: false,
      client: 'sunshine',
      rest: ['demo', 'checkout'],
    });
    expect(parsePath('/dmv/sunshine/demo/checkout')).toEqual({
      kind: 'client',
      dmv: true,
      client: 'sunshine',
      rest: ['demo', 'checkout'],
    });
  });

  it('ROUTE-03: reads the client lowercased', () => {
    expect(clientPath('/SUNSHINE/Demo/home').client).toBe('sunshine');
    expect(clientPath('/DMV/Sunshine/demo').dmv).toBe(true);
  });

  it('ROUTE-04: never takes a sign-in callback path as a client', () => {
    expect(parsePath('/callback')).toEqual({ kind: 'callback' });
    expect(parsePath('/implicit/callback')).toEqual({ kind: 'callback' });
    expect(parsePath('/implicit/callback/')).toEqual({ kind: 'callback' });
    expect(parsePath('/dmv/callback')).toEqual({ kind: 'callback' });
  });

  it('ROUTE-05: tells the bare root from an empty application prefix', () => {
    expect(parsePath('/')).toEqual({ kind: 'root', bare: true });
    expect(parsePath('')).toEqual({ kind: 'root', bare: true });
    expect(parsePath('/dmv')).toEqual({ kind: 'root', bare: false });
  });

  it('ignores empty segments from repeated and trailing slashes', () => {
    expect(clientPath('//sunshine//demo/home/').rest).toEqual(['demo', 'home']);
  });
});

describe('resolveSite', () => {
  it('ROUTE-01: /{client}/{site}/{page} names the site and the page, with or without dmv', () => {
    expect(located('/sunshine/demo/checkout')).toMatchObject({ client: 'sunshine', site: 'demo', route: 'checkout' });
    expect(located('/dmv/sunshine/demo/checkout')).toMatchObject({ dmv: true, site: 'demo', route: 'checkout' });
  });

  it('ROUTE-02: with client-only URLs the second segment is the page', () => {
    const location = located('/sunshine/property-tax', clientOnly);
    expect(location).toMatchObject({ site: 'demo', route: 'property-tax', siteInUrl: false });
    expect(location.canonicalPath).toBe('/sunshine/property-tax');
  });

  it('ROUTE-02: with a default site the site segment may be left out', () => {
    expect(located('/sunshine/property-tax', withDefaultSite)).toMatchObject({
      site: 'demo',
      route: 'property-tax',
      siteInUrl: false,
    });
  });

  it('ROUTE-02: a site that is not the default keeps its segment', () => {
    const descriptor = clientDescriptor({ defaultSite: 'demo', sites: twoSites.sites });
    const location = located('/sunshine/parks/donations', descriptor);
    expect(location).toMatchObject({ site: 'parks', siteInUrl: true, canonicalPath: '/sunshine/parks/donations' });
  });

  it('ROUTE-03: reads client and site lowercased and normalises the path', () => {
    const location = located('/SUNSHINE/Demo/home');
    expect(location).toMatchObject({ client: 'sunshine', site: 'demo', route: 'home' });
    expect(location.canonicalPath).toBe('/sunshine/demo/home');
  });

  it('ROUTE-03: keeps the page route as written', () => {
    expect(located('/Sunshine/DEMO/receipt/AB12').canonicalPath).toBe('/sunshine/demo/receipt/AB12');
  });

  it('ROUTE-07: /{client} alone shows home on the first enabled site', () => {
    const location = located('/sunshine');
    expect(location).toMatchObject({ site: 'demo', route: 'home', canonicalPath: '/sunshine' });
    expect(sitePath(location, 'property-tax')).toBe('/sunshine/demo/property-tax');
  });

  it('ROUTE-07: /{client}/{site} alone shows home', () => {
    expect(located('/sunshine/demo')).toMatchObject({ site: 'demo', route: 'home', canonicalPath: '/sunshine/demo' });
    expect(located('/Sunshine/DEMO').canonicalPath).toBe('/sunshine/demo');
  });

  it('ROUTE-07: /{client} alone shows home on the default site', () => {
    expect(located('/sunshine', withDefaultSite)).toMatchObject({ site: 'demo', route: 'home', siteInUrl: false });
  });

  it('GUARD-10: a site segment that client-only URLs leave out is dropped', () => {
    expect(located('/sunshine/demo/utilities', clientOnly).canonicalPath).toBe('/sunshine/utilities');
    expect(located('/sunshine/demo', clientOnly).canonicalPath).toBe('/sunshine');
  });

  it('ERR-31: an unknown site is not resolved', () => {
    expect(resolve('/sunshine/nowhere/home')).toEqual({ kind: 'unknown-site' });
  });

  it('ERR-31: a page without a site is unknown when the client has no default site', () => {
    expect(resolve('/sunshine/property-tax')).toEqual({ kind: 'unknown-site' });
  });

  it('ERR-31: a client with no sites resolves nothing', () => {
    expect(resolve('/sunshine', clientDescriptor({ sites: null }))).toEqual({ kind: 'unknown-site' });
  });

  it('GUARD-07: a disabled site is reported as disabled', () => {
    expect(resolve('/sunshine/closed/home', twoSites)).toEqual({ kind: 'disabled-site' });
  });

  it('keeps the segments after the route as parameters', () => {
    expect(located('/sunshine/demo/receipt/AB12/redirect')).toMatchObject({
      route: 'receipt',
      params: ['AB12', 'redirect'],
    });
  });
});

describe('sitePath', () => {
  const base = { dmv: false, client: 'sunshine', site: 'demo', siteInUrl: true };

  it('ROUTE-01: builds /{client}/{site}/{page} and keeps the dmv segment', () => {
    expect(sitePath(base, 'property-tax')).toBe('/sunshine/demo/property-tax');
    expect(sitePath({ ...base, dmv: true }, 'checkout')).toBe('/dmv/sunshine/demo/checkout');
  });

  it('ROUTE-02: leaves the site out when the URL style omits it', () => {
    expect(sitePath({ ...base, siteInUrl: false }, 'home')).toBe('/sunshine/home');
  });
});

describe('implicitSite', () => {
  it('ROUTE-02: is the default site, else the first enabled site for client-only URLs, else none', () => {
    expect(implicitSite(withDefaultSite)).toBe('demo');
    expect(implicitSite(clientDescriptor({ clientOnlyUrls: true, sites: [{ site: 'x', enabled: false }, { site: 'Y', enabled: true }] }))).toBe('y');
    expect(implicitSite(clientDescriptor())).toBe('');
  });
});

describe('last visited path', () => {
  it('ROUTE-06: a path ending in .html is never stored', () => {
    expect(shouldStoreLastVisited('/sunshine/demo/page.html')).toBe(false);
    expect(shouldStoreLastVisited('/sunshine/demo/PAGE.HTML')).toBe(false);
    expect(shouldStoreLastVisited('/sunshine/demo/home')).toBe(true);
  });

  it('ROUTE-05: only a same-origin path other than the root is restored', () => {
    expect(isRestorablePath('/sunshine/demo/home')).toBe(true);
    expect(isRestorablePath('/')).toBe(false);
    expect(isRestorablePath('//evil.example/x')).toBe(false);
    expect(isRestorablePath('/\\evil.example')).toBe(false);
    expect(isRestorablePath('https://evil.example/')).toBe(false);
  });
});

describe('homeFallback', () => {
  it('ROUTE-10: a site without a home page goes to checkout, forms or root by its mode', () => {
    expect(homeFallback('checkout-only')).toEqual({ kind: 'route', route: 'checkout' });
    expect(homeFallback('forms-only')).toEqual({ kind: 'route', route: 'forms' });
    expect(homeFallback('homepage')).toEqual({ kind: 'root' });
    expect(homeFallback('redirect-only')).toEqual({ kind: 'root' });
  });
});

describe('checkout items in the query (contracts §3)', () => {
  it('ROUTE-11: reads each URL-encoded path of items=PATH[,PATH...]', () => {
    expect(checkoutItemsFromQuery('?items=property_tax%2FR100-001,utilities%2FU-5001')).toEqual([
      'property_tax/R100-001',
      'utilities/U-5001',
    ]);
  });

  it('splits at literal commas only, so an encoded comma stays inside its path', () => {
    expect(checkoutItemsFromQuery('items=a%2Cb,c&x=1')).toEqual(['a,b', 'c']);
  });

  it('drops duplicates, empty and unreadable paths', () => {
    expect(checkoutItemsFromQuery('?items=a,,a,%E0%A4%A,b')).toEqual(['a', 'b']);
    expect(checkoutItemsFromQuery('?other=a')).toEqual([]);
    expect(checkoutItemsFromQuery('')).toEqual([]);
  });

  it('removes one parameter and keeps the others', () => {
    expect(searchWithout('?items=a,b&isRedirect=1', 'items')).toBe('?isRedirect=1');
    expect(searchWithout('?items=a', 'items')).toBe('');
  });
});
