import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from '../../../state/store';
import { getCheckoutScreen } from '../../../state/cart';
import { leavesDirectly, setRedirectLink } from '../../../state/redirectWarning';
import { getSession } from '../../../state/session';
import type { Language, SiteConfig } from '../../../lib/types';
import { cartItem, cartView, checkoutScreen } from '../../../test/checkoutFixtures';
import { siteConfig } from '../../../test/fixtures';
import { renderPart } from '../../../test/renderPart';
import { server } from '../../../test/server';
import { Footer } from '../Footer';
import { RedirectWarningModal } from './RedirectWarningModal';
import { ShellOverlays } from './ShellOverlays';

const COUNTY = 'https://example.org/county';
const withHome = (loginEnabled = true): SiteConfig => {
  const config = siteConfig();
  return {
    ...config,
    payHub: { ...config.payHub, returnHomeUrl: COUNTY, returnHomeText: { en: 'Back to the county', es: 'Volver al condado' } },
    login: { ...config.login, meta: { enabled: loginEnabled } },
  };
};

afterEach(() => act(() => setRedirectLink(null)));

function renderModal(loginEnabled: boolean, language: Language = 'en') {
  const go = vi.fn();
  const view = renderPart(<RedirectWarningModal link={{ href: COUNTY, newWindow: true }} loginEnabled={loginEnabled} go={go} />, {
    language,
  });
  return { ...view, go };
}

/** The footer and the shell's overlays, with a cart of `items` items seen and the session answered. */
async function renderFooter({ items, signedIn = false, loginEnabled = true }: { items: number; signedIn?: boolean; loginEnabled?: boolean }) {
  if (signedIn) {
    server.use(
      http.get('/bff/v1/:client/:site/session', () =>
        HttpResponse.json({ user: { subject: 'u1', email: 'ana@example.com', emailVerified: true, givenName: 'Ana', familyName: 'Lopez', name: 'Ana Lopez' } }),
      ),
    );
  }
  let ready: Promise<unknown> = Promise.resolve();
  const prepare = (store: AppStore) => {
    const cart = cartView(Array.from({ length: items }, (_, i) => cartItem({ id: `i${i}`, displayName: `Bill ${i}` })));
    ready = Promise.all([
      getCheckoutScreen.upsert(store.query, { client: 'sunshine', site: 'demo' }, checkoutScreen(cart)),
      getSession.fetch(store.query, { client: 'sunshine', site: 'demo' }),
    ]);
  };
  const config = withHome(loginEnabled);
  const view = renderPart(
    <>
      <Footer config={config} />
      <ShellOverlays config={config} meta={{}} sources={[]} environment="dev" />
    </>,
    { prepare },
  );
  await act(() => ready);
  return view;
}

const homeLink = () => screen.getByRole('link', { name: /Back to the county/ });

describe('RedirectWarningModal', () => {
  it("SHELL-26: says the payer is leaving for the client's site and offers Continue to the link", () => {
    renderModal(true);
    const dialog = screen.getByRole('dialog', { name: 'You are leaving this payment site' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/You are going to the website of Sunshine County\./);
    const proceed = within(dialog).getByRole('link', { name: /^Continue\s*\(opens in a new window\)$/ });
    expect(proceed).toHaveAttribute('href', COUNTY);
    expect(proceed).toHaveAttribute('target', '_blank');
    expect(proceed).toHaveFocus();
  });

  it('SHELL-27: with login enabled it offers Log in, no Cancel and no alert; Log in goes to the sign-in', () => {
    const { go } = renderModal(true);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(go).toHaveBeenCalledWith(expect.stringMatching(/^\/bff\/v1\/sunshine\/demo\/login\?/));
  });

  it('SHELL-27: with login disabled it offers Cancel and a danger alert saying login is disabled', () => {
    renderModal(false);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const alert = within(dialog).getByRole('status');
    expect(alert).toHaveClass('alert--danger');
    expect(alert).toHaveTextContent('Signing in is turned off on this site');
  });

  it('SHELL-26 SHELL-27: in Spanish', () => {
    renderModal(false, 'es');
    const dialog = screen.getByRole('dialog', { name: 'Está saliendo de este sitio de pagos' });
    expect(within(dialog).getByRole('link', { name: /^Continuar/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('SHELL-43: the modal shows only while a redirect link is set, and closing it clears the link', async () => {
    const config = withHome(false);
    const { user } = renderPart(<ShellOverlays config={config} meta={{}} sources={[]} environment="dev" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => setRedirectLink({ href: COUNTY, newWindow: false }));
    const dialog = await screen.findByRole('dialog', { name: 'You are leaving this payment site' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => setRedirectLink({ href: COUNTY, newWindow: false }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('GUARD-18: a signed-in user or an empty cart leaves directly; a guest with items does not', () => {
    expect(leavesDirectly(true, 3)).toBe(true);
    expect(leavesDirectly(false, 0)).toBe(true);
    expect(leavesDirectly(false, null)).toBe(true);
    expect(leavesDirectly(false, 2)).toBe(false);
  });

  it("GUARD-18: a guest with items who follows the footer's home link gets the warning instead", async () => {
    await renderFooter({ items: 2 });
    expect(fireEvent.click(homeLink())).toBe(false); // the link was stopped
    const dialog = await screen.findByRole('dialog', { name: 'You are leaving this payment site' });
    expect(within(dialog).getByRole('link', { name: /^Continue/ })).toHaveAttribute('href', COUNTY);
  });

  it('GUARD-18: a guest with an empty cart leaves by the home link directly', async () => {
    await renderFooter({ items: 0 });
    expect(fireEvent.click(homeLink())).toBe(true);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('GUARD-18: a signed-in user with items leaves by the home link directly', async () => {
    await renderFooter({ items: 2, signedIn: true });
    expect(fireEvent.click(homeLink())).toBe(true);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
