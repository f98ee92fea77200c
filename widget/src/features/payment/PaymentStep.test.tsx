import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cartItem, wallet, WALLET_ORIGIN } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { cardFrame, currentPath, fromFrame, renderPortal } from '../../test/render';

const TENDER = { type: 'card', token: 'tndr_abc', lastDigits: '4242', cardBrand: 'Visa', expiry: '12/30', userName: 'Ana Diaz' };

const WORDS = {
  en: {
    toPayment: 'Continue to payment', payment: 'Payment', email: 'Email', toReview: 'Continue to review',
    cardFrame: 'Card details', bank: /^Bank account/, bankFrame: 'Bank account details',
    cardIncomplete: 'The card details are not complete. Check the highlighted fields in the card form.',
    bankIncomplete: 'The bank account details are not complete. Check the highlighted fields in the bank account form.',
  },
  es: {
    toPayment: 'Continuar al pago', payment: 'Pago', email: 'Correo electrónico', toReview: 'Continuar a la revisión',
    cardFrame: 'Datos de la tarjeta', bank: /^Cuenta bancaria/, bankFrame: 'Datos de la cuenta bancaria',
    cardIncomplete: 'Los datos de la tarjeta no están completos. Revise los campos marcados en el formulario de la tarjeta.',
    bankIncomplete: 'Los datos de la cuenta bancaria no están completos. Revise los campos marcados en el formulario de la cuenta.',
  },
} as const;

async function openPayment(language: keyof typeof WORDS = 'en') {
  const w = WORDS[language];
  window.localStorage.setItem('defaultLocale', language);
  mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill', amount: '76.25', department: 'Utilities' })]);
  const view = renderPortal('/sunshine/demo/checkout');
  await view.user.click(await view.findByRole('button', { name: w.toPayment }));
  await view.findByRole('heading', { level: 1, name: w.payment });
  // The payment form is its own chunk: wait for it, not only for the heading.
  await view.findByRole('textbox', { name: w.email });
  return view;
}

/** The id of the last state request the page posted to the frame. */
function lastStateRequest(post: ReturnType<typeof spyOnFrame>): number {
  const requests = post.mock.calls.map(([message]) => message as { action?: string; id?: number }).filter((m) => m.action === 'state');
  const id = requests.at(-1)?.id;
  if (id === undefined) {
    throw new Error('the page asked the frame for no state');
  }
  return id;
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

  it('WAL-21: loads the card-input frame from the wallet address as given, titled, at a minimum height until it is ready, then as tall as it asks', async () => {
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
    // First the state of the frame's fields at this moment, then the token.
    const id = lastStateRequest(post);
    expect(post.mock.calls).toEqual([
      [{ source: 'payhub-parent', action: 'setLanguage', language: 'en' }, WALLET_ORIGIN],
      [{ source: 'payhub-parent', action: 'state', id }, WALLET_ORIGIN],
    ]);
    expect(screen.getByRole('button', { name: 'Checking your payment details…' })).toBeInTheDocument();
    fromFrame({ action: 'state', id, complete: true });
    expect(post).toHaveBeenLastCalledWith({ source: 'payhub-parent', action: 'tokenize' }, WALLET_ORIGIN);

    fromFrame({ action: 'tokenized', tender: TENDER });
    await waitFor(() => expect(currentPath()).toBe('/sunshine/demo/confirmation'));
    // TENDER-01: a card typed into the card-input frame has source direct.
    expect(store.getState().checkout.tender).toEqual({
      type: 'card',
      source: 'direct',
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

  for (const language of ['en', 'es'] as const) {
    it(`a frame whose fields are not complete at submit is named in words, and nothing is tokenized (${language})`, async () => {
      const w = WORDS[language];
      const { user } = await openPayment(language);
      const card = cardFrame(w.cardFrame);
      const post = spyOnFrame(card);
      fromFrame({ action: 'load' }, { source: card.contentWindow });
      await user.type(screen.getByRole('textbox', { name: w.email }), 'ana@example.com');
      await user.click(screen.getByRole('button', { name: w.toReview }));
      fromFrame({ action: 'state', id: lastStateRequest(post), complete: false }, { source: card.contentWindow });
      expect(await screen.findByRole('alert')).toHaveTextContent(w.cardIncomplete);
      expect(post).not.toHaveBeenCalledWith(expect.objectContaining({ action: 'tokenize' }), expect.anything());
      expect(screen.getByRole('button', { name: w.toReview })).toBeEnabled();
      expect(currentPath()).toBe('/sunshine/demo/checkout');

      await user.click(screen.getByRole('radio', { name: w.bank }));
      const bankFrame = cardFrame(w.bankFrame);
      const bankPost = spyOnFrame(bankFrame);
      fromFrame({ action: 'load' }, { source: bankFrame.contentWindow });
      await user.click(screen.getByRole('button', { name: w.toReview }));
      fromFrame({ action: 'state', id: lastStateRequest(bankPost), complete: false }, { source: bankFrame.contentWindow });
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(w.bankIncomplete));
      expect(bankPost).not.toHaveBeenCalledWith(expect.objectContaining({ action: 'tokenize' }), expect.anything());
    });
  }

  it('WAL-20: a state answer from another origin or window, or to an earlier request, is not taken', async () => {
    const { user } = await openPayment();
    const post = spyOnFrame();
    fromFrame({ action: 'load' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    const id = lastStateRequest(post);
    fromFrame({ action: 'state', id, complete: true }, { origin: 'http://evil.example' });
    fromFrame({ action: 'state', id, complete: true }, { origin: `${WALLET_ORIGIN}.evil.example` });
    fromFrame({ action: 'state', id, complete: true }, { source: window });
    fromFrame({ action: 'state', id: id - 1, complete: true });
    fromFrame({ action: 'state', id: String(id), complete: true });
    expect(post).not.toHaveBeenCalledWith(expect.objectContaining({ action: 'tokenize' }), expect.anything());
    expect(screen.getByRole('button', { name: 'Checking your payment details…' })).toBeInTheDocument();
    fromFrame({ action: 'state', id, complete: true });
    expect(post).toHaveBeenLastCalledWith({ source: 'payhub-parent', action: 'tokenize' }, WALLET_ORIGIN);
  });

  it('a failed tokenize shows the frame message and lets the payer try again', async () => {
    const { user } = await openPayment();
    const post = spyOnFrame();
    fromFrame({ action: 'load' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    fromFrame({ action: 'state', id: lastStateRequest(post), complete: true });
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
