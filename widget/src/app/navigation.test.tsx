// Navigation guards through the whole portal (spec 000 §2 "Navigation
// guards"): the site kept when a URL names none, the log of resolutions,
// where the page scrolls, where focus goes, and paths outside any client.
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../lib/browser';
import { PROVIDER_HOMEPAGE_URL } from '../lib/provider';
import { clearRouteResolutions, routeResolutions } from '../lib/routeLog';
import { SCROLL_POSITIONS_KEY } from '../lib/routeScroll';
import { shellScreen, siteConfig } from '../test/fixtures';
import { currentPath, renderPortal } from '../test/render';
import { server } from '../test/server';

const HOME_HEADING = 'Pay Sunshine County online';

/** A navigation inside the portal, as a link or the router makes it. */
function go(path: string) {
  act(() => window.history.pushState(null, '', path));
}

async function goBack() {
  await act(async () => {
    window.history.back();
    await new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
  });
}

describe('GUARD-01: the previously active site', () => {
  it('GUARD-01: a URL without a site keeps the site shown last and is rewritten to name it', async () => {
    renderPortal('/sunshine/demo/home');
    await screen.findByRole('heading', { level: 1, name: HOME_HEADING });
    go('/sunshine/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/sunshine/demo/checkout'));
  });

  it('GUARD-01, ERR-31: with no site shown before, a URL without a site still goes to the root', async () => {
    renderPortal('/sunshine/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'PayHub' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });
});

describe('GUARD-12: route resolutions are logged', () => {
  beforeEach(() => clearRouteResolutions());

  it('GUARD-12: each page a site URL resolves to is logged with its client and site', async () => {
    const { user } = renderPortal('/sunshine/demo/home');
    await user.click(await screen.findByRole('link', { name: 'Utilities' }));
    await screen.findByRole('heading', { level: 1, name: 'Utilities' });
    await waitFor(() =>
      expect(routeResolutions()).toEqual([
        { path: '/sunshine/demo/home', outcome: 'home', client: 'sunshine', site: 'demo' },
        { path: '/sunshine/demo/utilities', outcome: 'source', client: 'sunshine', site: 'demo' },
      ]),
    );
  });

  it('GUARD-12: a redirect is logged with its target, then the page it lands on', async () => {
    const config = siteConfig({ mode: 'checkout-only' });
    config.install.enableHomePage = false;
    server.use(http.get('/bff/v1/sunshine/demo/screens/shell', () => HttpResponse.json(shellScreen({ config }))));
    renderPortal('/sunshine/demo/home');
    await screen.findByRole('heading', { level: 1, name: 'Shopping cart' });
    await waitFor(() =>
      expect(routeResolutions()).toEqual([
        { path: '/sunshine/demo/home', outcome: 'redirect', to: '/sunshine/demo/checkout', client: 'sunshine', site: 'demo' },
        { path: '/sunshine/demo/checkout', outcome: 'checkout', client: 'sunshine', site: 'demo' },
      ]),
    );
  });

  it('GUARD-12: an unknown site is logged as a redirect to the root, and the root as itself', async () => {
    renderPortal('/sunshine/nowhere/home');
    await screen.findByRole('heading', { level: 1, name: 'PayHub' });
    await waitFor(() =>
      expect(routeResolutions()).toEqual([
        { path: '/sunshine/nowhere/home', outcome: 'redirect', to: '/' },
        { path: '/', outcome: 'root' },
      ]),
    );
  });

  it('GUARD-12: an error route is logged by its name', async () => {
    renderPortal('/sunshine/demo/network-error');
    // The error page itself, not the loading page shown while its chunk loads.
    await screen.findByRole('heading', { level: 1, name: 'Connection problem' });
    await waitFor(() =>
      expect(routeResolutions()).toEqual([{ path: '/sunshine/demo/network-error', outcome: 'network-error' }]),
    );
  });
});

describe('GUARD-13, GUARD-14: where the page scrolls after a navigation', () => {
  let scrollTo: ReturnType<typeof vi.fn<(options: ScrollToOptions) => void>>;
  let scrollIntoView: ReturnType<typeof vi.fn<(this: Element, options?: ScrollIntoViewOptions) => void>>;
  const scrollYDescriptor = Object.getOwnPropertyDescriptor(window, 'scrollY');

  /** The reader scrolls to top. */
  function readerScrollsTo(top: number) {
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
      window.dispatchEvent(new Event('scroll'));
    });
  }

  beforeEach(() => {
    window.sessionStorage.removeItem(SCROLL_POSITIONS_KEY);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    // A page long enough for any saved position (jsdom lays nothing out).
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
    scrollTo = vi.fn((options: ScrollToOptions) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: options.top ?? 0 });
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
    scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  afterEach(() => {
    if (scrollYDescriptor) {
      Object.defineProperty(window, 'scrollY', scrollYDescriptor);
    }
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    delete (window as Partial<Window>).matchMedia;
    window.sessionStorage.removeItem(SCROLL_POSITIONS_KEY);
  });

  it('GUARD-14: following a link scrolls the new page to the top', async () => {
    const { user } = renderPortal('/sunshine/demo/home');
    await screen.findByRole('heading', { level: 1, name: HOME_HEADING });
    readerScrollsTo(700);
    await user.click(screen.getByRole('link', { name: 'Utilities' }));
    await screen.findByRole('heading', { level: 1, name: 'Utilities' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
    expect(window.scrollY).toBe(0);
  });

  it('GUARD-14: back restores the position the page was left at; going forward again by a link goes to the top', async () => {
    const { user } = renderPortal('/sunshine/demo/home');
    await screen.findByRole('heading', { level: 1, name: HOME_HEADING });
    readerScrollsTo(800);
    await user.click(screen.getByRole('link', { name: 'Utilities' }));
    await screen.findByRole('heading', { level: 1, name: 'Utilities' });
    readerScrollsTo(300);
    scrollTo.mockClear();

    await goBack();
    await screen.findByRole('heading', { level: 1, name: HOME_HEADING });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 800, left: 0, behavior: 'auto' }));
    expect(window.scrollY).toBe(800);

    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Utilities' }));
    await screen.findByRole('heading', { level: 1, name: 'Utilities' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  it('GUARD-14: a replaced URL (put in canonical form) keeps the reader where they are', async () => {
    renderPortal('/sunshine/demo/utilities');
    await screen.findByRole('heading', { level: 1, name: 'Utilities' });
    readerScrollsTo(250);
    act(() => window.history.replaceState(null, '', '/SUNSHINE/Demo/utilities'));
    await waitFor(() => expect(currentPath()).toBe('/sunshine/demo/utilities'));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(250);
  });

  it('GUARD-13: a navigation to a URL with a hash scrolls to the hash target once it has rendered', async () => {
    renderPortal('/sunshine/demo/utilities');
    await screen.findByRole('heading', { level: 1, name: 'Utilities' });
    go('/sunshine/demo/home#home-sources-heading');
    const target = await screen.findByRole('heading', { level: 2, name: 'What would you like to pay?' });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }));
    expect(scrollIntoView.mock.contexts).toContain(target);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('GUARD-13: the first page of a visit scrolls to its hash target too', async () => {
    renderPortal('/sunshine/demo/home#main');
    await screen.findByRole('heading', { level: 1, name: HOME_HEADING });
    // The loading page's main gives way to the page's own, which is scrolled to in turn.
    await waitFor(() => expect(scrollIntoView.mock.contexts).toContain(screen.getByRole('main')));
  });

  it('GUARD-13: with reduced motion the hash scroll is instant', async () => {
    // jsdom has no matchMedia: the reader's setting, as a browser answers it.
    window.matchMedia = (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList;
    renderPortal('/sunshine/demo/home#main');
    await screen.findByRole('heading', { level: 1, name: HOME_HEADING });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' }));
  });
});

describe('focus after a route change', () => {
  it('does not move focus on the first page of a visit', async () => {
    renderPortal('/sunshine/demo/home');
    const heading = await screen.findByRole('heading', { level: 1, name: HOME_HEADING });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(heading).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the new h1 on a route change, leaving the scrolling to the navigation', async () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const { user } = renderPortal('/sunshine/demo/home');
    await user.click(await screen.findByRole('link', { name: 'Donations' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Donations' });
    await waitFor(() => expect(heading).toHaveFocus());
    const call = focus.mock.contexts.indexOf(heading);
    expect(focus.mock.calls[call]).toEqual([{ preventScroll: true }]);
  });

  it('moves focus to the h1 of the page gone back to', async () => {
    const { user } = renderPortal('/sunshine/demo/home');
    await user.click(await screen.findByRole('link', { name: 'Donations' }));
    await screen.findByRole('heading', { level: 1, name: 'Donations' });
    await goBack();
    const heading = await screen.findByRole('heading', { level: 1, name: HOME_HEADING });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('ROUTE-35: paths outside any client', () => {
  it('ROUTE-35: a path that cannot name a client logs a warning and goes to the provider homepage', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPortal('/index.html');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER_HOMEPAGE_URL));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/index.html'));
  });

  it('ROUTE-35: the same holds behind the application prefix', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPortal('/dmv/wp-login.php');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER_HOMEPAGE_URL));
  });

  it('ERR-31: a well-formed but unknown client still goes to the root, not away', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    renderPortal('/nosuch/demo/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'PayHub' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
