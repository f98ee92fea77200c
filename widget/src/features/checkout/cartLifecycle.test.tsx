// The cart lifecycle's events (spec 000 §4 "Cart lifecycle"): the expiry
// warning event, the expiry diagnostics and the redirect cart.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from '../../state/store';
import { cartExpiryWarning, tenderReady } from '../../state/checkoutSlice';
import { diagnosticEntries, drainDiagnostics } from '../../lib/diagnostics';
import { cartItem } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { currentPath, renderPortal } from '../../test/render';

const CHECKOUT = '/sunshine/demo/checkout';

afterEach(() => {
  vi.useRealTimers();
  drainDiagnostics();
  window.sessionStorage.clear();
});

function expiringCart() {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-03-05T12:00:00Z'));
  mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill' })]);
  mockBff.setCart({ id: 'cart-77', expiresAt: '2026-03-05T12:10:40Z' });
}

function recordTypes(store: AppStore) {
  const seen: { type: string; payload: unknown }[] = [];
  const dispatch = store.dispatch;
  vi.spyOn(store, 'dispatch').mockImplementation(((action: { type: string; payload?: unknown }) => {
    if (typeof action === 'object' && action !== null && 'type' in action) {
      seen.push({ type: action.type, payload: action.payload });
    }
    return dispatch(action as Parameters<typeof dispatch>[0]);
  }) as typeof store.dispatch);
  return seen;
}

describe('cart expiry events', () => {
  it('CART-12: when the expiry warning shows, the cart-expiry warning event fires, once', async () => {
    expiringCart();
    let seen: ReturnType<typeof recordTypes> = [];
    renderPortal(CHECKOUT, { prepare: (store) => (seen = recordTypes(store)) });
    await screen.findByRole('article', { name: 'Water bill' });
    const warnings = () => seen.filter((a) => a.type === cartExpiryWarning.type);
    act(() => vi.advanceTimersByTime(30_000));
    expect(warnings()).toEqual([]);

    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('Your cart expires in about 10 minutes.')).toBeInTheDocument();
    expect(warnings()).toEqual([{ type: cartExpiryWarning.type, payload: { cartId: 'cart-77', minutes: 10 } }]);

    act(() => vi.advanceTimersByTime(4 * 30_000));
    expect(screen.getByText('Your cart expires in about 8 minutes.')).toBeInTheDocument();
    expect(warnings()).toHaveLength(1);
  });

  it('CART-14: on expiry, diagnostics log the cart id, the expiration and the browser time, once', async () => {
    expiringCart();
    renderPortal(CHECKOUT);
    await screen.findByRole('article', { name: 'Water bill' });
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(diagnosticEntries().filter((e) => e.event.kind === 'cartExpired')).toEqual([]);

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Your cart has expired.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    const logged = diagnosticEntries().filter((e) => e.event.kind === 'cartExpired');
    expect(logged.map((e) => e.event)).toEqual([
      { kind: 'cartExpired', cartId: 'cart-77', expiration: '2026-03-05T12:10:40Z', browserTime: '2026-03-05T12:11:00.000Z' },
    ]);
  });
});

describe('redirect carts', () => {
  it('CART-16: after start, a cart marked as redirect (isRedirect=1) navigates to checkout', async () => {
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill' })]);
    renderPortal(`${CHECKOUT}?isRedirect=1`);
    await screen.findByRole('article', { name: 'Water bill' });

    // The payer reloads on another page of the site.
    cleanup();
    renderPortal('/sunshine/demo/home');
    await waitFor(() => expect(currentPath()).toBe(CHECKOUT));
    expect(window.location.search).toBe('?isRedirect=1');
    expect(await screen.findByRole('article', { name: 'Water bill' })).toBeInTheDocument();
  });

  it('CART-16: a cart flagged as redirect by the BFF is marked too; an ordinary cart does not redirect', async () => {
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill' })]);
    renderPortal(CHECKOUT);
    await screen.findByRole('article', { name: 'Water bill' });
    cleanup();
    renderPortal('/sunshine/demo/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Sunshine County online' })).toBeInTheDocument();
    expect(currentPath()).toBe('/sunshine/demo/home');

    cleanup();
    mockBff.setCart({ isRedirect: true });
    renderPortal(CHECKOUT);
    await screen.findByRole('article', { name: 'Water bill' });
    cleanup();
    renderPortal('/sunshine/demo/home');
    await waitFor(() => expect(currentPath()).toBe(CHECKOUT));
  });

  it('CART-16: once the redirect cart is paid, a new start stays where it is', async () => {
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill' })]);
    renderPortal(`${CHECKOUT}?isRedirect=1`);
    await screen.findByRole('article', { name: 'Water bill' });
    cleanup();
    const { user } = renderPortal('/sunshine/demo/confirmation', {
      prepare: (store) =>
        store.dispatch(
          tenderReady({
            tender: { type: 'card', token: 'tndr_abc', lastDigits: '4242', cardBrand: 'Visa', userName: 'Ana Diaz' },
            contact: { email: 'ana@example.com', phone: '' },
          }),
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit payment' }));
    await screen.findByRole('heading', { level: 1, name: 'Payment receipt' });
    cleanup();
    renderPortal('/sunshine/demo/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Sunshine County online' })).toBeInTheDocument();
    expect(currentPath()).toBe('/sunshine/demo/home');
  });
});
