// The wallet at the payment step (spec 001 §4 "Wallet", spec 000 §6): saved
// tenders as choices, paying with one without a frame, saving a new card or
// account, the locked e-mail, and what a guest never sees.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartItem, wallet } from '../../test/checkoutFixtures';
import { mockBff, savedTender } from '../../test/mockBff';
import { cardFrame, currentPath, fromFrame, renderPortal } from '../../test/render';
import { resident } from '../../test/accountFixtures';
import { server } from '../../test/server';
import { confirmItem, showStep } from '../../state/checkoutSlice';

const CHECKOUT = '/sunshine/demo/checkout';
const VISA = savedTender({ tenderId: 'wt_visa', isLastUsed: true });
const WORK = savedTender({ tenderId: 'wt_work', name: 'Work card', nickname: 'Work card', cardBrand: 'MasterCard', lastDigits: '4444', expiry: '11/30' });
const OLD = savedTender({ tenderId: 'wt_old', lastDigits: '0005', cardBrand: 'American Express', name: 'American Express Card', expiry: '01/20', isExpired: true });
const BANK = savedTender({ tenderId: 'wt_bank', type: 'bank', name: 'Checking Account', cardBrand: undefined, expiry: undefined, lastDigits: '6789', bankAccountType: 'checking' });

function signIn() {
  server.use(http.get('/bff/v1/:client/:site/session', () => HttpResponse.json({ user: resident })));
}

async function openPayment(options: { signedIn?: boolean; tenders?: ReturnType<typeof savedTender>[]; language?: 'en' | 'es' } = {}) {
  const { signedIn = true, tenders = [VISA, WORK, OLD, BANK], language = 'en' } = options;
  window.localStorage.setItem('defaultLocale', language);
  if (signedIn) {
    signIn();
    mockBff.setWallet({ signedIn: true, tenders });
  }
  mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill', amount: '76.25', department: 'Utilities' })]);
  const view = renderPortal(CHECKOUT, { prepare: (store) => store.dispatch(showStep('payment')) });
  await screen.findByRole('group', { name: language === 'es' ? 'Método de pago' : 'Payment method' });
  return view;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('saved tenders at the payment step', () => {
  it('WAL-07, WAL-08, WAL-09: saved tenders come first, named, with their last digits and MM/YY expiry, then new card and bank account', async () => {
    await openPayment();
    const visa = await screen.findByRole('radio', { name: /^Visa Card ending in 4242/ });
    const radios = within(screen.getByRole('group', { name: 'Payment method' })).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringMatching(/^Visa Card ending in 4242Expires 04\/29/),
      expect.stringMatching(/^Work card ending in 4444Expires 11\/30/),
      expect.stringMatching(/^American Express Card ending in 0005Expires 01\/20Expired/),
      expect.stringMatching(/^Checking Account ending in 6789/),
      expect.stringMatching(/^New card/),
      expect.stringMatching(/^New bank account/),
    ]);
    // The last used one is chosen, and pays without a frame.
    expect(visa).toBeChecked();
    expect(screen.queryByTitle('Card details')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to review' })).toBeEnabled();
  });

  it('WAL-11: an expired card is shown expired and cannot be chosen', async () => {
    await openPayment();
    const expired = await screen.findByRole('radio', { name: /^American Express Card ending in 0005/ });
    expect(expired).toBeDisabled();
    expect(expired.closest('label')).toHaveTextContent('Expired');
  });

  it('an expired last used card is not chosen: the first new method is', async () => {
    await openPayment({ tenders: [{ ...OLD, isLastUsed: true }, WORK] });
    expect(await screen.findByRole('radio', { name: /^New card/ })).toBeChecked();
    expect(cardFrame()).toBeInTheDocument();
  });

  it('pays with a saved tender: no card number typed, the check-out names the tender by its id only', async () => {
    const { user } = await openPayment();
    await user.click(await screen.findByRole('radio', { name: /^Work card ending in 4444/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await waitFor(() => expect(currentPath()).toBe('/sunshine/demo/confirmation'));
    expect(await screen.findByText('MasterCard ending in 4444')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Submit payment' }));
    await waitFor(() => expect(currentPath()).toMatch(/\/receipt\//));
    const [call] = mockBff.calls('POST', '/checkout');
    const body = call?.body as { tender: Record<string, unknown>; saveTender?: unknown; extraFields: { email: string } };
    expect(body.tender).toEqual({ tenderId: 'wt_work', type: 'card', userName: 'Rosa Resident' });
    expect(body.saveTender).toBeUndefined();
    expect(body.extraFields.email).toBe(resident.email);
  });

  it('ROLE-07: a new card with "Save this payment method" ticked is saved with its nickname, and the receipt says so', async () => {
    const { user } = await openPayment({ tenders: [] });
    const post = vi.spyOn(cardFrame().contentWindow as Window, 'postMessage').mockImplementation(() => {});
    fromFrame({ action: 'load' });
    await user.click(await screen.findByRole('checkbox', { name: 'Save this payment method' }));
    await user.type(screen.getByRole('textbox', { name: 'Nickname (optional)' }), 'Home Visa');
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    const ask = post.mock.calls.map(([m]) => m as { action?: string; id?: number }).find((m) => m.action === 'state');
    fromFrame({ action: 'state', id: ask?.id, complete: true });
    fromFrame({ action: 'tokenized', tender: { type: 'card', token: 'tndr_1', lastDigits: '4242', cardBrand: 'Visa', userName: 'Rosa Resident' } });
    await waitFor(() => expect(currentPath()).toBe('/sunshine/demo/confirmation'));
    await user.click(await screen.findByRole('button', { name: 'Submit payment' }));
    expect(await screen.findByText('Home Visa ending in 4242 is saved for your next payments.')).toBeInTheDocument();
    const [call] = mockBff.calls('POST', '/checkout');
    expect((call?.body as { saveTender?: unknown }).saveTender).toEqual({ nickname: 'Home Visa' });
  });

  it('ROLE-07: when saving fails the receipt shows why, and the payment stands', async () => {
    const { user } = await openPayment({ tenders: [] });
    mockBff.setWallet({ saveError: 'We could not save this payment method. Your payment was made.' });
    const post = vi.spyOn(cardFrame().contentWindow as Window, 'postMessage').mockImplementation(() => {});
    fromFrame({ action: 'load' });
    await user.click(await screen.findByRole('checkbox', { name: 'Save this payment method' }));
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    const ask = post.mock.calls.map(([m]) => m as { action?: string; id?: number }).find((m) => m.action === 'state');
    fromFrame({ action: 'state', id: ask?.id, complete: true });
    fromFrame({ action: 'tokenized', tender: { type: 'card', token: 'tndr_1', lastDigits: '4242', cardBrand: 'Visa', userName: 'Rosa Resident' } });
    await user.click(await screen.findByRole('button', { name: 'Submit payment' }));
    expect(await screen.findByText('Thank you. Your payment was received.')).toBeInTheDocument();
    expect(await screen.findByText('We could not save this payment method. Your payment was made.')).toBeInTheDocument();
  });

  it('a nickname longer than 30 characters stops the step with the error on the field', async () => {
    const { user } = await openPayment({ tenders: [] });
    fromFrame({ action: 'load' });
    await user.click(await screen.findByRole('checkbox', { name: 'Save this payment method' }));
    await user.type(screen.getByRole('textbox', { name: 'Nickname (optional)' }), 'x'.repeat(31));
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    expect(screen.getByRole('textbox', { name: 'Nickname (optional)' })).toHaveAccessibleDescription(
      expect.stringContaining('The nickname can have at most 30 characters.'),
    );
    expect(currentPath()).toBe(CHECKOUT);
  });

  it('ROLE-09, ROLE-21: a guest sees no saved tenders and no save checkbox', async () => {
    await openPayment({ signedIn: false });
    expect(await screen.findByRole('radio', { name: /^Card/ })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Save this payment method' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('readonly');
  });

  it('WAL-19, ROLE-10: a signed-in resident’s e-mail is the account’s, read-only, with a note why', async () => {
    await openPayment();
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue(resident.email);
    expect(email).toHaveAttribute('readonly');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(expect.stringContaining('This is the e-mail of your account; you can change it in My settings.')),
    );
  });

  it('WAL-15: the saved tenders can be chosen while the cart lives, and are gone once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-03-05T12:00:00Z'));
    mockBff.setCart({ expiresAt: '2026-03-05T12:05:00Z' });
    await openPayment({ tenders: [VISA] });
    expect(await screen.findByRole('radio', { name: /^Visa Card ending in 4242/ })).toBeEnabled();
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(screen.getByText('Your cart has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /^Visa Card/ })).not.toBeInTheDocument();
  });

  it('WAL-16: while an item waits for its confirmation the saved tenders are not shown, the message is', async () => {
    signIn();
    mockBff.setWallet({ signedIn: true, tenders: [VISA] });
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Business license renewal', requiresConfirmation: true })]);
    const { store } = renderPortal(CHECKOUT, { prepare: (s) => s.dispatch(showStep('payment')) });
    expect(
      await screen.findByText('Payment is not available yet: tick the confirmation checkbox of each item in your cart that requires it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /^Visa Card/ })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(confirmItem({ itemId: 'item-1', confirmed: true }));
    });
    expect(await screen.findByRole('radio', { name: /^Visa Card ending in 4242/ })).toBeChecked();
  });

  it('WAL-10: the payer enters e-mail and phone at the payment step; the payment goes with contactPreference email', async () => {
    const { user } = await openPayment({ signedIn: false });
    const contact = screen.getByRole('region', { name: 'Contact information' });
    expect(within(contact).getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['email', 'phone']);
    await user.type(within(contact).getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.type(within(contact).getByRole('textbox', { name: 'Phone (optional)' }), '555 010 2400');
    const post = vi.spyOn(cardFrame().contentWindow as Window, 'postMessage').mockImplementation(() => {});
    fromFrame({ action: 'load' });
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    const ask = post.mock.calls.map(([m]) => m as { action?: string; id?: number }).find((m) => m.action === 'state');
    fromFrame({ action: 'state', id: ask?.id, complete: true });
    fromFrame({ action: 'tokenized', tender: { type: 'card', token: 'tndr_1', lastDigits: '4242', cardBrand: 'Visa', userName: 'Ana Diaz' } });
    await waitFor(() => expect(currentPath()).toBe('/sunshine/demo/confirmation'));
    await user.click(await screen.findByRole('button', { name: 'Submit payment' }));
    await waitFor(() => expect(currentPath()).toMatch(/\/receipt\//));
    const [call] = mockBff.calls('POST', '/checkout');
    expect((call?.body as { extraFields?: unknown }).extraFields).toEqual({ email: 'ana@example.com', phone: '555 010 2400', contactPreference: 'email' });
  });

  it('speaks Spanish', async () => {
    await openPayment({ language: 'es' });
    expect(await screen.findByRole('radio', { name: /^Tarjeta Visa que termina en 4242/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Tarjeta nueva/ })).toBeInTheDocument();
    await screen.findByRole('radio', { name: /^Cuenta bancaria nueva/ });
    expect(screen.getByRole('radio', { name: /^Tarjeta American Express que termina en 0005/ }).closest('label')).toHaveTextContent('Vencida');
  });
});

describe('the check-out frame’s token (WAL-17, WAL-18)', () => {
  it('WAL-17: within 10 minutes of expiry the open frame gets a renewed token, without reloading', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-03-05T12:00:00Z'));
    mockBff.setCart({ expiresAt: '2026-03-05T13:00:00Z' });
    mockBff.setScreen({ wallet: { ...wallet('tok-first'), expiresAt: '2026-03-05T12:14:00Z' } });
    await openPayment({ signedIn: false });
    const frame = cardFrame();
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(() => {});
    fromFrame({ action: 'load' });
    act(() => vi.advanceTimersByTime(5 * 60_000));
    await waitFor(() => expect(mockBff.calls('POST', '/checkout/wallet-frames')).toHaveLength(1));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        expect.objectContaining({ source: 'payhub-parent', action: 'setToken', token: expect.stringMatching(/^tok-/) }),
        'http://127.0.0.1:8091',
      ),
    );
    expect(cardFrame()).toBe(frame);
    expect(frame).toHaveAttribute('src', wallet('tok-first').cardInputUrl);
  });
});
