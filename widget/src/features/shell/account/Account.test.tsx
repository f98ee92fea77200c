import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore } from '../../../state/store';
import { StoreProvider } from '../../../state/StoreProvider';
import { selectNotice } from '../../../state/checkoutSlice';
import { LocaleProvider } from '../../../lib/i18n';
import { LOGIN_TIMEOUT_MS, type SessionUser } from '../../../state/session';
import { SiteProvider } from '../../../lib/site';
import type { Language, SiteConfig } from '../../../lib/types';
import { siteConfig } from '../../../test/fixtures';
import { readChoice, rememberChoice } from '../../../lib/autopayChoice';
import { server } from '../../../test/server';
import { Account } from './Account';
import { LoginButton } from '../../../components/ui/LoginButton';

const location = { dmv: false, client: 'sunshine', site: 'demo', siteInUrl: true, route: 'checkout', params: [], canonicalPath: '/sunshine/demo/checkout' };
const resident: SessionUser = { subject: 'u1', email: 'resident@example.com', emailVerified: true, givenName: 'Rosa', familyName: 'Resident', name: 'Rosa Resident', kind: '' };

function wrap(node: React.ReactNode, { language = 'en', store = makeStore() }: { language?: Language; store?: AppStore } = {}) {
  window.history.replaceState(null, '', '/sunshine/demo/checkout?x=1');
  render(
    <StoreProvider store={store}>
      <LocaleProvider language={language}>
        <SiteProvider value={{ location, clientTitle: 'Sunshine County', environment: 'dev' }}>{node}</SiteProvider>
      </LocaleProvider>
    </StoreProvider>,
  );
  return { store, user: userEvent.setup() };
}

const withLogin = (enabled: boolean, homePage = true): SiteConfig => {
  const base = siteConfig();
  return { ...base, login: { ...base.login, meta: { enabled } }, install: { ...base.install, enableHomePage: homePage } };
};

afterEach(() => vi.useRealTimers());

describe('Account', () => {
  it('SHELL-14: a guest sees a Log in button', async () => {
    wrap(<Account config={withLogin(true)} />);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('SHELL-14: a resident sees the account menu with Log out, in Spanish too', async () => {
    server.use(http.get('/bff/v1/:client/:site/session', () => HttpResponse.json({ user: resident })));
    const { user } = wrap(<Account config={withLogin(true)} />, { language: 'es' });
    const button = await screen.findByRole('button', { name: 'Menú de la cuenta de Rosa' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('GUARD-15: logging out ends the session with the CSRF header and goes to the site home, forgetting the renewal-autopay answers', async () => {
    let deleted: Request | null = null;
    rememberChoice('cart-1', { accepted: true, items: ['item-renewal'] });
    server.use(
      http.get('/bff/v1/:client/:site/session', () => HttpResponse.json({ user: deleted ? null : resident })),
      http.delete('/bff/v1/sunshine/demo/session', ({ request }) => {
        deleted = request;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = wrap(<Account config={withLogin(true)} />);
    await user.click(await screen.findByRole('button', { name: 'Account menu for Rosa' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('button', { name: 'Log in' });
    expect((deleted as Request | null)?.headers.get('X-Requested-With')).toBe('payhub');
    expect(window.location.pathname).toBe('/sunshine/demo/home');
    expect(readChoice('cart-1')).toBeNull();
  });

  it('GUARD-15: on a site without a home page logging out goes to checkout', async () => {
    server.use(
      http.get('/bff/v1/:client/:site/session', () => HttpResponse.json({ user: resident })),
      http.delete('/bff/v1/sunshine/demo/session', () => new HttpResponse(null, { status: 204 })),
    );
    window.history.replaceState(null, '', '/sunshine/demo/property-tax');
    const { user } = wrap(<Account config={withLogin(true, false)} />);
    await user.click(await screen.findByRole('button', { name: 'Account menu for Rosa' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/sunshine/demo/checkout'));
  });
});

describe('LoginButton', () => {
  it('LOGIN-09: clicking goes to signing in and sends the browser to the BFF with the return path and language', async () => {
    const go = vi.fn();
    const { user } = wrap(<LoginButton enabled go={go} />, { language: 'es' });
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const button = screen.getByRole('button', { name: 'Iniciando sesión…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(go).toHaveBeenCalledWith('/bff/v1/sunshine/demo/login?returnTo=%2Fsunshine%2Fdemo%2Fcheckout%3Fx%3D1&lang=es');
  });

  it('LOGIN-10 ERR-39: still here after the login time-out, it returns to idle and the login-disabled notice shows', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = wrap(<LoginButton enabled go={() => {}} />);
    act(() => screen.getByRole('button', { name: 'Log in' }).click());
    act(() => void vi.advanceTimersByTime(LOGIN_TIMEOUT_MS - 1));
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(selectNotice(store.getState())).toBe('Signing in is not available right now. You can still pay as a guest.');
    expect(warn).toHaveBeenCalledWith('Reaching the Login Service timed out.');
    warn.mockRestore();
  });

  it('LOGIN-08 LOGIN-12: with login disabled the button shows the login-disabled notice and goes nowhere', async () => {
    const go = vi.fn();
    const { store, user } = wrap(<LoginButton enabled={false} go={go} />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(go).not.toHaveBeenCalled();
    expect(selectNotice(store.getState())).toMatch(/pay as a guest/);
  });

  it('ROLE-13 LOGIN-08 LOGIN-12: on a login-disabled site the header\'s Log in opens the login-disabled modal; OK returns focus', async () => {
    const { store, user } = wrap(<Account config={withLogin(false)} />);
    const button = await screen.findByRole('button', { name: 'Log in' });
    await user.click(button);
    // The modal is a lazy chunk: on a busy machine it takes more than the default second.
    const dialog = await screen.findByRole('dialog', { name: 'Signing in is not available' }, { timeout: 5000 });
    expect(dialog).toHaveAccessibleDescription('Signing in is not available right now. You can still pay as a guest.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    expect(selectNotice(store.getState())).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toBeEnabled();
    expect(window.location.pathname).toBe('/sunshine/demo/checkout');
  });

  it('ROLE-13: on a login-disabled site the header\'s Log in opens the modal in Spanish, and Escape closes it', async () => {
    const { user } = wrap(<Account config={withLogin(false)} />, { language: 'es' });
    const button = await screen.findByRole('button', { name: 'Iniciar sesión' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'El inicio de sesión no está disponible' }, { timeout: 5000 });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(window.location.pathname).toBe('/sunshine/demo/checkout');
  });
});
