// Site modes, guards and route meta flags through the whole portal.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Environment, SiteConfig } from '../lib/types';
import { shellScreen, siteConfig } from '../test/fixtures';
import { formsBff } from '../test/formFixtures';
import { currentPath, renderPortal } from '../test/render';
import { server } from '../test/server';

function serve(config: SiteConfig, environment: Environment = 'dev') {
  server.use(
    http.get('/bff/v1/sunshine/demo/screens/shell', () => HttpResponse.json({ ...shellScreen({ config }), environment })),
  );
}

const resident = { subject: 'u1', email: 'r@example.com', emailVerified: true, givenName: 'Rosa', familyName: 'R', name: 'Rosa R' };

describe('site modes', () => {
  it('ROUTE-36 ROUTE-50: a stub site shows its holding page on every route', async () => {
    serve(siteConfig({ mode: 'stub' }));
    renderPortal('/sunshine/demo/property-tax');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming soon' })).toBeInTheDocument();
    expect(screen.getByText('Sunshine County does not take payments on this site yet. Please check back later.')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveClass('page-stub', 'page--narrow');
  });

  it('ROUTE-36: a forms-only site without a home page goes from home to its forms page', async () => {
    const config = siteConfig({ mode: 'forms-only' });
    config.install.enableHomePage = false;
    serve(config);
    server.use(...formsBff({ forms: [] }).handlers);
    renderPortal('/sunshine/demo/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forms' })).toBeInTheDocument();
    expect(currentPath()).toBe('/sunshine/demo/forms');
    expect(await screen.findByText('No forms are published on this site yet.')).toBeInTheDocument();
  });

  it('ROUTE-10 ROUTE-36: a forms-only site boots to the list of its forms', async () => {
    const config = siteConfig({ mode: 'forms-only' });
    config.install.enableHomePage = false;
    serve(config);
    server.use(...formsBff().handlers);
    renderPortal('/sunshine/demo/home');
    const list = await screen.findByRole('list', { name: 'Forms you can file' });
    expect(currentPath()).toBe('/sunshine/demo/forms');
    expect(within(list).getByRole('link', { name: 'Insurance affidavit' })).toHaveAttribute('href', '/sunshine/demo/forms/insurance-affidavit');
  });

  it('ROUTE-32: the forms route is not found on a site whose configuration has no forms', async () => {
    serve(siteConfig());
    renderPortal('/sunshine/demo/forms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('guards', () => {
  it('GUARD-08: in production a site not enabled there goes to the root', async () => {
    serve(siteConfig({ enabledInProd: false }), 'prod');
    renderPortal('/sunshine/demo/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'PayHub' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('GUARD-08: outside production the same site opens', async () => {
    serve(siteConfig({ enabledInProd: false }), 'test');
    renderPortal('/sunshine/demo/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Sunshine County online' })).toBeInTheDocument();
  });

  it('GUARD-05 GUARD-06 ROUTE-27: outside production a signed-out visitor goes to the gate, which remembers the page and query', async () => {
    serve(siteConfig({ requireSignInOutsideProd: true }), 'stage');
    renderPortal('/sunshine/demo/property-tax?account=R100-001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeInTheDocument();
    expect(currentPath()).toBe('/sunshine/demo/nonprod-sign-in');
    expect(new URLSearchParams(window.location.search).get('returnTo')).toBe('/sunshine/demo/property-tax?account=R100-001');
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('GUARD-05: a signed-in visitor passes the gate', async () => {
    serve(siteConfig({ requireSignInOutsideProd: true }), 'stage');
    server.use(http.get('/bff/v1/:client/:site/session', () => HttpResponse.json({ user: resident })));
    renderPortal('/sunshine/demo/property-tax');
    expect(await screen.findByRole('heading', { level: 1, name: 'Property tax' })).toBeInTheDocument();
  });

  it('GUARD-05: the gate stays open in production and where the site does not ask for it', async () => {
    serve(siteConfig({ requireSignInOutsideProd: true }), 'prod');
    renderPortal('/sunshine/demo/property-tax');
    expect(await screen.findByRole('heading', { level: 1, name: 'Property tax' })).toBeInTheDocument();
  });
});

describe('route meta flags', () => {
  it('SHELL-06: the cart page hides the header cart link; other pages show it', async () => {
    renderPortal('/sunshine/demo/property-tax');
    const header = await screen.findByRole('banner');
    await waitFor(() => expect(within(header).getByRole('link', { name: /^Cart/ })).toBeInTheDocument());
    renderPortal('/sunshine/demo/checkout');
    await screen.findByRole('heading', { level: 1, name: 'Shopping cart' });
    const banners = screen.getAllByRole('banner');
    expect(within(banners[banners.length - 1]!).queryByRole('link', { name: /^Cart/ })).toBeNull();
  });

  it('SHELL-14: the header offers Log in to a guest on a site with login', async () => {
    renderPortal('/sunshine/demo/home');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('routes closed by the site mode', () => {
  it('ROUTE-36: a redirect-only site has no search pages; its cart opens', async () => {
    serve(siteConfig({ mode: 'redirect-only' }));
    renderPortal('/sunshine/demo/property-tax');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    renderPortal('/sunshine/demo/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
  });

  it('ROUTE-37: an embedded public site turns its home page off', async () => {
    serve(siteConfig({ mode: 'embedded-public' }));
    renderPortal('/sunshine/demo/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
