// The resident's routes through the whole portal (ROUTE-30, ROUTE-31,
// ROUTE-25): the four older routes lead to a dashboard tab, and none of the
// pages exists on a site whose sign-in is off.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountRoute } from '../../lib/accountRoutes';
import type { SiteLocation } from '../../lib/url';
import { accountBff, resident } from '../../test/accountFixtures';
import { shellScreen, siteConfig } from '../../test/fixtures';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

const at = (route: string, params: string[] = []): SiteLocation => ({
  dmv: false,
  client: 'sunshine',
  site: 'demo',
  siteInUrl: true,
  route,
  params,
  canonicalPath: `/sunshine/demo/${route}`,
});

function loginOff() {
  const config = siteConfig({ login: { tokenExchangeClientId: '', meta: { enabled: false } } });
  server.use(http.get('/bff/v1/sunshine/demo/screens/shell', () => HttpResponse.json(shellScreen({ config }))));
}

describe('accountRoute', () => {
  it('ROUTE-31: each older route names its dashboard tab', () => {
    expect(accountRoute(at('my-saved-items'), true)).toEqual({ kind: 'redirect', to: '/sunshine/demo/my-dashboard#my-items' });
    expect(accountRoute(at('past-payments'), true)).toEqual({ kind: 'redirect', to: '/sunshine/demo/my-dashboard#past-payments' });
    expect(accountRoute(at('scheduled-payments'), true)).toEqual({
      kind: 'redirect',
      to: '/sunshine/demo/my-dashboard#scheduled-payments',
    });
    expect(accountRoute(at('my-profile'), true)).toEqual({ kind: 'redirect', to: '/sunshine/demo/my-dashboard#my-settings' });
  });

  it('ROUTE-30: without sign-in on the site there are no account routes; with it, no other route is one', () => {
    for (const route of ['my-dashboard', 'verify-email', 'my-saved-items', 'past-payments', 'scheduled-payments', 'my-profile']) {
      expect(accountRoute(at(route), false), route).toBeUndefined();
    }
    expect(accountRoute(at('my-dashboard'), true)).toEqual({ kind: 'page', name: 'my-dashboard' });
    expect(accountRoute(at('verify-email'), true)).toEqual({ kind: 'page', name: 'verify-email' });
    expect(accountRoute(at('my-dashboard', ['x']), true)).toBeUndefined();
    expect(accountRoute(at('toString'), true)).toBeUndefined();
  });
});

describe('account routes in the portal', () => {
  const cases = [
    ['my-saved-items', 'my-items', 'My items'],
    ['past-payments', 'past-payments', 'Past payments'],
    ['scheduled-payments', 'scheduled-payments', 'Scheduled payments'],
    ['my-profile', 'my-settings', 'My settings'],
  ] as const;
  for (const [route, hash, tab] of cases) {
    it(`ROUTE-31: ${route} redirects to my-dashboard#${hash} with the ${tab} tab selected`, async () => {
      server.use(...accountBff().handlers);
      renderPortal(`/sunshine/demo/${route}`);
      expect(await screen.findByRole('tab', { name: tab, selected: true })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/sunshine/demo/my-dashboard');
      expect(window.location.hash).toBe(`#${hash}`);
      expect(screen.getByRole('heading', { level: 1, name: 'My dashboard' })).toBeInTheDocument();
    });
  }

  it('ROUTE-30: on a site whose sign-in is on, my-dashboard is a page of its own', async () => {
    server.use(...accountBff().handlers);
    renderPortal('/sunshine/demo/my-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'My dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/sunshine/demo/my-dashboard');
  });

  it('ROUTE-30: on a site whose sign-in is off, the dashboard, each of its older routes and verify-email are not found', async () => {
    loginOff();
    for (const route of ['my-dashboard', 'my-saved-items', 'past-payments', 'scheduled-payments', 'my-profile', 'verify-email']) {
      const view = renderPortal(`/sunshine/demo/${route}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }), route).toBeInTheDocument();
      expect(window.location.pathname).toBe(`/sunshine/demo/${route}`);
      view.unmount();
    }
  });

  it('ROUTE-36: on a redirect-only site the older routes stay closed instead of leading to a closed dashboard', async () => {
    server.use(
      ...accountBff().handlers,
      http.get('/bff/v1/sunshine/demo/screens/shell', () =>
        HttpResponse.json(shellScreen({ config: siteConfig({ mode: 'redirect-only' }) })),
      ),
    );
    renderPortal('/sunshine/demo/past-payments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/sunshine/demo/past-payments');
  });

  it('ROUTE-25: verify-email is a page of the site, titled in Spanish too', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    server.use(...accountBff({ user: { ...resident, emailVerified: false } }).handlers);
    renderPortal('/sunshine/demo/verify-email?email=resident%40example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verifique su correo electrónico' })).toBeInTheDocument();
    expect(document.title).toContain('Verifique su correo electrónico');
  });
});
