import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { homeScreen, manySources, shellScreen, siteConfig } from '../../test/fixtures';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

function serveHome(body: ReturnType<typeof homeScreen>) {
  server.use(http.get('/bff/v1/sunshine/demo/screens/home', () => HttpResponse.json(body)));
}

function serveShell(body: ReturnType<typeof shellScreen>) {
  server.use(http.get('/bff/v1/sunshine/demo/screens/shell', () => HttpResponse.json(body)));
}

async function tileList() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'What would you like to pay?' });
  const section = heading.closest('section');
  if (!section) {
    throw new Error('the tiles heading is outside a section');
  }
  return within(section).getByRole('list');
}

describe('HomePage', () => {
  it('ROUTE-08: shows the landing title, the cover image and one tile per source', async () => {
    renderPortal('/sunshine/demo/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Sunshine County online' })).toBeInTheDocument();
    expect(screen.getByText('Pay taxes, bills and fees.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sunrise over the county hills' })).toHaveAttribute(
      'src',
      '/web/portal/brand/sunshine-cover.jpg',
    );
    const tiles = within(await tileList()).getAllByRole('listitem');
    expect(tiles).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Property tax' })).toHaveAttribute('href', '/sunshine/demo/property-tax');
    expect(screen.getByRole('link', { name: 'Business license' })).toHaveAttribute(
      'href',
      '/sunshine/demo/business-license',
    );
    expect(screen.getByText('About Vehicle renewal')).toBeInTheDocument();
  });

  it('ROUTE-08: falls back to the home title when no landing title is configured', async () => {
    const config = siteConfig();
    config.payHub.landingPageTitle = { en: '', es: '' };
    serveHome(homeScreen({ config }));
    renderPortal('/sunshine/demo/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
  });

  it('ROUTE-09: 8 tiles keep the normal style', async () => {
    serveHome(homeScreen({ sources: manySources(8) }));
    renderPortal('/sunshine/demo/home');
    const list = await tileList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(list).not.toHaveClass('tiles--short');
  });

  it('ROUTE-09: 9 or more tiles use the shorter style', async () => {
    serveHome(homeScreen({ sources: manySources(9) }));
    renderPortal('/sunshine/demo/home');
    const list = await tileList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(list).toHaveClass('tiles--short');
  });

  it('SHELL-02: the tab title is the client title followed by payments and services', async () => {
    renderPortal('/sunshine/demo/home');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Sunshine County payments and services'));
  });

  it('SHELL-02: in Spanish the tab title is the client title followed by pagos y servicios', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    renderPortal('/sunshine/demo/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pague en línea al condado de Sunshine' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sunshine County pagos y servicios'));
    expect(screen.getByRole('link', { name: 'Property tax (es)' })).toBeInTheDocument();
  });

  it('SHELL-01: with no client title the tab title reads payments and services (en and es)', async () => {
    const config = siteConfig();
    config.payHub.clientTitle = '';
    serveShell(shellScreen({ config }));
    serveHome(homeScreen({ config }));
    server.use(
      http.get('/bff/v1/sunshine', () =>
        HttpResponse.json({ client: 'sunshine', title: '', clientOnlyUrls: false, sites: [{ site: 'demo', enabled: true }] }),
      ),
    );
    const { user } = renderPortal('/sunshine/demo/home');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('payments and services'));
    await user.click(screen.getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(document.title).toBe('pagos y servicios'));
  });

  it('SHELL-03: the meta description says bills are paid online in a few clicks, per language', async () => {
    const { user } = renderPortal('/sunshine/demo/home');
    await screen.findByRole('heading', { level: 1 });
    const meta = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(meta()).toBe('Pay your bills online in a few clicks.');
    await user.click(screen.getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(meta()).toBe('Pague sus facturas en línea en unos pocos clics.'));
  });

  it('renders the tiles when the announcements section failed, without banners', async () => {
    serveShell(shellScreen({ announcements: 'error' }));
    serveHome(homeScreen({ announcements: 'error' }));
    renderPortal('/sunshine/demo/home');
    expect(within(await tileList()).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('region', { name: 'Announcement banners' })).not.toBeInTheDocument();
  });

  it('shows an inline alert instead of tiles when the sources section failed', async () => {
    serveHome(homeScreen({ sources: 'error' }));
    renderPortal('/sunshine/demo/home');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment options could not be loaded right now.');
    expect(screen.getByRole('heading', { level: 1, name: 'Pay Sunshine County online' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Property tax' })).not.toBeInTheDocument();
  });

  it('ROUTE-26: a failed configuration section shows the load failure, and retry loads the page', async () => {
    serveHome(homeScreen({ config: 'error' }));
    const { user } = renderPortal('/sunshine/demo/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeInTheDocument();
    serveHome(homeScreen());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Sunshine County online' })).toBeInTheDocument();
  });

  it('SHELL-09: renders inside main with class page-home', async () => {
    renderPortal('/sunshine/demo/home');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('main')).toHaveClass('page-home');
  });

  it('shows an announced loading state until the screen arrives', async () => {
    renderPortal('/sunshine/demo/home');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await screen.findByRole('heading', { level: 1 });
  });
});
