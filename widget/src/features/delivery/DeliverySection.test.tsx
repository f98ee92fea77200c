import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { checkDelivery } from '../../state/checkoutSlice';
import type { DeliveryChoice, DeliveryView } from '../../lib/deliveryTypes';
import { cartItem, checkoutScreen } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

const BASE = '/bff/v1/:client/:site';

function deliveryView(overrides: Partial<DeliveryView> = {}): DeliveryView {
  return {
    required: true,
    options: ['shipping', 'pick_up'],
    default: 'none',
    reminders: true,
    addressChange: false,
    states: ['AE', 'FL', 'GA'],
    country: 'US',
    offices: [
      {
        locationId: 'downtown',
        description: 'Tax Collector - Downtown Office',
        location: '200 Government Center Blvd',
        mapLocation: 'https://www.openstreetmap.org/?mlat=28.5&mlon=-81.3',
        officeHours: 'Monday to Friday, 8:00 a.m. to 5:00 p.m.',
        information: 'Bring a photo ID.',
        availability: [
          { date: '2026-05-04', open: true },
          { date: '2026-05-09', open: false },
        ],
      },
    ],
    renewals: [
      {
        itemId: 'item-1',
        displayName: 'Vehicle registration renewal',
        path: 'vehicle_renewal/ABC1234',
        choices: [
          { path: 'vehicle_renewal/ABC1234', displayName: '12 months', amount: '45.60' },
          { path: 'vehicle_renewal/ABC1234/24', displayName: '24 months', amount: '91.20' },
        ],
      },
    ],
    donation: {
      charities: [{ id: 'parks', name: 'County Parks', path: 'donations/parks' }],
      amounts: ['1.00', '5.00', '10.00'],
      minimumAmount: '1.00',
    },
    ...overrides,
  };
}

interface Setup {
  view?: Partial<DeliveryView>;
  walletFails?: boolean;
  saveStatus?: number;
  language?: 'en' | 'es';
  /** Continue was pressed before the section showed (its code still loading). */
  pressed?: boolean;
}

/** A cart with plate ABC1234's renewal, its delivery section, and a BFF that keeps a saved choice. */
async function openCart({ view = {}, walletFails = false, saveStatus = 200, language = 'en', pressed = false }: Setup = {}) {
  mockBff.setItems([cartItem({ id: 'item-1', path: 'vehicle_renewal/ABC1234', displayName: 'Vehicle registration renewal', amount: '45.60' })]);
  mockBff.setCart({ needsDelivery: true });
  mockBff.setScreen(walletFails ? { wallet: 'error' } : {});
  let saved: DeliveryChoice | undefined;
  const puts: DeliveryChoice[] = [];
  server.use(
    http.get(`${BASE}/screens/checkout`, () => {
      const screen = checkoutScreen(mockBff.cart(), walletFails ? { wallet: 'error' } : {});
      screen.sections.delivery = { status: 'ok', data: deliveryView({ ...view, ...(saved ? { saved } : {}) }) };
      return HttpResponse.json(screen);
    }),
    http.put(`${BASE}/cart/delivery`, async ({ request }) => {
      const body = (await request.json()) as DeliveryChoice;
      puts.push(body);
      if (saveStatus !== 200) {
        return HttpResponse.json({ error: { code: 'unavailable', message: 'down' } }, { status: saveStatus });
      }
      saved = body;
      return HttpResponse.json(body);
    }),
  );
  if (language === 'es') {
    window.localStorage.setItem('defaultLocale', 'es');
  }
  const view_ = renderPortal('/sunshine/demo/checkout', {
    strict: true,
    prepare: pressed ? (store) => void store.dispatch(checkDelivery()) : undefined,
  });
  if (view.required !== false) {
    await view_.findByRole('heading', { level: 2, name: language === 'es' ? 'Entrega' : 'Delivery' });
  }
  return { ...view_, puts };
}

describe('delivery of a vehicle renewal', () => {
  it('DLV-01 DLV-14: offers mail and pick-up with neither chosen, and the mailing time', async () => {
    await openCart();
    const method = screen.getByRole('radiogroup', { name: 'How would you like to receive your registration?' });
    expect(within(method).getByRole('radio', { name: 'By mail' })).not.toBeChecked();
    expect(within(method).getByRole('radio', { name: 'Pick up at an office' })).not.toBeChecked();
    expect(screen.getByText('Mailed registrations arrive in 7-10 business days.')).toBeInTheDocument();
  });

  it('CHK-20 DLV-22: continuing without a choice stays on the cart and focuses the method', async () => {
    const { user, puts } = await openCart();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const method = screen.getByRole('radiogroup', { name: 'How would you like to receive your registration?' });
    await waitFor(() => expect(method).toHaveFocus());
    expect(method).toHaveAttribute('aria-invalid', 'true');
    expect(within(method).getByText('Please choose mail or pick-up.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('DLV-22: a complete mailing address is refused until it is confirmed, then saved and the payer moves on', async () => {
    const { user, puts } = await openCart();
    await user.click(screen.getByRole('radio', { name: 'By mail' }));
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ana Diaz');
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '12 Palm Way');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Sunshine');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'FL');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '32801');
    const confirm = screen.getByRole('checkbox', { name: 'I confirm that this mailing address is correct.' });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(screen.getByText('Please confirm the mailing address.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.click(confirm);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ method: 'shipping', confirmed: true });
  });

  it('CHK-20: a press of Continue made while the section was loading is answered once it shows, not dropped', async () => {
    const { store, puts } = await openCart({ pressed: true });
    const method = screen.getByRole('radiogroup', { name: 'How would you like to receive your registration?' });
    await waitFor(() => expect(method).toHaveFocus());
    expect(within(method).getByText('Please choose mail or pick-up.')).toBeInTheDocument();
    expect(store.getState().checkout.deliveryCheck).toBe(false);
    expect(puts).toEqual([]);
  });

  it('CHK-20: with nothing to deliver, a press made while the section was loading moves on to Payment', async () => {
    await openCart({ view: { required: false, renewals: [], donation: undefined }, pressed: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
  });

  it('DLV-25 DLV-28 DLV-04: mail needs the address and the confirmation, then saves it in the US and moves on', async () => {
    const { user, puts } = await openCart();
    await user.click(screen.getByRole('radio', { name: 'By mail' }));
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('United States');
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ana Diaz');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveFocus());
    expect(screen.getByText('Please enter the city.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm the mailing address.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '12 Palm Way');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Sunshine');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'FL');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '32801');
    await user.click(screen.getByRole('checkbox', { name: 'I confirm that this mailing address is correct.' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('heading', { level: 1, name: 'Payment' });
    expect(puts).toEqual([
      {
        method: 'shipping',
        confirmed: true,
        receiveReminders: false,
        address: { name: 'Ana Diaz', address1: '12 Palm Way', address2: '', city: 'Sunshine', state: 'FL', postalCode: '32801', country: 'US' },
      },
    ]);
  });

  it('DLV-17: choosing pick-up clears the typed address', async () => {
    const { user } = await openCart();
    await user.click(screen.getByRole('radio', { name: 'By mail' }));
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ana Diaz');
    await user.click(screen.getByRole('radio', { name: /Pick up at an office/ }));
    expect(screen.queryByRole('textbox', { name: 'Full name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'By mail' }));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  });

  it('DLV-27 DLV-05: pick-up lists the offices with hours and days, and needs an office and a name', async () => {
    const { user, puts } = await openCart();
    await user.click(screen.getByRole('radio', { name: /Pick up at an office/ }));
    const offices = screen.getByRole('radiogroup', { name: 'Pick-up office' });
    const office = within(offices).getByRole('radio', { name: /Tax Collector - Downtown Office/ });
    expect(office).toHaveAccessibleDescription(/Monday to Friday/);
    expect(within(offices).getByText(/May 4: open/)).toBeInTheDocument();
    expect(within(offices).getByText(/May 9: closed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(offices).toHaveFocus());
    expect(screen.getByText('Please enter the name of the person picking up.')).toBeInTheDocument();

    await user.click(office);
    await user.type(screen.getByRole('textbox', { name: 'Name of the person picking up' }), 'Luis Diaz');
    await user.click(screen.getByRole('checkbox', { name: 'Send me a reminder when my next renewal is due.' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('heading', { level: 1, name: 'Payment' });
    expect(puts).toEqual([
      { method: 'pick_up', pickup: { locationId: 'downtown', personName: 'Luis Diaz' }, receiveReminders: true },
    ]);
  });

  it('DLV-23: the reminder opt-in is hidden after a token failure and when not offered', async () => {
    await openCart({ walletFails: true });
    expect(screen.queryByRole('checkbox', { name: /reminder/ })).not.toBeInTheDocument();
  });

  it('DLV-12 DLV-20 DLV-24: a military payer is mailed by default and refused a Florida address', async () => {
    const { user } = await openCart({ view: { options: ['shipping'], default: 'shipping', addressChange: true } });
    expect(screen.getByRole('radio', { name: 'By mail' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Pick up/ })).not.toBeInTheDocument();
    expect(screen.getByText(/permanent mailing address outside Florida/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'FL');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Please enter a permanent mailing address outside Florida.')).toBeInTheDocument();
  });

  it('ERR-12: a failed save keeps the payer on the cart with checkout.change_delivery_option.error', async () => {
    const { user, puts } = await openCart({ saveStatus: 503 });
    await user.click(screen.getByRole('radio', { name: /Pick up at an office/ }));
    await user.click(screen.getByRole('radio', { name: /Tax Collector - Downtown Office/ }));
    await user.type(screen.getByRole('textbox', { name: 'Name of the person picking up' }), 'Luis Diaz');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(/We could not save your delivery choice/)).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
  });

  it('ERR-15: a timed-out office lookup says so when pick-up is chosen', async () => {
    const { user } = await openCart({
      view: {
        offices: [],
        officesError: { code: 'timeout', message: 'timed out', displayMessage: 'Looking up the offices timed out.' },
      },
    });
    await user.click(screen.getByRole('radio', { name: /Pick up at an office/ }));
    expect(screen.getByText('Looking up the offices timed out.')).toBeInTheDocument();
  });

  it('DLV-19 ERR-11: a failed switch to 24 months keeps 12 months with checkout.change_payable.error', async () => {
    const { user } = await openCart();
    server.use(
      http.put(`${BASE}/cart/items/:id/payable`, () =>
        HttpResponse.json({ error: { code: 'unavailable', message: 'down' } }, { status: 503 }),
      ),
    );
    await user.click(screen.getByRole('radio', { name: /24 months/ }));
    expect(await screen.findByText('We could not update your cart with the latest changes. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /12 months/ })).toBeChecked();
  });

  it('DLV-02 DLV-07: a donation is a charity and an amount, added to the cart; other amounts start at the minimum', async () => {
    const { user } = await openCart();
    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Other amount (at least $1.00)' }), '0.50');
    await user.click(screen.getByRole('button', { name: 'Add donation' }));
    expect(await screen.findByText('Please enter at least $1.00')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '$5.00' }));
    const adds = () => mockBff.calls('POST', '/cart/items');
    await user.click(screen.getByRole('button', { name: 'Add donation' }));
    await waitFor(() => expect(adds()).toHaveLength(1));
    expect(adds()[0]?.body).toEqual({ items: [{ path: 'donations/parks', amount: '5.00' }] });
  });

  it('in Spanish: the section, the options and the errors are Spanish', async () => {
    const { user } = await openCart({ language: 'es' });
    expect(screen.getByRole('radio', { name: 'Por correo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    expect(await screen.findByText('Elija correo o recogida.')).toBeInTheDocument();
  });
});
