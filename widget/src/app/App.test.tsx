import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clientDescriptor, shellScreen, siteConfig } from '../test/fixtures';
import { currentPath, renderPortal } from '../test/render';
import { server } from '../test/server';

const LAST = 'lastVisitedPath';

async function findRootPage() {
  return screen.findByRole('heading', { level: 1, name: 'PayHub' });
}

describe('root', () => {
  it('ROUTE-05: the bare root restores the last visited path', async () => {
    window.localStorage.setItem(LAST, '/sunshine/demo/property-tax');
    renderPortal('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Property tax' })).toBeInTheDocument();
    expect(currentPath()).toBe('/sunshine/demo/property-tax');
  });

  it('ROUTE-05: with nothing stored the root shows its own page, not an error', async () => {
    renderPortal('/');
    expect(await findRootPage()).toBeInTheDocument();
    expect(screen.getByText("To pay a bill or use a service, start from your county's website.")).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveClass('page-root');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ROUTE-06: a stored path ending in .html is not restored', async () => {
    window.localStorage.setItem(LAST, '/sunshine/demo/page.html');
    renderPortal('/');
    expect(await findRootPage()).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('ROUTE-04: a sign-in callback path is not taken as a client', async () => {
    renderPortal('/implicit/callback');
    expect(await findRootPage()).toBeInTheDocument();
    expect(currentPath()).toBe('/implicit/callback');
  });
});

describe('client and site resolution', () => {
  it('ERR-31: an unknown client goes to the root', async () => {
    window.localStorage.setItem(LAST, '/nosuch/demo/home');
    renderPortal('/nosuch/demo/home');
    expect(await findRootPage()).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('ERR-31: an unknown site goes to the root', async () => {
    renderPortal('/sunshine/nowhere/home');
    expect(await findRootPage()).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('GUARD-07: a disabled site goes to the root', async () => {
    server.use(http.get('/bff/v1/sunshine', () => HttpResponse.json(clientDescriptor({ sites: [{ site: 'demo', enabled: false }] }))));
    renderPortal('/sunshine/demo/home');
    expect(await findRootPage()).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('GUARD-07: a site whose configuration says disabled goes to the root', async () => {
    server.use(
      http.get('/bff/v1/sunshine/demo/screens/shell', () => HttpResponse.json(shellScreen({ config: siteConfig({ enabled: false }) }))),
    );
    renderPortal('/sunshine/demo/home');
    expect(await findRootPage()).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('ROUTE-03: /SUNSHINE/Demo/home works like /sunshine/demo/home and the URL is normalised', async () => {
    renderPortal('/SUNSHINE/Demo/home?x=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Sunshine County online' })).toBeInTheDocument();
    expect(currentPath()).toBe('/sunshine/demo/home');
    expect(window.location.search).toBe('?x=1');
  });

  it('ROUTE-07: /{client} alone shows home', async () => {
    renderPortal('/sunshine');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Sunshine County online' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Property tax' })).toHaveAttribute('href', '/sunshine/demo/property-tax');
  });

  it('ROUTE-01: /dmv/{client}/{site}/{page} opens the same page and links keep the prefix', async () => {
    renderPortal('/dmv/sunshine/demo/home');
    await screen.findByRole('heading', { level: 1, name: 'Pay Sunshine County online' });
    expect(screen.getByRole('link', { name: 'Utilities' })).toHaveAttribute('href', '/dmv/sunshine/demo/utilities');
  });

  it('ROUTE-02: on a client-only URL client, tiles link to /{client}/{page}', async () => {
    server.use(http.get('/bff/v1/sunshine', () => HttpResponse.json(clientDescriptor({ clientOnlyUrls: true }))));
    renderPortal('/sunshine/home');
    await screen.findByRole('heading', { level: 1, name: 'Pay Sunshine County online' });
    expect(screen.getByRole('link', { name: 'Donations' })).toHaveAttribute('href', '/sunshine/donations');
  });

  it('ROUTE-26: a failing client look-up shows the load failure with a retry', async () => {
    let calls = 0;
    server.use(
      http.get('/bff/v1/sunshine', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong' } }, { status: 500 })
          : HttpResponse.json(clientDescriptor());
      }),
    );
    const { user } = renderPortal('/sunshine/demo/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Sunshine County online' })).toBeInTheDocument();
  });

  it('ROUTE-10: home on a checkout-only site without a home page goes to checkout', async () => {
    const config = siteConfig({ mode: 'checkout-only' });
    config.install.enableHomePage = false;
    server.use(http.get('/bff/v1/sunshine/demo/screens/shell', () => HttpResponse.json(shellScreen({ config }))));
    renderPortal('/sunshine/demo/home');
    await waitFor(() => expect(currentPath()).toBe('/sunshine/demo/checkout'));
  });

  it('ROUTE-10: home on a homepage-mode site without a home page goes to the root', async () => {
    const config = siteConfig();
    config.install.enableHomePage = false;
    server.use(http.get('/bff/v1/sunshine/demo/screens/shell', () => HttpResponse.json(shellScreen({ config }))));
    renderPortal('/sunshine/demo/home');
    expect(await findRootPage()).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });
});

describe('pages', () => {
  it('ROUTE-05: each visited page is stored as the last visited path', async () => {
    renderPortal('/sunshine/demo/utilities');
    await screen.findByRole('heading', { level: 1, name: 'Utilities' });
    expect(window.localStorage.getItem(LAST)).toBe('/sunshine/demo/utilities');
  });

  it('ROUTE-06: a page path ending in .html is not stored', async () => {
    window.localStorage.setItem(LAST, '/sunshine/demo/home');
    renderPortal('/sunshine/demo/terms.html');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(window.localStorage.getItem(LAST)).toBe('/sunshine/demo/home');
  });

  it('GUARD-11: a source page is titled "{source} - {client}" and links back home', async () => {
    renderPortal('/sunshine/demo/property-tax');
    expect(await screen.findByRole('heading', { level: 1, name: 'Property tax' })).toBeInTheDocument();
    expect(screen.getByText('About Property tax')).toBeInTheDocument();
    expect(screen.getByText('Pay Property tax online.')).toBeInTheDocument();
    expect(screen.getByText('Department: Tax Collector')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/sunshine/demo/home');
    expect(screen.getByRole('main')).toHaveClass('page-source');
    await waitFor(() => expect(document.title).toBe('Property tax - Sunshine County'));
  });

  it('GUARD-11: the route title is in the current language, and follows a change of language', async () => {
    const { user } = renderPortal('/sunshine/demo/property-tax');
    await screen.findByRole('heading', { level: 1, name: 'Property tax' });
    await waitFor(() => expect(document.title).toBe('Property tax - Sunshine County'));
    await user.click(screen.getByRole('button', { name: 'Español' }));
    await screen.findByRole('heading', { level: 1, name: 'Property tax (es)' });
    await waitFor(() => expect(document.title).toBe('Property tax (es) - Sunshine County'));
  });

  it('GUARD-11: a page opened in Spanish is titled in Spanish', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    renderPortal('/sunshine/demo/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' });
    await waitFor(() => expect(document.title).toBe('Página no encontrada - Sunshine County'));
  });

  it('ROUTE-34: an unknown route under a known client shows the not-found page', async () => {
    renderPortal('/sunshine/demo/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/sunshine/demo/home');
    expect(screen.getByRole('main')).toHaveClass('page-not-found');
  });

  it('moves focus to the new h1 after following a tile', async () => {
    const { user } = renderPortal('/sunshine/demo/home');
    await user.click(await screen.findByRole('link', { name: 'Vehicle renewal' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Vehicle renewal' });
    expect(currentPath()).toBe('/sunshine/demo/vehicle-renewal');
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('shell', () => {
  it('SHELL-10: the brand logo links home and is named after the client', async () => {
    renderPortal('/sunshine/demo/donations');
    await screen.findByRole('heading', { level: 1, name: 'Donations' });
    const logo = screen.getByRole('img', { name: 'Sunshine County' });
    expect(logo.closest('a')).toHaveAttribute('href', '/sunshine/demo/home');
  });

  it('SHELL-12: the language toggle switches to Spanish, stores it and sets html lang', async () => {
    const { user } = renderPortal('/sunshine/demo/home');
    await screen.findByRole('heading', { level: 1, name: 'Pay Sunshine County online' });
    const toggle = screen.getByRole('button', { name: 'Español' });
    expect(toggle).toHaveAttribute('lang', 'es');
    await user.click(toggle);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pague en línea al condado de Sunshine' })).toBeInTheDocument();
    expect(window.localStorage.getItem('defaultLocale')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('shows announcement banners as plain text', async () => {
    const shell = shellScreen();
    const banners = shell.sections.announcements?.status === 'ok' ? shell.sections.announcements.data.banners : null;
    banners?.push({ ...banners[0]!, id: 'b2', text: { en: '<b>Offices closed</b> Monday', es: 'Oficinas cerradas' } });
    server.use(http.get('/bff/v1/sunshine/demo/screens/shell', () => HttpResponse.json(shell)));
    renderPortal('/sunshine/demo/home');
    const strip = await screen.findByRole('region', { name: 'Announcement banners' });
    expect(strip).toHaveTextContent('Card payments are back.');
    expect(strip).toHaveTextContent('<b>Offices closed</b> Monday');
    expect(strip.querySelector('b')).toBeNull();
  });

  it('SHELL-23: the footer shows Powered by only with branding on', async () => {
    renderPortal('/sunshine/demo/home');
    await screen.findByRole('heading', { level: 1 });
    // The footer is a chunk of its own (features/shell/lazySections.ts).
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Powered by PayHub');
  });

  it('SHELL-23: no Powered-by line with branding off', async () => {
    const config = siteConfig();
    config.payHub.showGSGBranding = false;
    server.use(http.get('/bff/v1/sunshine/demo/screens/shell', () => HttpResponse.json(shellScreen({ config }))));
    renderPortal('/sunshine/demo/home');
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('contentinfo');
    expect(screen.queryByText('Powered by PayHub')).not.toBeInTheDocument();
  });

  it('SHELL-04: the favicon is the fixed product icon', async () => {
    renderPortal('/sunshine/demo/home');
    await screen.findByRole('heading', { level: 1 });
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  });

  it('a failed configuration in the shell screen shows the full-page load failure', async () => {
    server.use(http.get('/bff/v1/sunshine/demo/screens/shell', () => HttpResponse.json(shellScreen({ config: 'error' }))));
    renderPortal('/sunshine/demo/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveClass('page-load-failure');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
