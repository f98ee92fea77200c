import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AppStore } from '../../state/store';
import { tenderReady } from '../../state/checkoutSlice';
import { cartItem } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { currentPath, renderPortal } from '../../test/render';
import { server } from '../../test/server';

const CONFIRMATION = '/sunshine/demo/confirmation';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function chooseCard(store: AppStore) {
  store.dispatch(
    tenderReady({
      tender: { type: 'card', token: 'tndr_abc', lastDigits: '4242', cardBrand: 'Visa', userName: 'Ana Diaz' },
      contact: { email: 'ana@example.com', phone: '' },
    }),
  );
}

function openReview() {
  mockBff.setItems([
    cartItem({ id: 'item-1', displayName: 'Water bill', amount: '76.25' }),
    cartItem({ id: 'item-2', displayName: 'Recycling bin', amount: '20.00', quantity: 2 }),
  ]);
  return renderPortal(CONFIRMATION, { prepare: chooseCard });
}

function submitButton() {
  return screen.findByRole('button', { name: 'Submit payment' });
}

describe('review and submit payment', () => {
  it('ROUTE-18: with no tender chosen, confirmation redirects to checkout', async () => {
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill' })]);
    renderPortal(CONFIRMATION);
    await waitFor(() => expect(currentPath()).toBe('/sunshine/demo/checkout'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
  });

  it('shows the items, subtotal, fee, total, card and email under the current step', async () => {
    openReview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Review and submit payment' })).toBeInTheDocument();
    expect(await screen.findByText('Quantity 2 × $20.00')).toBeInTheDocument();
    expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent('$116.25');
    expect(screen.getByText('Convenience fee').nextElementSibling).toHaveTextContent('$2.90');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('$119.15');
    expect(screen.getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Checkout progress' });
    const steps = within(nav).getAllByRole('listitem');
    expect(steps.slice(0, 2).every((s) => s.textContent?.startsWith('✓Completed:'))).toBe(true);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });

  it('CHK-14: a double click sends one request, with an Idempotency-Key and X-Requested-With, and opens the receipt', async () => {
    const { user, store } = openReview();
    const submit = await submitButton();
    await user.dblClick(submit);
    await waitFor(() => expect(currentPath()).toBe('/sunshine/demo/receipt/PH-1'));
    const calls = mockBff.calls('POST', '/checkout');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.idempotencyKey).toMatch(UUID);
    expect(calls[0]?.requestedWith).toBe('payhub');
    expect(calls[0]?.body).toEqual({
      tender: { type: 'card', token: 'tndr_abc', lastDigits: '4242', cardBrand: 'Visa', userName: 'Ana Diaz' },
      extraFields: { email: 'ana@example.com', phone: '', contactPreference: 'email' },
      expected: { subtotal: '116.25', fee: '2.90' },
      language: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment receipt' })).toBeInTheDocument();
    // The cart is retired: the tender is gone and the header shows an empty cart.
    expect(store.getState().checkout.tender).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('CHK-14: the button is disabled and busy while the payment is submitted', async () => {
    let release: () => void = () => {};
    server.use(
      http.post('/bff/v1/:client/:site/checkout', () => new Promise<Response>((resolve) => {
        release = () => resolve(HttpResponse.json({ error: { code: 'x', message: 'y' } }, { status: 500 }));
      })),
    );
    const { user } = openReview();
    await user.click(await submitButton());
    const busy = await screen.findByRole('button', { name: 'Submitting payment…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await submitButton()).toBeEnabled();
  });

  it('reuses the Idempotency-Key when the same attempt is retried after a network failure, and not after an answer', async () => {
    const keys: (string | null)[] = [];
    let answer: 'network' | 'server' = 'network';
    server.use(
      http.post('/bff/v1/:client/:site/checkout', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return answer === 'network'
          ? HttpResponse.error()
          : HttpResponse.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 });
      }),
    );
    const { user } = openReview();
    await user.click(await submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We were unable to complete your request. Please try again later.',
    );
    await user.click(await submitButton());
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);

    answer = 'server';
    await user.click(await submitButton());
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).toBe(keys[0]);
    await user.click(await submitButton());
    await waitFor(() => expect(keys).toHaveLength(4));
    expect(keys[3]).not.toBe(keys[2]);
    expect(keys[3]).toMatch(UUID);
  });

  it('ERR-10: a decline shows its displayMessage in a dismissible alert back on the Payment step', async () => {
    server.use(
      http.post('/bff/v1/:client/:site/checkout', () =>
        HttpResponse.json(
          { error: { code: 'payment_declined', message: 'declined', displayMessage: 'Your card was declined. Please use another card.' } },
          { status: 402 },
        ),
      ),
    );
    const { user, store } = openReview();
    await user.click(await submitButton());
    await waitFor(() => expect(currentPath()).toBe('/sunshine/demo/checkout'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    // The payment form is its own chunk: its alert shows once it has loaded.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined. Please use another card.');
    expect(store.getState().checkout.tender).toBeNull();
    expect(screen.getByRole('radio', { name: /^Card/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.com');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Your card was declined. Please use another card.')).not.toBeInTheDocument();
  });

  it('ERR-57: another failure shows the server displayMessage in a dismissible alert and the payer can retry', async () => {
    server.use(
      http.post('/bff/v1/:client/:site/checkout', () =>
        HttpResponse.json({ error: { code: 'unavailable', message: 'x', displayMessage: 'Payments are paused for maintenance.' } }, { status: 503 }),
      ),
    );
    const { user } = openReview();
    await user.click(await submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payments are paused for maintenance.');
    expect(within(alert).getByRole('button', { name: 'Dismiss message' })).toBeInTheDocument();
    expect(await submitButton()).toBeEnabled();
    expect(currentPath()).toBe(CONFIRMATION);
  });

  it('a 409 (totals changed) reloads the checkout screen and says so', async () => {
    server.use(
      http.post('/bff/v1/:client/:site/checkout', () =>
        HttpResponse.json({ error: { code: 'conflict', message: 'amount_mismatch' } }, { status: 409 }),
      ),
    );
    const { user } = openReview();
    await user.click(await submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The amounts in your cart changed.');
    await waitFor(() => expect(mockBff.calls('GET', '/screens/checkout')).toHaveLength(2));
  });
});
