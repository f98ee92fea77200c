import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { completeCatalogues as catalogues } from '../../lib/i18n/complete';
import { cartItem, cartView, checkoutScreen } from '../../test/checkoutFixtures';
import { currentPath, renderPortal } from '../../test/render';
import { server } from '../../test/server';
import { ERROR_TEXTS } from './ErrorPage';

const ROUTES = {
  'rate-limit-error': 'rateLimitError',
  'cart-error': 'cartError',
  'network-error': 'networkError',
  'login-error': 'loginError',
  'limit-exceeded': 'limitExceeded',
} as const;

describe('error pages', () => {
  for (const language of ['en', 'es'] as const) {
    const text = catalogues[language];
    for (const [route, type] of Object.entries(ROUTES)) {
      it(`ERR-53, ERR-54: ${route} shows title, description, guide, support and a return button (${language})`, async () => {
        window.localStorage.setItem('defaultLocale', language);
        renderPortal(`/sunshine/demo/${route}`);
        const keys = ERROR_TEXTS[type];
        expect(await screen.findByRole('heading', { level: 1, name: text[keys.title] })).toBeInTheDocument();
        expect(screen.getByText(text[keys.desc])).toBeInTheDocument();
        expect(screen.getByText(text[keys.guide])).toBeInTheDocument();
        expect(screen.getByText(text['error.support'])).toBeInTheDocument();
        expect(screen.getByRole('link', { name: text[keys.return] })).toHaveAttribute('href', '/sunshine/demo/home');
        expect(document.querySelector('main')).toHaveClass(`page-${route}`);
        expect(document.documentElement).toHaveAttribute('lang', language);
      });
    }
  }

  it('network-error has the alias networkError', async () => {
    renderPortal('/sunshine/demo/networkError');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connection problem' })).toBeInTheDocument();
  });

  it('renders without any call to the BFF, so a rate-limited payer still sees it', async () => {
    server.use(http.get('/bff/v1/*', () => HttpResponse.json({ error: { code: 'rate_limited', message: 'slow down' } }, { status: 429 })));
    renderPortal('/sunshine/demo/rate-limit-error');
    expect(await screen.findByRole('heading', { level: 1, name: 'Too many requests' })).toBeInTheDocument();
  });

  it('ERR-55: limit-exceeded shows the card limit', async () => {
    renderPortal('/sunshine/demo/limit-exceeded?limit=5000.00');
    expect(await screen.findByText('The card limit is $5,000.00.')).toBeInTheDocument();
  });

  it('ERR-56: the return button goes to the cancel URL when one is handed over', async () => {
    renderPortal('/sunshine/demo/cart-error', {
      prepare: () => window.history.replaceState({ cancelUrl: 'https://county.example/cancel' }, '', '/sunshine/demo/cart-error'),
    });
    expect(await screen.findByRole('link', { name: 'Return to the home page' })).toHaveAttribute('href', 'https://county.example/cancel');
  });

  it('ROUTE-23, ROUTE-24: redirect/{cartId} is the cart-error page naming the cart id from the path', async () => {
    renderPortal('/sunshine/demo/redirect/cart_from_path');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Your cart could not be started. Cart reference: cart_from_path.')).toBeInTheDocument();
  });

  it('ROUTE-23: the versioned prefix /v2 shows the same page (es)', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    renderPortal('/v2/sunshine/demo/redirect/cart_v2');
    expect(await screen.findByRole('heading', { level: 1, name: 'No se pudo cargar su carrito' })).toBeInTheDocument();
    expect(screen.getByText('No se pudo iniciar su carrito. Referencia del carrito: cart_v2.')).toBeInTheDocument();
  });
});

describe('a checkout whose cart cannot be initialised', () => {
  it('ERR-01: HTTP 429 goes to rate-limit-error', async () => {
    server.use(
      http.get('/bff/v1/:client/:site/screens/checkout', () =>
        HttpResponse.json({ error: { code: 'rate_limited', message: 'slow down' } }, { status: 429, headers: { 'Retry-After': '3' } }),
      ),
    );
    renderPortal('/sunshine/demo/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Too many requests' })).toBeInTheDocument();
    expect(currentPath()).toBe('/sunshine/demo/rate-limit-error');
  });

  it('ERR-02: another failure goes to cart-error', async () => {
    server.use(
      http.get('/bff/v1/:client/:site/screens/checkout', () =>
        HttpResponse.json({ error: { code: 'upstream_failed', message: 'no cart' } }, { status: 502 }),
      ),
    );
    renderPortal('/sunshine/demo/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart could not be loaded' })).toBeInTheDocument();
    expect(currentPath()).toBe('/sunshine/demo/cart-error');
  });

  it('ERR-02: a cart section in error goes to cart-error too', async () => {
    const broken = checkoutScreen(cartView([cartItem({ id: 'item-1', displayName: 'Water bill' })]));
    broken.sections.cart = { status: 'error', error: { code: 'upstream_failed', message: 'no cart' } };
    server.use(http.get('/bff/v1/:client/:site/screens/checkout', () => HttpResponse.json(broken)));
    renderPortal('/sunshine/demo/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart could not be loaded' })).toBeInTheDocument();
  });

  it('ERR-03: in redirect mode the failure goes to redirect-error', async () => {
    server.use(
      http.get('/bff/v1/:client/:site/screens/checkout', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'no' } }, { status: 500 }),
      ),
    );
    renderPortal('/sunshine/demo/checkout?isRedirect=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart could not be loaded' })).toBeInTheDocument();
    expect(currentPath()).toBe('/sunshine/demo/redirect-error');
  });
});
