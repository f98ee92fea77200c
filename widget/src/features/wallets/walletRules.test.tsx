// Apple Pay and Google Pay around the review step (CHK-12, CHK-13) and a
// PayPal hand-off whose navigation fails on the way out (PAYPAL-05).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser';
import { cartItem } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { currentPath, renderPortal } from '../../test/render';
import { server } from '../../test/server';

const FEES = { card: { amount: '2.90' }, paypal: { amount: '1.79' }, applePay: { amount: '1.79' }, googlePay: { amount: '1.79' } };

async function openPayment(config: { costLinkedPricing?: boolean } = {}) {
  server.use(
    http.post('/bff/v1/:client/:site/checkout/mobile-token', async ({ request }) => {
      const { type } = (await request.json()) as { type: string };
      return HttpResponse.json({ token: 'tndr_mobile1', type, lastDigits: '4242', cardBrand: 'Visa', userName: 'Sandbox Wallet Payer' });
    }),
  );
  mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill', amount: '76.25', department: 'Utilities' })]);
  mockBff.setScreen({ config, fees: FEES, tenders: { allowed: ['card', 'paypal', 'applePay', 'googlePay'], blocked: [], alerts: [] } });
  const view = renderPortal('/sunshine/demo/checkout');
  await view.user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
  await view.user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ana@example.com');
  return view;
}

function visited(push: { mock: { calls: unknown[][] } }) {
  return push.mock.calls.map((call) => String(call[2]));
}

describe('mobile wallets and the review step', () => {
  it('CHK-12, TENDER-01: Apple Pay checks out directly from the payment step with a card from source apple', async () => {
    const push = vi.spyOn(window.history, 'pushState');
    const { user } = await openPayment();
    await user.click(await screen.findByRole('button', { name: 'Pay with Apple Pay' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Sandbox Apple Pay' })).getByRole('button', { name: 'Pay' }));
    await screen.findByRole('heading', { level: 1, name: 'Payment receipt' });
    expect(currentPath()).toBe('/sunshine/demo/receipt/PH-1');
    expect(visited(push).some((path) => path.endsWith('/confirmation'))).toBe(false);
    expect(mockBff.calls('POST', '/checkout')[0]?.body).toMatchObject({
      tender: { type: 'card', source: 'apple', token: 'tndr_mobile1' },
      expected: { subtotal: '76.25', fee: '1.79' },
    });
  });

  it('CHK-13, TENDER-01: with cost-linked pricing, Google Pay goes through confirmation and pays the Google Pay fee', async () => {
    const { user, store } = await openPayment({ costLinkedPricing: true });
    const choice = store.getState().checkout.tenderType;
    await user.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Sandbox Google Pay' })).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(currentPath()).toBe('/sunshine/demo/confirmation'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Review and submit payment' })).toBeInTheDocument();
    expect(mockBff.calls('POST', '/checkout')).toEqual([]);
    expect(screen.getByText('Visa ending in 4242')).toBeInTheDocument();
    // The review prices the card by its wallet (googlePay 1.79), not as a card typed in (2.90).
    expect(screen.getByText('Convenience fee').nextElementSibling).toHaveTextContent('$1.79');
    // The wallet's card leaves the payment form's own choice as it was.
    expect(store.getState().checkout.tenderType).toBe(choice);

    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    await screen.findByRole('heading', { level: 1, name: 'Payment receipt' });
    expect(mockBff.calls('POST', '/checkout')[0]?.body).toMatchObject({
      tender: { type: 'card', source: 'google', token: 'tndr_mobile1', cardBrand: 'Visa' },
      extraFields: { email: 'ana@example.com' },
      expected: { subtotal: '76.25', fee: '1.79' },
    });
  });
});

describe('PayPal hand-off', () => {
  it('PAYPAL-05: a redirected-navigation error while leaving for PayPal is ignored (no error shown)', async () => {
    server.use(
      http.post('/bff/v1/:client/:site/checkout/paypal', () =>
        HttpResponse.json({ orderId: 'PAYID-1', approveUrl: 'https://paypal.example/approve?token=PAYID-1' }),
      ),
    );
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {
      throw new Error('Redirected when going from "/checkout" to "/approve" via a navigation guard.');
    });
    const { user } = await openPayment();
    await user.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://paypal.example/approve?token=PAYID-1'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opening the approval page…' })).toBeInTheDocument();
  });
});
