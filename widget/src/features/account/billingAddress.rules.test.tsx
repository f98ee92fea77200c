// The billing address of a card or bank account added in My settings
// (WAL-10, VAL-75): its fields and defaults, the address sent with the
// frame's token, the rule's checks before the frame tokenizes, with focus on
// the first invalid field, in English and Spanish.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import { US_STATES } from '../../lib/states';
import { accountBff } from '../../test/accountFixtures';
import { mockBff } from '../../test/mockBff';
import { cardFrame, fromFrame, renderPortal } from '../../test/render';
import { server } from '../../test/server';

/** The spy on the frame window's postMessage: what the page asks the frame. */
type PostSpy = MockInstance<Window['postMessage']>;

async function openAdd(options: { language?: 'en' | 'es'; type?: 'card' | 'bank' } = {}) {
  const { language = 'en', type = 'card' } = options;
  window.localStorage.setItem('defaultLocale', language);
  server.use(...accountBff().handlers);
  mockBff.setWallet({ tenders: [] });
  const view = renderPortal('/sunshine/demo/my-dashboard#my-settings');
  const heading = await screen.findByRole('heading', { name: language === 'es' ? 'Métodos de pago' : 'Payment methods' });
  const methods = heading.closest('section') as HTMLElement;
  const add = { card: { en: 'Add card', es: 'Agregar tarjeta' }, bank: { en: 'Add bank account', es: 'Agregar cuenta bancaria' } }[type][language];
  await view.user.click(within(methods).getByRole('button', { name: add }));
  const title = { card: { en: 'Card details', es: 'Datos de la tarjeta' }, bank: { en: 'Bank account details', es: 'Datos de la cuenta bancaria' } }[type][language];
  const frame = await waitFor(() => cardFrame(title));
  const post = vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(() => {});
  const source = frame.contentWindow;
  fromFrame({ action: 'load' }, { source });
  const group = screen.getByRole('group', { name: language === 'es' ? 'Dirección de facturación' : 'Billing address' });
  return { ...view, post, group, methods, source };
}

/** Answers the frame's state request and tokenizes, as the card-input frame does. */
function tokenize(post: PostSpy, source: Window | null, type: 'card' | 'bank' = 'card') {
  const ask = post.mock.calls.map(([m]) => m as { action?: string; id?: number }).find((m) => m.action === 'state');
  fromFrame({ action: 'state', id: ask?.id, complete: true }, { source });
  const tender =
    type === 'bank'
      ? { type: 'bank', token: 'tndr_b', lastDigits: '6789', userName: 'Rosa Resident' }
      : { type: 'card', token: 'tndr_9', lastDigits: '4242', cardBrand: 'Visa', userName: 'Rosa Resident' };
  fromFrame({ action: 'tokenized', tender }, { source });
}

const asked = (post: PostSpy) => post.mock.calls.some(([m]) => (m as { action?: string }).action === 'state');

describe('the billing address of a payment method added in My settings', () => {
  it('WAL-10: address line 1 and 2, city, state, postal code and country (United States by default); the name comes from the frame', async () => {
    const { group } = await openAdd();
    const boxes = within(group).getAllByRole('textbox').map((box) => box.getAttribute('name'));
    expect(boxes).toEqual(['billing-address1', 'billing-address2', 'billing-city', 'billing-postal-code']);
    expect(within(group).getByRole('textbox', { name: 'Address line 1' })).toHaveValue('');
    expect(within(group).getByRole('textbox', { name: 'Address line 2 (optional)' })).toHaveValue('');
    expect(within(group).getByRole('textbox', { name: 'City' })).toHaveValue('');
    expect(within(group).getByRole('textbox', { name: 'ZIP or postal code' })).toHaveValue('');
    // VAL-34: the state list's 59 entries after "Choose a state".
    const state = within(group).getByRole('combobox', { name: 'State' });
    const options = within(state).getAllByRole('option');
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(['', ...US_STATES.map((s) => s.code)]);
    expect(options).toHaveLength(60);
    const country = within(group).getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('US');
    expect(within(country).getByRole('option', { name: 'United States', selected: true })).toBeInTheDocument();
    // No field for the name: it is typed in the frame.
    expect(within(group).queryByRole('textbox', { name: /name/i })).not.toBeInTheDocument();
    // Optional until started.
    expect(within(group).getByRole('textbox', { name: 'Address line 1' })).not.toHaveAttribute('aria-required');
  });

  it('WAL-10: a card without an address is sent without billingAddress', async () => {
    const { user, post, methods, source } = await openAdd();
    await user.click(screen.getByRole('button', { name: 'Save payment method' }));
    tokenize(post, source);
    expect(await within(methods).findByText('Visa Card ending in 4242 is saved.')).toBeInTheDocument();
    const [call] = mockBff.calls('POST', '/wallet/tenders');
    expect(call?.body).toEqual({ token: 'tndr_9', type: 'card', userName: 'Rosa Resident' });
  });

  it('WAL-10: a bank account typed with the keyboard is sent with its billing address, country US, and the frame’s name', async () => {
    const { user, post, group, methods, source } = await openAdd({ type: 'bank' });
    await user.click(within(group).getByRole('textbox', { name: 'Address line 1' }));
    await user.keyboard(' 100 Main St ');
    await user.tab();
    await user.keyboard('Apt 4');
    await user.tab();
    await user.keyboard('Orlando');
    await user.tab();
    expect(within(group).getByRole('combobox', { name: 'State' })).toHaveFocus();
    await user.tab();
    // VAL-62: a ZIP code fills in its state.
    await user.keyboard('32801');
    expect(within(group).getByRole('combobox', { name: 'State' })).toHaveValue('FL');
    await user.click(screen.getByRole('button', { name: 'Save payment method' }));
    tokenize(post, source, 'bank');
    expect(await within(methods).findByText(/ending in 6789 is saved\./)).toBeInTheDocument();
    const [call] = mockBff.calls('POST', '/wallet/tenders');
    expect(call?.body).toEqual({
      token: 'tndr_b',
      type: 'bank',
      userName: 'Rosa Resident',
      billingAddress: { address1: '100 Main St', address2: 'Apt 4', city: 'Orlando', state: 'FL', postalCode: '32801', country: 'US' },
    });
  });

  it('VAL-75: once a field is filled, street, city, state and postal code are required; focus goes to the first missing one and the frame is not asked', async () => {
    const { user, post, group } = await openAdd();
    await user.type(within(group).getByRole('textbox', { name: 'City' }), 'Orlando');
    await user.click(screen.getByRole('button', { name: 'Save payment method' }));
    const street = within(group).getByRole('textbox', { name: 'Address line 1' });
    expect(street).toHaveFocus();
    expect(street).toHaveAccessibleDescription('Enter the street address of the billing address.');
    expect(street).toHaveAttribute('aria-required', 'true');
    expect(within(group).getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('Choose the state of the billing address.');
    expect(within(group).getByRole('textbox', { name: 'ZIP or postal code' })).toHaveAccessibleDescription(
      'Enter the ZIP or postal code of the billing address.',
    );
    expect(within(group).getByRole('textbox', { name: 'City' })).not.toHaveAttribute('aria-invalid');
    expect(asked(post)).toBe(false);
    expect(mockBff.calls('POST', '/wallet/tenders')).toHaveLength(0);
  });

  it('VAL-75 in Spanish: another country takes a typed region, and one with no postal codes needs none', async () => {
    const { user, post, group, methods, source } = await openAdd({ language: 'es' });
    await user.selectOptions(within(group).getByRole('combobox', { name: 'País' }), 'CA');
    await user.type(within(group).getByRole('textbox', { name: 'Dirección, línea 1' }), '1 Rue Sainte-Catherine');
    await user.click(screen.getByRole('button', { name: 'Guardar método de pago' }));
    const city = within(group).getByRole('textbox', { name: 'Ciudad' });
    expect(city).toHaveFocus();
    expect(city).toHaveAccessibleDescription('Escriba la ciudad de la dirección de facturación.');
    expect(within(group).getByRole('textbox', { name: 'Estado, provincia o región' })).toHaveAccessibleDescription(
      'Escriba el estado, la provincia o la región de la dirección de facturación.',
    );
    expect(within(group).getByRole('textbox', { name: 'Código postal' })).toHaveAccessibleDescription(
      'Escriba el código postal de la dirección de facturación.',
    );
    // Hong Kong has no postal codes (TENDER-19).
    await user.selectOptions(within(group).getByRole('combobox', { name: 'País' }), 'HK');
    await user.type(city, 'Hong Kong');
    await user.type(within(group).getByRole('textbox', { name: 'Estado, provincia o región' }), 'Kowloon');
    expect(within(group).getByRole('textbox', { name: 'Código postal (opcional)' })).not.toHaveAttribute('aria-required');
    await user.click(screen.getByRole('button', { name: 'Guardar método de pago' }));
    tokenize(post, source);
    expect(await within(methods).findByText(/termina en 4242 quedó guardada\./)).toBeInTheDocument();
    const [call] = mockBff.calls('POST', '/wallet/tenders');
    expect((call?.body as { billingAddress?: unknown }).billingAddress).toEqual({
      address1: '1 Rue Sainte-Catherine',
      city: 'Hong Kong',
      state: 'Kowloon',
      postalCode: '',
      country: 'HK',
    });
  });
});
