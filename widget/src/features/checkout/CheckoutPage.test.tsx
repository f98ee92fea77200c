import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartItem } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { currentPath, renderPortal } from '../../test/render';
import { server } from '../../test/server';

const CHECKOUT = '/sunshine/demo/checkout';

function progressSteps(label = 'Checkout progress') {
  const nav = screen.getByRole('navigation', { name: label });
  return within(nav).getAllByRole('listitem');
}

describe('progress bar', () => {
  it('CHK-03, CHK-05: on the cart step, Shopping cart is current and nothing is completed', async () => {
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill' })]);
    renderPortal(CHECKOUT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
    const steps = progressSteps();
    expect(steps.map((s) => s.textContent)).toEqual(['1Shopping cart', '2Payment', '3Review and submit payment', '4Payment receipt']);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps.filter((s) => s.hasAttribute('aria-current'))).toHaveLength(1);
    expect(steps.filter((s) => s.classList.contains('progress__step--completed'))).toHaveLength(0);
  });

  it('CHK-05: on the payment step, Shopping cart is marked completed (in words) and Payment is current', async () => {
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill' })]);
    const { user } = renderPortal(CHECKOUT);
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Payment' });
    await waitFor(() => expect(heading).toHaveFocus());
    const [cart, payment, review] = progressSteps();
    expect(cart).toHaveTextContent('Completed: Shopping cart');
    expect(cart).toHaveClass('progress__step--completed');
    expect(cart).not.toHaveAttribute('aria-current');
    expect(payment).toHaveAttribute('aria-current', 'step');
    expect(review).not.toHaveClass('progress__step--completed');
    await waitFor(() => expect(document.title).toBe('Payment - Sunshine County'));
  });

  it('CHK-03: Spanish step headings', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill' })]);
    renderPortal(CHECKOUT);
    await screen.findByRole('heading', { level: 1, name: 'Carrito de compras' });
    expect(progressSteps('Progreso del pago').map((s) => s.textContent)).toEqual([
      '1Carrito de compras',
      '2Pago',
      '3Revisar y enviar el pago',
      '4Recibo de pago',
    ]);
  });
});

describe('checkout?items= (contracts §3)', () => {
  const QUERY = '?items=property_tax%2FR100-001,utilities%2FU-5001,utilities%2FU-5001';

  it('ROUTE-11, ROUTE-12: adds only the listed paths not already in the cart, once, then drops the query', async () => {
    mockBff.setItems([cartItem({ id: 'item-9', path: 'property_tax/R100-001', displayName: '2026 property tax, 123 Main St' })]);
    renderPortal(`${CHECKOUT}${QUERY}&isRedirect=1`, { strict: true });
    expect(await screen.findByRole('article', { name: 'Water bill' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: '2026 property tax, 123 Main St' })).toBeInTheDocument();
    const adds = mockBff.calls('POST', '/cart/items');
    expect(adds).toHaveLength(1);
    expect(adds[0]?.body).toEqual({ items: [{ path: 'utilities/U-5001', quantity: 1 }] });
    await waitFor(() => expect(window.location.search).toBe('?isRedirect=1'));
    expect(currentPath()).toBe(CHECKOUT);
  });

  it('ROUTE-12: with every path already in the cart nothing is added', async () => {
    mockBff.setItems([cartItem({ id: 'item-9', path: 'utilities/U-5001', displayName: 'Water bill' })]);
    renderPortal(`${CHECKOUT}?items=utilities%2FU-5001`);
    await screen.findByRole('article', { name: 'Water bill' });
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(mockBff.calls('POST', '/cart/items')).toHaveLength(0);
  });

  it('ROUTE-13: a loader shows until the items are added, then goes away for the cart', async () => {
    // The add is held until the test lets it through, so the loader is seen
    // while it is pending; then the regular BFF answers it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('/bff/v1/:client/:site/cart/items', async () => {
        await held;
        return undefined;
      }),
    );
    renderPortal(`${CHECKOUT}?items=utilities%2FU-5001`);
    const loader = await screen.findByText('Adding items to your cart…');
    expect(loader.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('article', { name: 'Water bill' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('article', { name: 'Water bill' })).toBeInTheDocument();
    expect(screen.queryByText('Adding items to your cart…')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Adding items to your cart…' })).not.toBeInTheDocument();
    expect(mockBff.calls('POST', '/cart/items')).toHaveLength(1);
  });

  it('ROUTE-14: when they cannot be added, the error is reported and the payer goes home', async () => {
    server.use(
      http.post('/bff/v1/:client/:site/cart/items', () =>
        HttpResponse.json({ error: { code: 'not_found', message: 'unknown payable', displayMessage: 'That bill was not found.' } }, { status: 404 }),
      ),
    );
    renderPortal(`${CHECKOUT}?items=nope`);
    await waitFor(() => expect(currentPath()).toBe('/sunshine/demo/home'), { timeout: 15_000 });
    expect(await screen.findByRole('alert')).toHaveTextContent('That bill was not found.');
  });
});

describe('cart expiry (spec 000 §4)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('CART-10, CART-11, CART-13, CART-15: checked every 30 s; a warning at 10 minutes or fewer, then expired', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-03-05T12:00:00Z'));
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill' })]);
    mockBff.setCart({ expiresAt: '2026-03-05T12:10:40Z' });
    renderPortal(CHECKOUT);
    await screen.findByRole('article', { name: 'Water bill' });
    expect(screen.queryByText(/Your cart expires/)).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.queryByText(/Your cart expires/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('Your cart expires in about 10 minutes.')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(7 * 60_000 + 30_000));
    expect(screen.getByText('Your cart expires in about 2 minutes.')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(150_000));
    const expired = screen.getByRole('alert');
    expect(expired).toHaveTextContent('Your cart has expired.');
    expect(within(expired).getByRole('link', { name: 'Return to the home page' })).toHaveAttribute('href', '/sunshine/demo/home');
    expect(screen.queryByText(/Your cart expires/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  });

  it('CART-13: a cart the server says is expired shows the expired message at once', async () => {
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill' })]);
    mockBff.setCart({ expired: true });
    renderPortal(CHECKOUT);
    expect(await screen.findByText('Your cart has expired.')).toBeInTheDocument();
  });
});
