import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DeliveryView } from '../../lib/deliveryTypes';
import { translate } from '../../lib/i18n';
import { US_STATES } from '../../lib/states';
import { cartItem, checkoutScreen } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';
import { emptyAddress, validateDelivery, type DeliveryForm } from './form';

const ALL_CODES = US_STATES.map((s) => s.code);

function form(overrides: Partial<DeliveryForm> = {}): DeliveryForm {
  return {
    method: 'shipping',
    address: { ...emptyAddress(), name: 'Ana Diaz', address1: '12 Palm Way', city: 'Sunshine', state: 'FL', postalCode: '32801' },
    confirmed: true,
    locationId: '',
    personName: '',
    receiveReminders: false,
    ...overrides,
  };
}

const rules = { military: false, states: ALL_CODES };

describe('address and pick-up rules (validateDelivery)', () => {
  it('VAL-60: an address requires street, city, state and postal code; the country is always the US', () => {
    expect(validateDelivery(form(), rules)).toEqual({});
    const blank = validateDelivery(form({ address: { ...emptyAddress(), name: 'Ana Diaz' } }), rules);
    expect(Object.keys(blank).sort()).toEqual(['address1', 'city', 'postalCode', 'state']);
    expect(emptyAddress().country).toBe('US');
  });

  it('VAL-61: the postal code is checked in the US format, five digits or ZIP+4', () => {
    const zip = (postalCode: string) => validateDelivery(form({ address: { ...form().address, postalCode } }), rules).postalCode;
    expect(zip('32801')).toBeUndefined();
    expect(zip('32801-1234')).toBeUndefined();
    for (const bad of ['3280', '328011', 'K1A 0B1', '32801-12', 'ABCDE']) {
      expect(zip(bad), bad).toEqual({ key: 'delivery.error.postalCode' });
    }
  });

  it('VAL-79: pick-up requires a location and the person\'s name', () => {
    const pickUp = (locationId: string, personName: string) =>
      validateDelivery(form({ method: 'pick_up', locationId, personName }), rules);
    expect(pickUp('downtown', 'Ana Diaz')).toEqual({});
    expect(pickUp('', 'Ana Diaz')).toEqual({ locationId: { key: 'delivery.error.office' } });
    expect(pickUp('downtown', '  ')).toEqual({ personName: { key: 'delivery.error.person' } });
  });

  it('VAL-51: a name that is only digits or holds an account number is refused, in en and es', () => {
    const name = (value: string) => validateDelivery(form({ address: { ...form().address, name: value } }), rules).name;
    expect(name('12345')).toEqual({ key: 'field.onlyDigits' });
    expect(name('Ana 000123456789')).toEqual({ key: 'field.accountNumber' });
    expect(name('Ana Diaz 3rd')).toBeUndefined();
    const person = validateDelivery(form({ method: 'pick_up', locationId: 'downtown', personName: '4242 4242 4242 4242' }), rules);
    expect(person.personName).toEqual({ key: 'field.onlyDigits' });
    expect(translate('en', 'field.onlyDigits')).toBe('Please enter words, not only numbers.');
    expect(translate('es', 'field.accountNumber')).toBe('No escriba números de cuenta ni de tarjeta en este campo.');
  });
});

function deliveryView(states: string[]): DeliveryView {
  return {
    required: true,
    options: ['shipping', 'pick_up'],
    default: 'shipping',
    reminders: false,
    addressChange: false,
    states,
    country: 'US',
    offices: [],
    renewals: [],
  };
}

async function openMailForm(states: string[], language: 'en' | 'es' = 'en') {
  mockBff.setItems([cartItem({ id: 'item-1', path: 'vehicle_renewal/ABC1234', displayName: 'Vehicle registration renewal', amount: '45.60' })]);
  mockBff.setCart({ needsDelivery: true });
  server.use(
    http.get('/bff/v1/:client/:site/screens/checkout', () => {
      const scr = checkoutScreen(mockBff.cart());
      scr.sections.delivery = { status: 'ok', data: deliveryView(states) };
      return HttpResponse.json(scr);
    }),
  );
  if (language === 'es') {
    window.localStorage.setItem('defaultLocale', 'es');
  }
  const view = renderPortal('/sunshine/demo/checkout');
  const select = await screen.findByRole('combobox', { name: language === 'es' ? 'Estado' : 'State' });
  return { ...view, select };
}

describe('the state list of the mailing address', () => {
  it('VAL-34: the list has the 50 states, DC and AA, AE, AP, AS, GU, MP, PR, VI: 59 entries, each a name and a two-letter code', async () => {
    expect(US_STATES).toHaveLength(59);
    expect(new Set(ALL_CODES).size).toBe(59);
    for (const s of US_STATES) {
      expect(s.code).toMatch(/^[A-Z]{2}$/);
      expect(s.name.en.length).toBeGreaterThan(2);
      expect(s.name.es.length).toBeGreaterThan(2);
    }
    for (const code of ['DC', 'AA', 'AE', 'AP', 'AS', 'GU', 'MP', 'PR', 'VI']) {
      expect(ALL_CODES).toContain(code);
    }
    const { select } = await openMailForm(ALL_CODES);
    const options = within(select).getAllByRole('option').slice(1);
    expect(options).toHaveLength(59);
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(ALL_CODES);
    expect(within(select).getByRole('option', { name: 'Florida' })).toHaveValue('FL');
    expect(within(select).getByRole('option', { name: 'District of Columbia' })).toHaveValue('DC');
  });

  it('VAL-34: the state names are Spanish on a Spanish page', async () => {
    const { select } = await openMailForm(['NY', 'PR', 'VI'], 'es');
    expect(within(select).getByRole('option', { name: 'Nueva York' })).toHaveValue('NY');
    expect(within(select).getByRole('option', { name: 'Islas Vírgenes de los Estados Unidos' })).toHaveValue('VI');
  });
});

describe('ZIP code to state', () => {
  it('VAL-62: a 5-digit US ZIP code fills in the state', async () => {
    const { user, select } = await openMailForm(ALL_CODES);
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    await user.type(zip, '3280');
    expect(select).toHaveValue('');
    await user.type(zip, '1');
    expect(select).toHaveValue('FL');
    await user.clear(zip);
    await user.type(zip, '10001');
    expect(select).toHaveValue('NY');
  });

  it('VAL-62: a ZIP code of a state the list does not offer leaves the chosen state', async () => {
    const { user, select } = await openMailForm(['FL', 'GA']);
    await user.selectOptions(select, 'GA');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '10001');
    expect(select).toHaveValue('GA');
  });
});
