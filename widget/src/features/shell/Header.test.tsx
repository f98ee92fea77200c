import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStore, type AppStore } from '../../state/store';
import { addCartItems } from '../../state/cart';
import { StoreProvider } from '../../state/StoreProvider';
import { LocaleProvider } from '../../lib/i18n';
import { SiteProvider } from '../../lib/site';
import type { Announcements, SiteConfig } from '../../lib/types';
import { announcements, siteConfig, sunshineSources } from '../../test/fixtures';
import { Header, type HeaderProps } from './Header';

const location = { dmv: false, client: 'sunshine', site: 'demo', siteInUrl: true, route: 'home', params: [], canonicalPath: '/sunshine/demo/home' };

const withNotices: Announcements = {
  ...announcements(),
  notifications: [
    {
      id: 'n1',
      clientSites: null,
      subject: { en: 'Holiday hours', es: 'Horario festivo' },
      text: { en: 'Offices close at noon.', es: 'Las oficinas cierran al mediodía.' },
      tags: null,
      active: true,
      createdAt: '2026-01-02T00:00:00Z',
    },
  ],
};

function config(install: Partial<SiteConfig['install']> = {}): SiteConfig {
  const base = siteConfig();
  return { ...base, install: { ...base.install, ...install } };
}

function renderHeader(props: Partial<HeaderProps>, store: AppStore = makeStore()) {
  window.history.replaceState(null, '', '/sunshine/demo/home');
  render(
    <StoreProvider store={store}>
      <LocaleProvider language="en">
        <SiteProvider value={{ location, clientTitle: 'Sunshine County', environment: 'dev' }}>
          <Header logo="" config={config()} sources={sunshineSources()} {...props} />
        </SiteProvider>
      </LocaleProvider>
    </StoreProvider>,
  );
  return within(screen.getByRole('banner'));
}

describe('Header', () => {
  it('SHELL-13: the notifications show when the site shows announcements and they loaded', () => {
    const header = renderHeader({ announcements: withNotices });
    expect(header.getByRole('button', { name: 'Notifications, 1 new' })).toBeVisible();
  });

  it('SHELL-13: no notifications when announcements are switched off or did not load', () => {
    const off = renderHeader({ announcements: withNotices, config: config({ showAnnouncements: false }) });
    expect(off.queryByRole('button', { name: /notifications/i })).toBeNull();
  });

  it('SHELL-13: no notifications when the announcements section failed', () => {
    const failed = renderHeader({ announcements: undefined });
    expect(failed.queryByRole('button', { name: /notifications/i })).toBeNull();
  });

  it('SHELL-11: the header carries the navigation of the payable sources', () => {
    const header = renderHeader({});
    expect(header.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('SHELL-46: the floating cart follows install.enableFloatingCart and the route', async () => {
    const store = makeStore();
    await addCartItems.run(store.query, { client: 'sunshine', site: 'demo', items: [{ path: 'property_tax/R100-001' }] });
    const shown = renderHeader({}, store);
    expect(shown.getByRole('button', { name: 'Cart summary, 1 item' })).toBeVisible();
  });

  it('SHELL-46: a route that hides the cart icon hides the floating cart too', async () => {
    const store = makeStore();
    await addCartItems.run(store.query, { client: 'sunshine', site: 'demo', items: [{ path: 'property_tax/R100-001' }] });
    const hidden = renderHeader({ hideCartIcon: true }, store);
    expect(hidden.queryByRole('button', { name: /cart summary/i })).toBeNull();
  });

  it('SHELL-46: a site without the floating cart shows only the cart link', async () => {
    const store = makeStore();
    await addCartItems.run(store.query, { client: 'sunshine', site: 'demo', items: [{ path: 'property_tax/R100-001' }] });
    const off = renderHeader({ config: config({ enableFloatingCart: false }) }, store);
    expect(off.queryByRole('button', { name: /cart summary/i })).toBeNull();
    expect(off.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });
});
