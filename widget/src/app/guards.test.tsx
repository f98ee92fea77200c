// The tax-system route and the guards of the special mode and the special
// property-tax user kind, through the whole portal (spec 000 §2 "Routes",
// "Navigation guards", §6).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { clearRouteResolutions, routeResolutions } from '../lib/routeLog';
import type { SessionUser } from '../state/session';
import { confinement } from '../lib/userKind';
import { LAST_VISITED_PATH_KEY, readStored } from '../lib/storage';
import type { ClientDescriptor, SiteConfig } from '../lib/types';
import { resolveSite, type SiteLocation } from '../lib/url';
import { clientDescriptor, shellScreen, siteConfig } from '../test/fixtures';
import { currentPath, renderPortal } from '../test/render';
import { server } from '../test/server';

/** Serves config as the shell screen of client/site, which the descriptor lists. */
function serveSite(client: string, site: string, config: SiteConfig = siteConfig({ client, site })) {
  const descriptor: ClientDescriptor = clientDescriptor({ client, sites: [{ site, enabled: true }] });
  server.use(
    http.get(`/bff/v1/${client}`, () => HttpResponse.json(descriptor)),
    http.get(`/bff/v1/${client}/${site}/screens/shell`, () => HttpResponse.json(shellScreen({ config }))),
  );
}

function signedInAs(kind: SessionUser['kind']) {
  const user: SessionUser = {
    subject: 'u9',
    email: 'propertytax@example.com',
    emailVerified: true,
    givenName: 'Pat',
    familyName: 'Parcel',
    name: 'Pat Parcel',
    kind,
  };
  server.use(http.get('/bff/v1/:client/:site/session', () => HttpResponse.json({ user })));
}

function location(path: string): SiteLocation {
  const rest = path.split('/');
  const resolution = resolveSite({ kind: 'client', dmv: false, client: 'sunshine', rest }, clientDescriptor());
  if (resolution.kind !== 'site') {
    throw new Error(`${path} is no site path`);
  }
  return resolution.location;
}

describe('taxsys', () => {
  it('ROUTE-28: taxsys accepts any trailing slugs and renders full width, the slugs in its heading and breadcrumb', async () => {
    renderPortal('/sunshine/demo/taxsys/parcels/2026/R100-001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax system: parcels / 2026 / R100-001' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveClass('page-taxsys', 'page--full-width');
    const crumbs = within(screen.getByRole('navigation', { name: 'Tax system pages' }));
    expect(crumbs.getByRole('link', { name: 'Tax system' })).toHaveAttribute('href', '/sunshine/demo/taxsys');
    expect(crumbs.getByRole('link', { name: 'parcels' })).toHaveAttribute('href', '/sunshine/demo/taxsys/parcels');
    expect(crumbs.getByRole('link', { name: '2026' })).toHaveAttribute('href', '/sunshine/demo/taxsys/parcels/2026');
    expect(crumbs.getByText('R100-001')).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Search property tax bills' })).toHaveAttribute('href', '/sunshine/demo/property-tax');
    await waitFor(() => expect(document.title).toBe('Tax system: parcels / 2026 / R100-001 - Sunshine County'));
  });

  it('ROUTE-28: taxsys opens without slugs, and a slug is read decoded, as text', async () => {
    const bare = renderPortal('/sunshine/demo/taxsys');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax system' })).toBeInTheDocument();
    expect(screen.getByText('Tax system', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    bare.unmount();

    renderPortal('/sunshine/demo/taxsys/Calle%20Ma%C3%B1ana/%3Cb%3Ex%3C%2Fb%3E');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax system: Calle Mañana / <b>x</b>' })).toBeInTheDocument();
    expect(document.querySelector('main b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Calle Mañana' })).toHaveAttribute('href', '/sunshine/demo/taxsys/Calle%20Ma%C3%B1ana');
  });

  it('ROUTE-28: the page is in Spanish when the portal is', async () => {
    localStorage.setItem('defaultLocale', 'es');
    renderPortal('/sunshine/demo/taxsys/parcelas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sistema tributario: parcelas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar facturas de impuesto a la propiedad' })).toBeInTheDocument();
  });

  it('ROUTE-29: taxsys is not found on another site of the client or on another client', async () => {
    const sites = [
      { site: 'demo', enabled: true },
      { site: 'other', enabled: true },
    ];
    server.use(
      http.get('/bff/v1/sunshine', () => HttpResponse.json(clientDescriptor({ sites }))),
      http.get('/bff/v1/sunshine/other/screens/shell', () =>
        HttpResponse.json(shellScreen({ config: siteConfig({ site: 'other' }) })),
      ),
    );
    const other = renderPortal('/sunshine/other/taxsys/parcels');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Tax system/ })).toBeNull();
    other.unmount();

    serveSite('moonbeam', 'demo');
    renderPortal('/moonbeam/demo/taxsys');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Tax system/ })).toBeNull();
  });
});

describe('GUARD-02: special mode', () => {
  beforeEach(() => clearRouteResolutions());

  it('GUARD-02: when the site is in special mode, every navigation within it goes to the root', async () => {
    for (const path of ['/sunshine/demo/home', '/sunshine/demo/checkout', '/sunshine/demo/taxsys/a']) {
      const config = siteConfig();
      config.install.specialMode = true;
      serveSite('sunshine', 'demo', config);
      const view = renderPortal(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'PayHub' })).toBeInTheDocument();
      expect(currentPath()).toBe('/');
      expect(readStored(LAST_VISITED_PATH_KEY)).toBeNull();
      view.unmount();
    }
    expect(routeResolutions()).toContainEqual({ path: '/sunshine/demo/checkout', outcome: 'redirect', to: '/' });
  });

  it('GUARD-02: with the special mode off, the same site opens', async () => {
    const config = siteConfig();
    config.install.specialMode = false;
    serveSite('sunshine', 'demo', config);
    renderPortal('/sunshine/demo/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Sunshine County online' })).toBeInTheDocument();
    expect(currentPath()).toBe('/sunshine/demo/home');
  });
});

describe('GUARD-03 GUARD-04: the special property-tax user', () => {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    clearRouteResolutions();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('GUARD-03 GUARD-04: going home, the property-tax user is redirected to property-tax without a warning', async () => {
    signedInAs('property-tax');
    renderPortal('/sunshine/demo/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Property tax' })).toBeInTheDocument();
    expect(currentPath()).toBe('/sunshine/demo/property-tax');
    expect(warn).not.toHaveBeenCalled();
    expect(routeResolutions()).toContainEqual({
      path: '/sunshine/demo/home',
      outcome: 'redirect',
      to: '/sunshine/demo/property-tax',
      client: 'sunshine',
      site: 'demo',
    });
  });

  it('GUARD-03 GUARD-04: anywhere else, the property-tax user is redirected to property-tax and a warning names the target', async () => {
    const targets = ['/sunshine/demo/utilities', '/sunshine/demo/my-dashboard', '/sunshine/demo/taxsys/a/b', '/sunshine/demo/no-such-page'];
    for (const path of targets) {
      warn.mockClear();
      signedInAs('property-tax');
      const view = renderPortal(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Property tax' })).toBeInTheDocument();
      expect(currentPath()).toBe('/sunshine/demo/property-tax');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(`A property-tax user asked for ${path}: going to /sunshine/demo/property-tax`);
      view.unmount();
    }
  });

  it('GUARD-03: the property-tax user stays on property-tax and on the pages that pay its bills', async () => {
    signedInAs('property-tax');
    renderPortal('/sunshine/demo/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
    await screen.findByText('Your shopping cart is empty.');
    expect(currentPath()).toBe('/sunshine/demo/checkout');
    expect(warn).not.toHaveBeenCalled();
  });

  it('GUARD-03: an ordinary resident goes where they asked', async () => {
    signedInAs('');
    renderPortal('/sunshine/demo/utilities');
    expect(await screen.findByRole('heading', { level: 1, name: 'Utilities' })).toBeInTheDocument();
    // The session is read: give the guard the chance it would take.
    await waitFor(() => expect(routeResolutions().length).toBeGreaterThan(0));
    expect(currentPath()).toBe('/sunshine/demo/utilities');
    expect(warn).not.toHaveBeenCalled();
  });

  it('GUARD-03 GUARD-04: which locations a kind is confined from, and when the redirect warns', () => {
    const home = location('demo/home');
    expect(confinement('property-tax', home)).toEqual({ to: '/sunshine/demo/property-tax', warn: false });
    expect(confinement('property-tax', location('demo'))).toEqual({ to: '/sunshine/demo/property-tax', warn: false });
    expect(confinement('property-tax', location('demo/home/x'))).toEqual({ to: '/sunshine/demo/property-tax', warn: true });
    expect(confinement('property-tax', location('demo/forms'))).toEqual({ to: '/sunshine/demo/property-tax', warn: true });
    for (const open of ['demo/property-tax', 'demo/checkout', 'demo/confirmation', 'demo/receipt/R-1']) {
      expect(confinement('property-tax', location(open)), open).toBeNull();
    }
    for (const kind of [undefined, '', 'admin']) {
      expect(confinement(kind, location('demo/utilities'))).toBeNull();
    }
  });
});
