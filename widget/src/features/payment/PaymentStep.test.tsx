import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cartItem, wallet, WALLET_ORIGIN } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { cardFrame, currentPath, fromFrame, renderPortal } from '../../test/render';

const TENDER = { type: 'card', token: 'tndr_abc', lastDigits: '4242', cardBrand: 'Visa', expiry: '12/30', userName: 'Ana Diaz' };

async function openPayment() {
  mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill', amount: '76.25', department: 'Utilities' })]);
  const view = renderPortal('/sunshine/demo/checkout');
  await view.user.click(await view.findByRole('button', { name: 'Continue to payment' }));
  await view.findByRole('heading', { level: 1, name: 'Payment' });
  // The payment form is its own chunk: wait for it, not only for the heading.
  await view.findByRole('textbox', { name: 'Email' });
  return view;
}

function spyOnFrame(frame = cardFrame()) {
  const contentWindow = frame.contentWindow;
  if (!contentWindow) {
    throw new Error('the card-input frame has no window');
  }
  return vi.spyOn(contentWindow, 'postMessage').mockImplementation(() => {});
}

describe('payment step', () => {
  it('shows the contact fields with visible labels, the methods with their fees, and the total', async () => {
    await openPayment();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).toHaveAttribute('type', 'tel');
    const card = screen.getByRole('radio', { name: /^Card/ });
    expect(card).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Bank account/ })).not.toBeChecked();
    expect(screen.getByText('Convenience fee: $2.90')).toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('$79.15');
  });

  it('loads the card-input frame from the wallet address as given, titled, at a minimum height until it is ready', async () => {
    await openPayment();
    const frame = cardFrame('Card details');
    expect(frame).toHaveAttribute('src', wallet().cardInputUrl);
    expect(frame).toHaveAttribute('height', '240');
    expect(screen.getByText('Loading the secure payment form…').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Continue to review' })).toBeDisabled();

    fromFrame({ action: 'handshake' });
    fromFrame({ action: 'load' });
    fromFrame({ action: 'heightChanged', height: 388 });
    expect(frame).toHaveAttribute('height', '388');
    expect(screen.queryByText('Loading the secure payment form…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to review' })).toBeEnabled();
  });

  it('WAL-20: ignores frame messages from another origin or another window', async () => {
    await openPayment();
    fromFrame({ action: 'load' }, { origin: 'http://evil.example' });
    fromFrame({ action: 'load' }, { source: window });
    expect(screen.getByText('Loading the secure payment form…')).toBeInTheDocument();
  });

  it('a frame that cannot load shows its message as an alert', async () => {
    await openPayment();
    fromFrame({ action: 'loadFailure', message: 'This payment session has expired.' });
    expect(screen.getByRole('alert')).toHaveTextContent('This payment session has expired.');
  });

  it('choosing a bank account loads the bank frame', async () => {
    const { user } = await openPayment();
    await user.click(screen.getByRole('radio', { name: /^Bank account/ }));
    expect(cardFrame('Bank account details')).toHaveAttribute('src', wallet().bankInputUrl);
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('$76.75');
  });

  it('sends the language to the frame once it is ready and on every change, only to the wallet origin', async () => {
    const { user } = await openPayment();
    const post = spyOnFrame();
    fromFrame({ action: 'load' });
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByTitle('Datos de la tarjeta')).toBe(cardFrame('Datos de la tarjeta'));
    expect(post.mock.calls).toEqual([
      [{ source: 'payhub-parent', action: 'setLanguage', language: 'en' }, WALLET_ORIGIN],
      [{ source: 'payhub-parent', action: 'setLanguage', language: 'es' }, WALLET_ORIGIN],
    ]);
  });

  it('VAL-41: a missing or invalid email stops the step with the error focused', async () => {
    const { user } = await openPayment();
    const post = spyOnFrame();
    fromFrame({ action: 'load' });
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('We will send your receipt to this address. Please enter your email address.');
    await waitFor(() => expect(email).toHaveFocus());
    await user.type(email, 'ana@example');
    await user.type(screen.getByRole('textbox', { name: 'Phone (optional)' }), '555-0100');
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    expect(screen.getByText('Please enter a valid email address, like name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number with at least 10 digits.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalledWith(expect.objectContaining({ action: 'tokenize' }), expect.anything());
  });

  it('Continue to review asks the frame to tokenize and keeps only the token, brand and last digits', async () => {
    const { user, store } = await openPayment();
    const post = spyOnFrame();
    fromFrame({ action: 'load' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    expect(post).toHaveBeenCalledWith({ source: 'payhub-parent', action: 'tokenize' }, WALLET_ORIGIN);
    expect(screen.getByRole('button', { name: 'Checking your payment details…' })).toBeInTheDocument();

    fromFrame({ action: 'tokenized', tender: TENDER });
    await waitFor(() => expect(currentPath()).toBe('/sunshine/demo/confirmation'));
    expect(store.getState().checkout.tender).toEqual({
      type: 'card',
      token: 'tndr_abc',
      lastDigits: '4242',
      cardBrand: 'Visa',
      userName: 'Ana Diaz',
    });
    expect(store.getState().checkout.contact).toEqual({ email: 'ana@example.com', phone: '' });
  });

  it('a tokenized message nobody asked for is ignored', async () => {
    const { store } = await openPayment();
    fromFrame({ action: 'load' });
    fromFrame({ action: 'tokenized', tender: TENDER });
    expect(store.getState().checkout.tender).toBeNull();
    expect(currentPath()).toBe('/sunshine/demo/checkout');
  });

  it('a failed tokenize shows the frame message and lets the payer try again', async () => {
    const { user } = await openPayment();
    spyOnFrame();
    fromFrame({ action: 'load' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    fromFrame({ action: 'tokenizeFailed', message: 'Check the card number.', fields: { number: 'Invalid' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the card number.');
    expect(screen.getByRole('button', { name: 'Continue to review' })).toBeEnabled();
  });

  it('VAL-25, CART-31: limit alerts are a warning while another method remains, and blocked methods are not offered', async () => {
    mockBff.setScreen({
      tenders: {
        allowed: ['card', 'bank'],
        blocked: [{ type: 'card', reason: 'over_limit', department: 'Tax Collector', limit: '5000.00' }],
        alerts: [{ level: 'warning', key: 'cart.limit_exceeded', department: 'Tax Collector', limit: '5000.00', types: ['card', 'paypal'] }],
      },
    });
    await openPayment();
    const group = screen.getByRole('group', { name: 'Payment method' });
    expect(within(group).getAllByRole('radio')).toHaveLength(1);
    expect(within(group).getByRole('radio', { name: /^Bank account/ })).toBeChecked();
    const alert = within(group).getByRole('alert');
    expect(alert).toHaveClass('alert--warning');
    expect(alert).toHaveTextContent('Payments to Tax Collector over $5,000.00 cannot be made by card or PayPal.');
  });

  it('VAL-25, CART-31: with no method left the alert is danger, in Spanish too', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    mockBff.setScreen({
      tenders: {
        allowed: ['card'],
        blocked: [{ type: 'card', reason: 'over_limit', department: 'Tax Collector', limit: '5000.00' }],
        alerts: [{ level: 'danger', key: 'cart.limit_exceeded', department: 'Tax Collector', limit: '5000.00', types: ['card'] }],
      },
    });
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill' })]);
    const { user } = renderPortal('/sunshine/demo/checkout');
    await user.click(await screen.findByRole('button', { name: 'Continuar al pago' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveClass('alert--danger');
    expect(alert).toHaveTextContent('Los pagos a Tax Collector de más de $5,000.00 no se pueden hacer con tarjeta.');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByTitle('Datos de la tarjeta')).not.toBeInTheDocument();
  });

  it('Back to cart returns to step 1', async () => {
    const { user } = await openPayment();
    await user.click(screen.getByRole('button', { name: 'Back to cart' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
  });
});
