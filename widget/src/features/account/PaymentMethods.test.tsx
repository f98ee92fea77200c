// "Payment methods" in My settings: the list, rename, make default, remove
// with its confirmation, adding a card or PayPal, the claim offer, and the
// loading and error states, in English and Spanish.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser';
import { accountBff } from '../../test/accountFixtures';
import { mockBff, savedTender } from '../../test/mockBff';
import { cardFrame, fromFrame, renderPortal } from '../../test/render';
import { server } from '../../test/server';

const VISA = savedTender({ tenderId: 'wt_visa', isLastUsed: true, isExpiring: true });
const OLD = savedTender({ tenderId: 'wt_old', cardBrand: 'Discover Card', name: 'Discover Card Card', lastDigits: '1117', expiry: '01/20', isExpired: true });
const BANK = savedTender({ tenderId: 'wt_bank', type: 'bank', name: 'Checking Account', cardBrand: undefined, expiry: undefined, lastDigits: '6789', bankAccountType: 'checking' });

function open(options: { tenders?: ReturnType<typeof savedTender>[]; language?: 'en' | 'es'; path?: string } = {}) {
  window.localStorage.setItem('defaultLocale', options.language ?? 'en');
  server.use(...accountBff().handlers);
  mockBff.setWallet({ tenders: options.tenders ?? [VISA, OLD, BANK] });
  return renderPortal(options.path ?? '/sunshine/demo/my-dashboard#my-settings');
}

const section = async (name = 'Payment methods') => {
  const heading = await screen.findByRole('heading', { name });
  return heading.closest('section') as HTMLElement;
};

const row = (name: RegExp) => {
  const list = screen.getByRole('list', { name: 'Saved payment methods' });
  const item = within(list).getAllByRole('listitem').find((li) => name.test(li.textContent ?? ''));
  if (!item) throw new Error(`no row ${name}`);
  return item;
};

// The dashboard and its Payment methods are lazy chunks: compile them before
// the first test, so that their first compile on a loaded machine is not
// counted against the wait for what the page shows.
beforeAll(async () => {
  await Promise.all([import('./DashboardPage'), import('./PaymentMethods')]);
}, 60_000);

describe('Payment methods in My settings', () => {
  it('lists each saved method with its name, last digits, expiry and badges', async () => {
    open();
    const methods = await section();
    await within(methods).findByRole('list', { name: 'Saved payment methods' });
    expect(row(/^Visa Card ending in 4242/)).toHaveTextContent('Visa Card ending in 4242Expires 04/29DefaultExpires soon');
    expect(row(/^Discover Card Card ending in 1117/)).toHaveTextContent('Expires 01/20Expired');
    expect(row(/^Checking Account ending in 6789/)).not.toHaveTextContent('Default');
    expect(within(row(/^Visa/)).queryByRole('button', { name: 'Make default' })).not.toBeInTheDocument();
    expect(within(row(/^Checking/)).getByRole('button', { name: 'Make default' })).toHaveAccessibleDescription('Checking Account ending in 6789');
  });

  it('is "Métodos de pago" in Spanish', async () => {
    open({ language: 'es' });
    const methods = await section('Métodos de pago');
    expect(await within(methods).findByText('Tarjeta Visa que termina en 4242')).toBeInTheDocument();
    expect(within(methods).getAllByRole('button', { name: 'Eliminar' })).toHaveLength(3);
  });

  it('says when there is none', async () => {
    open({ tenders: [] });
    const methods = await section();
    expect(
      await within(methods).findByText('You have no saved payment methods. Add one here, or tick "Save this payment method" when you pay.'),
    ).toBeInTheDocument();
  });

  it('shows a load failure with Try again, which loads the list once the wallet answers', async () => {
    let down = true;
    server.use(
      http.get('/bff/v1/:client/:site/wallet', () =>
        down ? HttpResponse.json({ error: { code: 'unavailable', message: 'down' } }, { status: 503 }) : undefined,
      ),
    );
    const { user } = open();
    const methods = await section();
    expect(await within(methods).findByText('Your payment methods could not be loaded.')).toBeInTheDocument();
    down = false;
    await user.click(within(methods).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(row(/^Visa/)).toBeInTheDocument());
    expect(within(methods).queryByText('Your payment methods could not be loaded.')).not.toBeInTheDocument();
  });

  it('renames a method inline, at most 30 characters, and gives focus back to Rename', async () => {
    const { user } = open();
    await section();
    await user.click(await within(await waitFor(() => row(/^Visa/))).findByRole('button', { name: 'Rename' }));
    const field = screen.getByRole('textbox', { name: 'Nickname' });
    expect(field).toHaveFocus();
    await user.type(field, 'x'.repeat(31));
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('The nickname can have at most 30 characters.'));
    expect(mockBff.calls('PATCH')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'Groceries');
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    await waitFor(() => expect(row(/^Groceries ending in 4242/)).toBeInTheDocument());
    expect(mockBff.calls('PATCH', '/wallet/tenders/wt_visa')[0]?.body).toEqual({ nickname: 'Groceries' });
    expect(within(row(/^Groceries/)).getByRole('button', { name: 'Rename' })).toHaveFocus();
  });

  it('makes another method the default', async () => {
    const { user } = open();
    await section();
    await user.click(await within(await waitFor(() => row(/^Checking/))).findByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(row(/^Checking/)).toHaveTextContent('Default'));
    expect(row(/^Visa/)).not.toHaveTextContent('Default');
    expect(mockBff.calls('POST', '/wallet/tenders/wt_bank/default')).toHaveLength(1);
  });

  it('removes a method only after the confirmation; Escape keeps it and focus returns to Remove', async () => {
    const { user } = open();
    const methods = await section();
    const remove = await within(await waitFor(() => row(/^Checking/))).findByRole('button', { name: 'Remove' });
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Remove this payment method?' });
    expect(dialog).toHaveAccessibleDescription('Checking Account ending in 6789 will no longer be offered when you pay.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(mockBff.calls('DELETE')).toHaveLength(0);

    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(methods).queryByText(/Checking Account ending in 6789/)).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(methods).getByRole('heading', { name: 'Payment methods' })).toHaveFocus();
  });

  it('ERR-95: a failed removal shows the message naming the last digits, and the method stays', async () => {
    const { user } = open();
    mockBff.setWallet({ removeFails: true });
    await section();
    await user.click(await within(await waitFor(() => row(/^Visa/))).findByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not remove the payment method ending in 4242. Please try again.');
    expect(row(/^Visa/)).toBeInTheDocument();
  });

  it('adds a card through the card-input frame bound to the resident, with an Idempotency-Key', async () => {
    const { user } = open({ tenders: [] });
    const methods = await section();
    await user.click(within(methods).getByRole('button', { name: 'Add card' }));
    expect(await screen.findByRole('heading', { name: 'Add a card' })).toHaveFocus();
    const frame = await waitFor(() => cardFrame());
    expect(frame.getAttribute('src')).toContain('token=tok-resident');
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(() => {});
    fromFrame({ action: 'load' });
    await user.type(screen.getByRole('textbox', { name: 'Nickname (optional)' }), 'Travel');
    await user.click(screen.getByRole('button', { name: 'Save payment method' }));
    const ask = post.mock.calls.map(([m]) => m as { action?: string; id?: number }).find((m) => m.action === 'state');
    fromFrame({ action: 'state', id: ask?.id, complete: true });
    fromFrame({ action: 'tokenized', tender: { type: 'card', token: 'tndr_9', lastDigits: '4242', cardBrand: 'Visa', userName: 'Rosa Resident' } });
    expect(await within(methods).findByText('Travel ending in 4242 is saved.')).toBeInTheDocument();
    const [call] = mockBff.calls('POST', '/wallet/tenders');
    expect(call?.idempotencyKey).toBeTruthy();
    expect(call?.body).toEqual({ token: 'tndr_9', type: 'card', userName: 'Rosa Resident', nickname: 'Travel' });
    await waitFor(() => expect(row(/^Travel ending in 4242/)).toBeInTheDocument());
  });

  it('adds PayPal: off to the approval page with a return to My settings, then back with the setup token', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = open({ tenders: [] });
    const methods = await section();
    await user.click(within(methods).getByRole('button', { name: 'Add PayPal' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(mockBff.wallet().approveUrl));
    expect(mockBff.calls('POST', '/wallet/paypal/setup')[0]?.body).toEqual({
      returnUrl: `${window.location.origin}/sunshine/demo/my-dashboard#my-settings`,
    });
  });

  it('on the return from PayPal the setup token becomes the PayPal tender and the address is cleaned', async () => {
    open({ tenders: [], path: '/sunshine/demo/my-dashboard?setup_token=st_1&approved=1' });
    const methods = await section();
    expect(await within(methods).findByText('Your PayPal account is saved.')).toBeInTheDocument();
    expect(mockBff.calls('POST', '/wallet/paypal')[0]?.body).toEqual({ setupToken: 'st_1' });
    expect(mockBff.calls('POST', '/wallet/paypal')[0]?.idempotencyKey).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/sunshine/demo/my-dashboard#my-settings');
  });

  it('ROLE-09: offers to keep a guest payment’s card, only with the card-on-file disclosure ticked', async () => {
    const { user } = open({ tenders: [] });
    mockBff.setWallet({ claimable: { type: 'card', cardBrand: 'Visa', lastDigits: '4242', name: 'Visa Card' } });
    const methods = await section();
    expect(await within(methods).findByText('Keep the Visa card ending in 4242 for later payments?')).toBeInTheDocument();
    await user.click(within(methods).getByRole('button', { name: 'Keep it' }));
    const consent = within(methods).getByRole('checkbox', { name: /kept on file/ });
    expect(consent).toHaveFocus();
    expect(within(methods).getByRole('alert')).toHaveTextContent('Tick the box to agree before keeping it.');
    expect(mockBff.calls('POST', '/wallet/claim')).toHaveLength(0);
    await user.click(consent);
    await user.click(within(methods).getByRole('button', { name: 'Keep it' }));
    expect(await within(methods).findByText('Saved. You will find it under Payment methods in My settings.')).toBeInTheDocument();
    expect(mockBff.calls('POST', '/wallet/claim')[0]?.body).toEqual({ cardOnFileDisclosure: true });
    await waitFor(() => expect(row(/^Visa Card ending in 4242/)).toBeInTheDocument());
  });
});
