// The checkout flow's remaining rules on the cart and payment steps: the
// schedule-only steps, the sub-screens, what Continue validates, item
// confirmation, and the wallet closing when the cart expires.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from '../../state/store';
import { showStep, tenderReady } from '../../state/checkoutSlice';
import type { DeliveryChoice, DeliveryView } from '../../lib/deliveryTypes';
import { cartItem, checkoutScreen } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { cardFrame, currentPath, fromFrame, renderPortal } from '../../test/render';
import { server } from '../../test/server';

const CHECKOUT = '/sunshine/demo/checkout';
const BASE = '/bff/v1/:client/:site';

function progressSteps() {
  const nav = screen.getByRole('navigation', { name: 'Checkout progress' });
  return within(nav).getAllByRole('listitem');
}

function renewalDelivery(saved?: DeliveryChoice): DeliveryView {
  return {
    required: true,
    options: ['shipping', 'pick_up'],
    default: 'none',
    reminders: false,
    addressChange: false,
    states: ['FL', 'GA'],
    country: 'US',
    offices: [
      {
        locationId: 'downtown',
        description: 'Tax Collector - Downtown Office',
        location: '200 Government Center Blvd',
        mapLocation: '',
        officeHours: 'Monday to Friday',
        information: '',
        availability: null,
      },
    ],
    renewals: undefined,
    donation: {
      charities: [{ id: 'parks', name: 'County Parks', path: 'donations/parks' }],
      amounts: ['1.00', '5.00'],
      minimumAmount: '1.00',
    },
    ...(saved ? { saved } : {}),
  };
}

/** A renewal cart whose delivery section keeps what PUT /cart/delivery saved. */
function renewalCart(initial?: DeliveryChoice) {
  mockBff.setItems([cartItem({ id: 'item-1', path: 'vehicle_renewal/ABC1234', displayName: 'Vehicle registration renewal', amount: '45.60' })]);
  mockBff.setCart({ needsDelivery: true });
  let saved = initial;
  server.use(
    http.get(`${BASE}/screens/checkout`, () => {
      const screenData = checkoutScreen(mockBff.cart());
      screenData.sections.delivery = { status: 'ok', data: renewalDelivery(saved) };
      return HttpResponse.json(screenData);
    }),
    http.put(`${BASE}/cart/delivery`, async ({ request }) => {
      saved = (await request.json()) as DeliveryChoice;
      return HttpResponse.json(saved);
    }),
  );
}

function chooseCard(store: AppStore) {
  store.dispatch(
    tenderReady({
      tender: { type: 'card', token: 'tndr_abc', lastDigits: '4242', cardBrand: 'Visa', userName: 'Ana Diaz' },
      contact: { email: 'ana@example.com', phone: '' },
    }),
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('schedule-only steps (spec 000 §2 "Checkout steps")', () => {
  it('CHK-04: a site configured as scheduled-payment-only shows the steps Schedule and Confirmation', async () => {
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill' })]);
    mockBff.setScreen({ config: { mode: 'scheduled-payment-only' } });
    renderPortal(CHECKOUT);
    await screen.findByRole('article', { name: 'Water bill' });
    await waitFor(() => expect(progressSteps().map((s) => s.textContent)).toEqual(['1Schedule', '2Confirmation']));
    expect(progressSteps()[0]).toHaveAttribute('aria-current', 'step');
  });

  it('CHK-04: on its confirmation step, Schedule is completed and Confirmation is current (es)', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill' })]);
    mockBff.setScreen({ config: { mode: 'scheduled-payment-only' } });
    renderPortal('/sunshine/demo/confirmation', { prepare: chooseCard });
    await screen.findByRole('button', { name: 'Enviar el pago' });
    const nav = screen.getByRole('navigation', { name: 'Progreso del pago' });
    const [schedule, confirmation] = within(nav).getAllByRole('listitem');
    expect(schedule).toHaveTextContent('Completado: Programar');
    expect(confirmation).toHaveTextContent('Confirmación');
    expect(confirmation).toHaveAttribute('aria-current', 'step');
  });
});

describe('checkout sub-screens (spec 000 §2 "Shell screens")', () => {
  it('CHK-06: the cart step holds the cart list, delivery method, address change, pick-up and donations; then the payment form', async () => {
    renewalCart();
    const { user } = renderPortal(CHECKOUT);
    expect(await screen.findByRole('region', { name: 'Items in your cart (1)' })).toBeInTheDocument();
    const method = await screen.findByRole('radiogroup', { name: 'How would you like to receive your registration?' });
    expect(screen.getByRole('region', { name: 'Add a donation (optional)' })).toBeInTheDocument();

    await user.click(within(method).getByRole('radio', { name: 'By mail' }));
    expect(screen.getByRole('group', { name: 'Mailing address' })).toBeInTheDocument();

    await user.click(within(method).getByRole('radio', { name: /Pick up at an office/ }));
    const offices = screen.getByRole('radiogroup', { name: 'Pick-up office' });
    await user.click(within(offices).getByRole('radio', { name: /Downtown Office/ }));
    await user.type(screen.getByRole('textbox', { name: 'Name of the person picking up' }), 'Luis Diaz');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await screen.findByRole('heading', { level: 1, name: 'Payment' });
    expect(await screen.findByRole('group', { name: 'Payment method' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('CHK-06: the confirmation review shows the delivery summary, and paying opens the receipt', async () => {
    renewalCart({ method: 'pick_up', pickup: { locationId: 'downtown', personName: 'Luis Diaz' } });
    const { user } = renderPortal('/sunshine/demo/confirmation', { prepare: chooseCard });
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('Pick up at an office')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Submit payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment receipt' })).toBeInTheDocument();
    expect(await screen.findByText('Confirmation number')).toBeInTheDocument();
  });
});

describe('continuing from the cart (spec 000 §4 "Checkout flow")', () => {
  it('CHK-11: payables, then delivery, then the payment form are validated before confirmation shows', async () => {
    renewalCart();
    mockBff.setItems([
      cartItem({ id: 'item-1', path: 'vehicle_renewal/ABC1234', displayName: 'Vehicle registration renewal', amount: '45.60' }),
      cartItem({ id: 'item-2', displayName: 'Donation to county parks', amount: '5.00', minAmount: '1.00', isAmountModifiable: true }),
    ]);
    const { user } = renderPortal(CHECKOUT);
    const continueButton = await screen.findByRole('button', { name: 'Continue to payment' });

    // Payables: an invalid amount keeps the payer on the cart, at the amount.
    const amount = within(screen.getByRole('article', { name: 'Donation to county parks' })).getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.tab();
    await user.click(continueButton);
    await waitFor(() => expect(amount).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
    await user.type(amount, '5.00');
    await user.tab();

    // Delivery: nothing chosen keeps the payer on the cart too.
    await user.click(continueButton);
    expect(await screen.findByText('Please choose mail or pick-up.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Pick up at an office/ }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Pick-up office' })).getByRole('radio', { name: /Downtown/ }));
    await user.type(screen.getByRole('textbox', { name: 'Name of the person picking up' }), 'Luis Diaz');
    await user.click(continueButton);
    await screen.findByRole('heading', { level: 1, name: 'Payment' });

    // The payment form: no email, no confirmation.
    await screen.findByTitle('Card details');
    fromFrame({ action: 'load' });
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(currentPath()).toBe(CHECKOUT);

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    const post = vi.spyOn(cardFrame().contentWindow as Window, 'postMessage').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    fromFrame({ action: 'tokenized', tender: { type: 'card', token: 'tndr_1', lastDigits: '4242', cardBrand: 'Visa', userName: 'Ana Diaz' } });
    await waitFor(() => expect(currentPath()).toBe('/sunshine/demo/confirmation'));
  });
});

describe('items that require confirmation (spec 000 §4 "Adding to the cart")', () => {
  function cartNeedingConfirmation() {
    mockBff.setItems([
      cartItem({ id: 'item-1', displayName: 'Business license renewal', requiresConfirmation: true }),
      cartItem({ id: 'item-2', displayName: 'Water bill' }),
    ]);
  }

  it('ADD-10: continuing is blocked until each such item is confirmed by its checkbox', async () => {
    cartNeedingConfirmation();
    const { user } = renderPortal(CHECKOUT);
    const license = await screen.findByRole('article', { name: 'Business license renewal' });
    expect(within(screen.getByRole('article', { name: 'Water bill' })).queryByRole('checkbox')).not.toBeInTheDocument();
    const confirm = within(license).getByRole('checkbox', { name: 'I confirm the details of Business license renewal are correct.' });

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please tick the confirmation of each item that asks for it before you continue.');
    expect(confirm).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();

    await user.click(confirm);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
  });

  it('ADD-11, WAL-16: while an item is unconfirmed the payment step shows the requires-confirmation message, no card frame, and cannot pay', async () => {
    cartNeedingConfirmation();
    mockBff.setScreen({ tenders: { allowed: ['card', 'bank', 'paypal'], blocked: [], alerts: [] }, fees: { card: { amount: '2.90' }, paypal: { amount: '1.00' } } });
    renderPortal(CHECKOUT, { prepare: (store) => store.dispatch(showStep('payment')) });
    expect(
      await screen.findByText('Payment is not available yet: tick the confirmation checkbox of each item in your cart that requires it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Card/ })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Pay with PayPal' })).toBeDisabled();
    expect(screen.queryByTitle('Card details')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to review' })).toBeDisabled();
  });
});

describe('the wallet and cart expiry', () => {
  it('TENDER-07: the wallet is usable while the cart lives and closes when it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-03-05T12:00:00Z'));
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill' })]);
    mockBff.setCart({ expiresAt: '2026-03-05T12:05:00Z' });
    mockBff.setScreen({ tenders: { allowed: ['card', 'paypal'], blocked: [], alerts: [] }, fees: { card: { amount: '2.90' }, paypal: { amount: '1.00' } } });
    renderPortal(CHECKOUT, { prepare: (store) => store.dispatch(showStep('payment')) });
    expect(await screen.findByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /^Card/ })).toBeEnabled();

    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(screen.getByText('Your cart has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay with PayPal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /^Card/ })).not.toBeInTheDocument();
  });

  it('TENDER-07: a cart the server reports expired offers no wallet', async () => {
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill' })]);
    mockBff.setCart({ expired: true });
    renderPortal(CHECKOUT, { prepare: (store) => store.dispatch(showStep('payment')) });
    expect(await screen.findByText('Your cart has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Payment method' })).not.toBeInTheDocument();
  });
});
