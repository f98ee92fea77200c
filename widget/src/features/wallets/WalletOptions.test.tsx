import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App';
import { makeStore } from '../../state/store';
import type { CheckoutResult } from '../../lib/checkoutTypes';
import { CheckoutHostContext } from '../../state/useFinishCheckout';
import { cartItem, receiptView } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { currentPath, renderPortal } from '../../test/render';
import { server } from '../../test/server';

const ALL = ['card', 'bank', 'paypal', 'venmo', 'applePay', 'googlePay'];
const FEES = {
  card: { amount: '2.90' },
  bank: { amount: '0.50' },
  paypal: { amount: '1.79' },
  venmo: { amount: '1.79' },
  applePay: { amount: '1.79' },
  googlePay: { amount: '1.79' },
};

async function openPayment(allowed: string[] = ALL, path = '/sunshine/demo/checkout') {
  mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill', amount: '76.25', department: 'Utilities' })]);
  mockBff.setScreen({ fees: FEES, tenders: { allowed, blocked: [], alerts: [] } });
  const view = renderPortal(path);
  await view.user.click(await view.findByRole('button', { name: 'Continue to payment' }));
  await view.findByRole('heading', { level: 1, name: 'Payment' });
  return view;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('wallet options on the payment step', () => {
  it('offers PayPal, Venmo, Apple Pay and Google Pay as the BFF allows, each with its fee', async () => {
    await openPayment();
    for (const name of ['Pay with PayPal', 'Pay with Venmo', 'Pay with Apple Pay', 'Pay with Google Pay']) {
      const button = await screen.findByRole('button', { name });
      expect(within(button.closest('li') as HTMLElement).getByText('Convenience fee: $1.79')).toBeInTheDocument();
    }
  });

  it('TENDER-10, TENDER-11: offers only the wallet tenders the BFF allows', async () => {
    await openPayment(['card', 'bank', 'paypal']);
    expect(await screen.findByRole('button', { name: 'Pay with PayPal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay with Apple Pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay with Venmo' })).not.toBeInTheDocument();
  });

  it('TENDER-14: hides Venmo inside an iframe', async () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    await openPayment();
    expect(await screen.findByRole('button', { name: 'Pay with PayPal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay with Venmo' })).not.toBeInTheDocument();
  });

  it('asks for a valid email before a wallet opens', async () => {
    const { user } = await openPayment();
    await user.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('Google Pay pays from the sandbox sheet and goes straight to the receipt', async () => {
    server.use(
      http.post('/bff/v1/:client/:site/checkout/mobile-token', () =>
        HttpResponse.json({ token: 'tndr_mobile1', type: 'googlePay', lastDigits: '4242', cardBrand: 'Visa', userName: 'Sandbox Wallet Payer' }),
      ),
    );
    const { user } = await openPayment();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox Google Pay' });
    expect(within(dialog).getByText('Total').nextElementSibling).toHaveTextContent('$78.04');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await screen.findByRole('heading', { level: 1, name: 'Payment receipt' });
    const [call] = mockBff.calls('POST', '/checkout');
    expect(call?.body).toMatchObject({
      tender: { type: 'card', source: 'google', token: 'tndr_mobile1', lastDigits: '4242' },
      expected: { subtotal: '76.25', fee: '1.79' },
      extraFields: { email: 'ana@example.com' },
    });
  });

  it('Escape closes the sheet without paying', async () => {
    const { user } = await openPayment();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(await screen.findByRole('button', { name: 'Pay with Apple Pay' }));
    await screen.findByRole('dialog', { name: 'Sandbox Apple Pay' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockBff.calls('POST', '/checkout')).toEqual([]);
  });
});

describe('return from the PayPal approval page', () => {
  it('a cancelled approval returns to the payment step with a message', async () => {
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill', amount: '76.25', department: 'Utilities' })]);
    mockBff.setScreen({ fees: FEES, tenders: { allowed: ALL, blocked: [], alerts: [] } });
    renderPortal('/sunshine/demo/checkout?paypalOrder=PAYID-1&approved=0');
    await screen.findByRole('heading', { level: 1, name: 'Payment' });
    expect(screen.getByText('The PayPal payment was cancelled. Choose how you would like to pay.')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('PAYPAL-04: an approved order is captured and the payer goes to the receipt', async () => {
    let key: string | null = null;
    server.use(
      http.post('/bff/v1/:client/:site/checkout/paypal/capture', ({ request }) => {
        key = request.headers.get('Idempotency-Key');
        mockBff.addReceipt(receiptView({ id: 'PH-PAYPAL1', confirmationNumber: 'PH-PAYPAL1' }));
        return HttpResponse.json({ confirmationNumber: 'PH-PAYPAL1', receiptId: 'PH-PAYPAL1', subtotal: '76.25',
          fee: '1.79', total: '78.04', items: [], tender: { type: 'paypal', lastDigits: '', cardBrand: 'PayPal' }, email: '' });
      }),
    );
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill', amount: '76.25', department: 'Utilities' })]);
    renderPortal('/sunshine/demo/checkout?paypalOrder=PAYID-1&approved=1');
    await screen.findByRole('heading', { level: 1, name: 'Payment receipt' });
    expect(currentPath()).toBe('/sunshine/demo/receipt/PH-PAYPAL1');
    expect(key).toBe('capture-PAYID-1');
  });

  it('PAYPAL-04: where the receipt is hidden, an approved order sends the completion signal and no receipt opens', async () => {
    server.use(
      http.post('/bff/v1/:client/:site/checkout/paypal/capture', () => {
        mockBff.addReceipt(receiptView({ id: 'PH-PAYPAL2', confirmationNumber: 'PH-PAYPAL2' }));
        return HttpResponse.json({ confirmationNumber: 'PH-PAYPAL2', receiptId: 'PH-PAYPAL2', subtotal: '76.25',
          fee: '1.79', total: '78.04', items: [], tender: { type: 'paypal', lastDigits: '', cardBrand: 'PayPal' }, email: '' });
      }),
    );
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill', amount: '76.25', department: 'Utilities' })]);
    window.history.replaceState(null, '', '/sunshine/demo/checkout?paypalOrder=PAYID-2&approved=1');
    const completed: CheckoutResult[] = [];
    render(
      <CheckoutHostContext.Provider value={{ hideReceipt: true, onPaymentComplete: (r) => completed.push(r) }}>
        <App store={makeStore()} />
      </CheckoutHostContext.Provider>,
    );
    await waitFor(() => expect(completed.map((r) => r.confirmationNumber)).toEqual(['PH-PAYPAL2']));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(currentPath()).toBe('/sunshine/demo/checkout');
    expect(screen.queryByRole('heading', { level: 1, name: 'Payment receipt' })).not.toBeInTheDocument();
  });
});
