import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../state/store';
import { StoreProvider } from '../../../state/StoreProvider';
import { LanguageToggle } from '../../../components/ui/LanguageToggle';
import { LocaleProvider } from '../../../lib/i18n';
import { SiteProvider } from '../../../lib/site';
import type { Environment, Language } from '../../../lib/types';
import { source, sunshineSources } from '../../../test/fixtures';
import { NavLinks } from './NavLinks';
import { NAV_FIT_MARGIN_PX, fitsInline } from './useFits';

const location = { dmv: false, client: 'sunshine', site: 'demo', siteInUrl: true, route: 'home', params: [], canonicalPath: '/sunshine/demo/home' };

/** The widths the layout would have: the links' natural width and the row's. */
const widths = { content: 500, available: 600 };
const observers: Array<() => void> = [];

class FakeResizeObserver {
  constructor(private readonly callback: () => void) {
    observers.push(() => this.callback());
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}

function resize(available: number) {
  widths.available = available;
  act(() => observers.forEach((notify) => notify()));
}

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => widths.content);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return this.classList.contains('nav') ? widths.available : 0;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderNav({ language = 'en', environment = 'dev', sources = sunshineSources(), available = 600 }: {
  language?: Language;
  environment?: Environment;
  sources?: ReturnType<typeof sunshineSources>;
  available?: number;
} = {}) {
  widths.available = available;
  window.history.replaceState(null, '', '/sunshine/demo/home');
  render(
    <StoreProvider store={makeStore()}>
      <LocaleProvider language={language}>
        <SiteProvider value={{ location, clientTitle: 'Sunshine County', environment }}>
          <LanguageToggle />
          <NavLinks sources={sources} />
          <button type="button">Elsewhere</button>
        </SiteProvider>
      </LocaleProvider>
    </StoreProvider>,
  );
  return { user: userEvent.setup(), nav: screen.getByRole('navigation', { name: language === 'en' ? 'Main' : 'Principal' }) };
}

describe('NavLinks', () => {
  it('SHELL-11: the links need their width plus 30 px', () => {
    expect(NAV_FIT_MARGIN_PX).toBe(30);
    expect(fitsInline(500, 530)).toBe(true);
    expect(fitsInline(500, 529)).toBe(false);
  });

  it('SHELL-11: shows the links inline when their width plus 30 px fits', () => {
    const { nav } = renderNav({ available: 530 });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Property tax', 'Vehicle renewal', 'Utilities', 'Donations', 'Business license']);
    expect(links[0]).toHaveAttribute('href', '/sunshine/demo/property-tax');
    expect(within(nav).queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('SHELL-11: collapses the links into a menu when they do not fit', async () => {
    const { nav, user } = renderNav({ available: 529 });
    const menu = within(nav).getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(list).toBeVisible();
    expect(within(list!).getAllByRole('link')).toHaveLength(5);
  });

  it('SHELL-11: a resize moves the links between the row and the menu', () => {
    const { nav } = renderNav({ available: 900 });
    expect(within(nav).getAllByRole('link')).toHaveLength(5);
    resize(400);
    expect(within(nav).getByRole('button', { name: 'Menu' })).toBeVisible();
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    resize(900);
    expect(within(nav).getAllByRole('link')).toHaveLength(5);
  });

  it('SHELL-11: without ResizeObserver the links are measured on window resizes', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const { nav } = renderNav({ available: 400 });
    expect(within(nav).getByRole('button', { name: 'Menu' })).toBeVisible();
    widths.available = 900;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(within(nav).getAllByRole('link')).toHaveLength(5);
  });

  it('SHELL-11: Escape closes the menu and returns focus to its button; so does a press outside', async () => {
    const { nav, user } = renderNav({ available: 300 });
    const menu = within(nav).getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Property tax' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('SHELL-11: following a link closes the menu and marks the current page', async () => {
    const { nav, user } = renderNav({ available: 300 });
    const menu = within(nav).getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.click(within(nav).getByRole('link', { name: 'Utilities' }));
    expect(window.location.pathname).toBe('/sunshine/demo/utilities');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(within(nav).getByRole('link', { name: 'Utilities' })).toHaveAttribute('aria-current', 'page');
  });

  it('SHELL-11: links only the sources flagged for the nav, by order, leaving hidden ones out in production', () => {
    const sources = [
      source('third', 'Third', 3),
      source('first', 'First', 1),
      source('not-linked', 'Not linked', 2, { linkInNav: false }),
      source('test-only', 'Test only', 4, { hideInProd: true }),
      source('forced', 'Forced', 5, { hideInProd: true, forceShowInProd: true }),
    ];
    const { nav } = renderNav({ environment: 'prod', sources, available: 900 });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['First', 'Third', 'Forced']);
  });

  it('SHELL-11: no sources to link, no navigation', () => {
    render(
      <StoreProvider store={makeStore()}>
        <LocaleProvider language="en">
          <SiteProvider value={{ location, clientTitle: 'Sunshine County', environment: 'dev' }}>
            <NavLinks sources={[source('quiet', 'Quiet', 1, { linkInNav: false })]} />
          </SiteProvider>
        </LocaleProvider>
      </StoreProvider>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('SHELL-12: the links and the menu follow the language toggle into Spanish', async () => {
    const { user } = renderNav({ available: 300 });
    await user.click(screen.getByRole('button', { name: 'Español' }));
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    await user.click(within(nav).getByRole('button', { name: 'Menú' }));
    expect(within(nav).getByRole('link', { name: 'Property tax (es)' })).toBeVisible();
  });
});
