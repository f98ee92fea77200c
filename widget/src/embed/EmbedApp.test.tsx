import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore } from '../state/store';
import { tenderReady } from '../state/checkoutSlice';
import type { Language } from '../lib/types';
import { cartItem } from '../test/checkoutFixtures';
import { embedParams, fakeWindows } from '../test/fakeHost';
import { HeaderSession } from '../lib/headerSession';
import { getSession } from '../state/session';
import { mockBff } from '../test/mockBff';
import { server } from '../test/server';
import { createEmbedController, type EmbedController, type EmbedFailure } from './controller';
import { EmbedRoot } from './EmbedRoot';
import { persistentQuery, readEmbedUrl } from './params';
import { applyTheme } from './theme';

const BASE = '/web/widgets/current/sunshine/demo';
const HOST_QUERY = 'lang=en&theme=default&parentOrigin=http%3A%2F%2F127.0.0.1%3A8081&channel=payhub-test';

/** An attached controller with spies for every call to the host. */
function attachedController(url: string, jwt: string | null | (() => string | null) = null) {
  const params = readEmbedUrl(window.location.pathname, window.location.search);
  if (!params) throw new Error(`not a widget URL: ${url}`);
  const phase = { kind: 'attached', host: { language: params.language ?? 'en' } } as const;
  const navigateTo = new Set<(route: string) => void>();
  const languageTo = new Set<(language: Language) => void>();
  const controller: EmbedController = {
    params,
    phase: () => phase,
    language: () => params.language,
    subscribe: () => () => undefined,
    start: vi.fn(),
    ready: vi.fn(),
    onNavigate: (listener) => (navigateTo.add(listener), () => navigateTo.delete(listener)),
    onLanguage: (listener) => (languageTo.add(listener), () => languageTo.delete(listener)),
    routeChanged: vi.fn(),
    heightChanged: vi.fn(),
    paymentComplete: vi.fn(),
    requestLogin: vi.fn(),
    getJWT: vi.fn(async () => (typeof jwt === 'function' ? jwt() : jwt)),
    destroy: vi.fn(),
  };
  return {
    controller,
    hostNavigates: (route: string) => act(() => navigateTo.forEach((listener) => listener(route))),
    hostSetsLanguage: (language: Language) => act(() => languageTo.forEach((listener) => listener(language))),
  };
}

function renderWidget(
  url: string,
  options: { prepare?: (store: AppStore) => void; jwt?: string | null | (() => string | null); session?: HeaderSession } = {},
) {
  window.history.replaceState(null, '', url);
  const store = makeStore(options.session ? { session: options.session } : {});
  options.prepare?.(store);
  const host = attachedController(url, options.jwt ?? null);
  const user = userEvent.setup();
  render(<EmbedRoot controller={host.controller} store={store} kept={persistentQuery(window.location.search)} />);
  return { ...host, store, user };
}

function chooseCard(store: AppStore) {
  store.dispatch(
    tenderReady({
      tender: { type: 'card', token: 'tndr_abc', lastDigits: '4242', cardBrand: 'Visa', userName: 'Ana Diaz' },
      contact: { email: 'ana@example.com', phone: '' },
    }),
  );
}

function twoItems() {
  mockBff.setItems([
    cartItem({ id: 'item-1', displayName: 'Water bill', amount: '76.25' }),
    cartItem({ id: 'item-2', displayName: 'Recycling bin', amount: '20.00', quantity: 2 }),
  ]);
}

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[data-payhub-theme]')) link.remove();
});

describe('the embedded app', () => {
  it('EMBED-04: shows the checkout with no header, footer or announcements, and reports route and readiness', async () => {
    const { controller } = renderWidget(`${BASE}/checkout?${HOST_QUERY}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveClass('page-checkout');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Announcement banners' })).not.toBeInTheDocument();
    expect(controller.routeChanged).toHaveBeenCalledWith('checkout');
    expect(controller.ready).toHaveBeenCalled();
  });

  it('EMBED-04: there is no home page: home leads to the cart', async () => {
    renderWidget(`${BASE}/home?${HOST_QUERY}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`${BASE}/checkout`);
  });

  it('EMBED-06: navigate from the host moves the app, which reports the route and keeps the host parameters', async () => {
    const { controller, hostNavigates } = renderWidget(`${BASE}/checkout?${HOST_QUERY}`);
    await screen.findByRole('heading', { level: 1, name: 'Shopping cart' });
    hostNavigates('utilities');
    expect(await screen.findByRole('heading', { level: 1, name: 'Utilities' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`${BASE}/utilities`);
    expect(new URLSearchParams(window.location.search).get('parentOrigin')).toBe('http://127.0.0.1:8081');
    expect(new URLSearchParams(window.location.search).get('channel')).toBe('payhub-test');
    expect(controller.routeChanged).toHaveBeenLastCalledWith('utilities');
  });

  it('EMBED-06: setLanguage from the host switches the widget to Spanish', async () => {
    const { hostSetsLanguage } = renderWidget(`${BASE}/checkout?${HOST_QUERY}`);
    await screen.findByRole('heading', { level: 1, name: 'Shopping cart' });
    hostSetsLanguage('es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Carrito de compras' })).toBeInTheDocument();
  });

  it('ROUTE-11: the items of the iframe URL are added to the cart', async () => {
    renderWidget(`${BASE}/checkout?${HOST_QUERY}&items=utilities%2FU-5001`);
    expect(await screen.findByRole('article', { name: 'Water bill' })).toBeInTheDocument();
    expect(mockBff.calls('POST', '/cart/items')[0]?.body).toEqual({ items: [{ path: 'utilities/U-5001', quantity: 1 }] });
    await waitFor(() => expect(new URLSearchParams(window.location.search).has('items')).toBe(false));
    expect(new URLSearchParams(window.location.search).get('channel')).toBe('payhub-test');
  });

  it('EMBED-02: with hideReceipt a paid check-out sends paymentComplete to the host and shows no receipt', async () => {
    twoItems();
    const { controller, user } = renderWidget(`${BASE}/confirmation?${HOST_QUERY}&hideReceipt=1`, { prepare: chooseCard });
    await user.click(await screen.findByRole('button', { name: 'Submit payment' }));
    await waitFor(() => expect(controller.paymentComplete).toHaveBeenCalledTimes(1));
    expect(controller.paymentComplete).toHaveBeenCalledWith({
      confirmationNumber: 'PH-1',
      // The check-out result's total as the (mock) BFF answered it, passed on unchanged.
      total: '79.15',
      items: [
        { path: 'path/item-1', displayName: 'Water bill', amount: '76.25', quantity: 1 },
        { path: 'path/item-2', displayName: 'Recycling bin', amount: '20.00', quantity: 2 },
      ],
    });
    await waitFor(() => expect(window.location.pathname).toBe(`${BASE}/checkout`));
    expect(screen.queryByRole('heading', { name: 'Payment receipt' })).not.toBeInTheDocument();
  });

  it('EMBED-02: without hideReceipt the receipt shows and the host hears nothing', async () => {
    twoItems();
    const { controller, user } = renderWidget(`${BASE}/confirmation?${HOST_QUERY}`, { prepare: chooseCard });
    await user.click(await screen.findByRole('button', { name: 'Submit payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment receipt' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`${BASE}/receipt/PH-1`);
    expect(controller.paymentComplete).not.toHaveBeenCalled();
  });

  it("EMBED-06: the host's JWT goes to the BFF and the signed-in name shows", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/bff/v1/sunshine/demo/session/host-token', async ({ request }) => {
        bodies.push({ body: await request.json(), requestedWith: request.headers.get('X-Requested-With') });
        return HttpResponse.json({
          user: { subject: 'u-1', email: 'ana@example.com', name: 'Ana Diaz', givenName: 'Ana', familyName: 'Diaz' },
        });
      }),
    );
    renderWidget(`${BASE}/checkout?${HOST_QUERY}`, { jwt: 'jwt-1' });
    expect(await screen.findByText('Signed in as Ana Diaz')).toBeInTheDocument();
    expect(bodies).toEqual([{ body: { token: 'jwt-1' }, requestedWith: 'payhub' }]);
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('ROLE-15: on an embedded public site the resident signed in by token exchange shows, and signing in shows while it runs', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post('/bff/v1/sunshine/demo/session/host-token', async () => {
        await answered;
        return HttpResponse.json({
          user: { subject: 'county-1', email: 'resident@example.com', name: 'R. Resident', givenName: 'R.', familyName: 'Resident' },
          resident: { subject: 'usr_rosa', email: 'resident@example.com', emailVerified: true, name: 'Rosa Resident',
            givenName: 'Rosa', familyName: 'Resident' },
        });
      }),
    );
    renderWidget(`${BASE}/checkout?${HOST_QUERY}`, { jwt: 'jwt-1' });
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    answer();
    expect(await screen.findByText('Signed in as Rosa Resident')).toBeInTheDocument();
    expect(window.location.pathname).toBe(`${BASE}/checkout`);
  });

  it('LOGIN-05: a token-exchange sign-in with an unverified e-mail goes to verify-email', async () => {
    server.use(
      http.post('/bff/v1/sunshine/demo/session/host-token', () =>
        HttpResponse.json({
          user: { subject: 'county-2', email: 'new@example.com', name: 'Nia N', givenName: 'Nia', familyName: 'N' },
          resident: { subject: 'usr_nia', email: 'new@example.com', emailVerified: false, name: 'Nia N', givenName: 'Nia', familyName: 'N' },
          verifyEmail: true,
        }),
      ),
    );
    renderWidget(`${BASE}/checkout?${HOST_QUERY}`, { jwt: 'jwt-2' });
    await waitFor(() => expect(window.location.pathname).toBe(`${BASE}/verify-email`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail address' })).toBeInTheDocument();
  });

  it('LOGIN-05: a host minting a new token on each route change gets one sign-in at a time, and verify-email is not drawn again', async () => {
    let minted = 0;
    let inFlight = 0;
    let overlapped = false;
    const tokens: unknown[] = [];
    server.use(
      http.post('/bff/v1/sunshine/demo/session/host-token', async ({ request }) => {
        inFlight += 1;
        overlapped ||= inFlight > 1;
        tokens.push(await request.json());
        await new Promise((resolve) => setTimeout(resolve, 50));
        inFlight -= 1;
        return HttpResponse.json({
          user: { subject: 'county-2', email: 'new@example.com', name: 'Nia N', givenName: 'Nia', familyName: 'N' },
          resident: { subject: 'usr_nia', email: 'new@example.com', emailVerified: false, name: 'Nia N', givenName: 'Nia', familyName: 'N' },
          verifyEmail: true,
        });
      }),
    );
    // The widget's session header, as embed/main.tsx gives it, with a session already open.
    const session = new HeaderSession(null);
    session.save('c'.repeat(64));
    renderWidget(`${BASE}/checkout?${HOST_QUERY}`, { jwt: () => `jwt-${(minted += 1)}`, session });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail address' });
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(tokens.length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(inFlight).toBe(0));
    expect(overlapped).toBe(false);
    expect(window.location.pathname).toBe(`${BASE}/verify-email`);
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your e-mail address' })).toBe(heading);
  });

  it('LOGIN-05: a session read as a guest before the exchange is read again, so verify-email asks for the code', async () => {
    let exchanged = false;
    const nia = { subject: 'usr_nia', email: 'new@example.com', emailVerified: false, name: 'Nia N', givenName: 'Nia', familyName: 'N' };
    server.use(
      http.get('/bff/v1/sunshine/demo/session', () => HttpResponse.json({ user: exchanged ? nia : null })),
      http.post('/bff/v1/sunshine/demo/session/host-token', () => {
        exchanged = true;
        return HttpResponse.json({
          user: { subject: 'county-2', email: 'new@example.com', name: 'Nia N', givenName: 'Nia', familyName: 'N' },
          resident: nia,
          verifyEmail: true,
        });
      }),
    );
    renderWidget(`${BASE}/checkout?${HOST_QUERY}`, {
      jwt: 'jwt-2',
      prepare: (store) => void getSession.fetch(store.query, { client: 'sunshine', site: 'demo' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail address' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Verification code')).toHaveAttribute('type', 'password');
  });

  it('LOGIN-04: a refused token exchange shows the login-error screen', async () => {
    server.use(
      http.post('/bff/v1/sunshine/demo/session/host-token', () =>
        HttpResponse.json({ error: { code: 'login_invalid_token', message: 'Refused' } }, { status: 401 }),
      ),
    );
    renderWidget(`${BASE}/checkout?${HOST_QUERY}`, { jwt: 'jwt-3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in problem' })).toBeInTheDocument();
  });

  it('ERR-29: a host token from an unknown issuer shows the login-error screen', async () => {
    server.use(
      http.post('/bff/v1/sunshine/demo/session/host-token', () =>
        HttpResponse.json({ error: { code: 'login_unknown_issuer', message: 'Unknown issuer' } }, { status: 401 }),
      ),
    );
    renderWidget(`${BASE}/checkout?${HOST_QUERY}`, { jwt: 'jwt-from-elsewhere' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in problem' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`${BASE}/login-error`);
  });

  it('EMBED-06: a guest on a site with login enabled can ask the host to sign in (handleLogin)', async () => {
    const { controller, user } = renderWidget(`${BASE}/checkout?${HOST_QUERY}`);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(controller.requestLogin).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
  });

  it('EMBED-07: a non-default theme loads its stylesheet from /web/widgets/current/themes/{theme}.css, and stays', async () => {
    applyTheme('dark');
    renderWidget(`${BASE}/checkout?lang=en&theme=dark&parentOrigin=http%3A%2F%2F127.0.0.1%3A8081&channel=payhub-test`);
    await screen.findByRole('heading', { level: 1, name: 'Shopping cart' });
    const links = document.head.querySelectorAll('link[data-payhub-theme]');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/web/widgets/current/themes/dark.css');
  });

  it('EMBED-07: the default theme loads no stylesheet', () => {
    expect(applyTheme('default')).toBeNull();
    expect(document.head.querySelector('link[data-payhub-theme]')).toBeNull();
  });
});

describe('the widget refusing to run', () => {
  function renderRefusal(failure: EmbedFailure | 'outside', language: Language) {
    const { parent } = fakeWindows();
    const params = embedParams({ language });
    let controller: EmbedController;
    if (failure === 'outside') {
      controller = createEmbedController({ params, framed: false, parent, verifyOrigin: vi.fn() });
      controller.start();
    } else {
      const phase = { kind: 'failed', failure } as const;
      controller = { ...createEmbedController({ params, framed: true, parent, verifyOrigin: vi.fn() }), phase: () => phase };
    }
    render(<EmbedRoot controller={controller} store={makeStore()} kept={new URLSearchParams()} />);
  }

  it("ERR-35: outside an iframe it says it can only be installed in an iframe", () => {
    renderRefusal('outside', 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This payment widget can only be installed in an iframe.');
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('ERR-35: and says it in Spanish', () => {
    renderRefusal('outside', 'es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Este widget de pago solo se puede instalar en un iframe.');
  });

  it('ERR-36: no attach within 30 seconds shows the time-out failure', () => {
    renderRefusal('attach-timeout', 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('The payment widget could not connect to this website.');
  });

  it('an origin off the allow-list shows the refusal, in Spanish too', () => {
    renderRefusal('origin-rejected', 'es');
    expect(screen.getByRole('alert')).toHaveTextContent('Este sitio web no tiene permiso para mostrar el widget de pago.');
  });
});
