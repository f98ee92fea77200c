import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_ROUTE } from '../../lib/walletProbe';
import { ERROR_ROUTES, matchErrorRoute, readErrorState } from './errorRoutes';

describe('matchErrorRoute', () => {
  it('reads every error route of spec 000 §2 under a client and site, with home beside it', () => {
    const cases: [string, string, boolean][] = [
      ['rate-limit-error', 'rateLimitError', false],
      ['login-error', 'loginError', false],
      ['cart-error', 'cartError', false],
      ['redirect-error', 'cartError', true],
      ['limit-exceeded', 'limitExceeded', false],
      ['network-error', 'networkError', false],
      ['networkError', 'networkError', false],
    ];
    for (const [route, type, redirect] of cases) {
      expect(matchErrorRoute(`/Sunshine/Demo/${route}`)).toEqual({
        kind: 'error', type, redirect, route, cartId: null, homePath: '/sunshine/demo/home',
      });
    }
    expect(matchErrorRoute('/sunshine/demo/load-failure')).toEqual({ kind: 'load-failure', homePath: '/sunshine/demo/home' });
  });

  it('keeps the dmv prefix and allows the site to be left out', () => {
    expect(matchErrorRoute('/dmv/sunshine/cart-error')).toMatchObject({ type: 'cartError', homePath: '/dmv/sunshine/home' });
  });

  it('ROUTE-23: redirect/{cartId} is the cart-error page in redirect mode, also under the /v2 prefix', () => {
    expect(matchErrorRoute('/sunshine/demo/redirect/cart_abc')).toEqual({
      kind: 'error', type: 'cartError', redirect: true, route: 'redirect', cartId: 'cart_abc', homePath: '/sunshine/demo/home',
    });
    expect(matchErrorRoute('/v2/sunshine/demo/redirect/cart_abc')).toMatchObject({
      redirect: true, cartId: 'cart_abc', homePath: '/sunshine/demo/home',
    });
    expect(matchErrorRoute('/v2/sunshine/demo/cart-error')).toBeNull();
  });

  it('leaves every other path alone', () => {
    for (const path of ['/', '/rate-limit-error', '/sunshine/demo/checkout', '/sunshine/demo/receipt/PH-1/redirect', '/a/b/c/cart-error']) {
      expect(matchErrorRoute(path), path).toBeNull();
    }
  });
});

describe('readErrorState', () => {
  it('keeps strings of the known keys and only http(s) cancel URLs', () => {
    expect(readErrorState({ cartId: 'c1', limit: '5000.00', cancelUrl: 'https://county.example/cancel' })).toEqual({
      cartId: 'c1', limit: '5000.00', cancelUrl: 'https://county.example/cancel',
    });
    expect(readErrorState({ cartId: 3, cancelUrl: 'javascript:alert(1)' })).toEqual({ cartId: undefined, limit: undefined, cancelUrl: undefined });
    expect(readErrorState(null)).toEqual({});
  });
});

describe('the wallet probe’s route', () => {
  it('ERR-30 ERR-93: an unreachable wallet host goes to a route these pages show as the network-error screen', () => {
    expect(ERROR_ROUTES[NETWORK_ERROR_ROUTE]).toEqual({ type: 'networkError', redirect: false });
  });
});
