import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { receiptView } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { FAILED_MESSAGE, receiptWithFailedItem } from '../../test/receiptFixtures';
import { cardFrame, currentPath, fromFrame, renderPortal } from '../../test/render';

describe('receipt', () => {
  it('ROUTE-19: loads by id (so a reload works) and shows "Confirmation number" followed by the number', async () => {
    mockBff.addReceipt(receiptView({ id: 'PH-77', confirmationNumber: 'PH-77' }));
    renderPortal('/sunshine/demo/receipt/PH-77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment receipt' })).toBeInTheDocument();
    const term = await screen.findByText('Confirmation number');
    expect(term.nextElementSibling).toHaveTextContent('PH-77');
    expect(screen.getByText('Water bill')).toBeInTheDocument();
    expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent('$76.25');
    expect(screen.getByText('Convenience fee').nextElementSibling).toHaveTextContent('$2.90');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('$79.15');
    expect(screen.getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByText(/^March 5, 2026/)).toBeInTheDocument();
    expect(screen.getByText('A receipt was sent to ana@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make another payment' })).toHaveAttribute('href', '/sunshine/demo/home');
    expect(screen.getByRole('main')).toHaveClass('page-receipt');
    await waitFor(() => expect(document.title).toBe('Payment receipt - Sunshine County'));
  });

  it('HIST-03 HIST-04: shows the transactions and a failed item with its message, outside the total', async () => {
    mockBff.addReceipt(receiptWithFailedItem());
    renderPortal('/sunshine/demo/receipt/PH-7Q2M9K4X1B');
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(within(items).getByText(FAILED_MESSAGE)).toBeInTheDocument();
    expect(within(items).getByText('Not paid')).toBeInTheDocument();
    expect(within(items).getByText('Total').nextElementSibling).toHaveTextContent('$231.57');
    const transactions = screen.getByRole('region', { name: 'Transactions' });
    expect(within(transactions).getByText('A1B2C3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Transactions' })).toBeInTheDocument();
  });

  it('CHK-05: every step before the receipt is completed', async () => {
    mockBff.addReceipt(receiptView({ id: 'PH-77' }));
    renderPortal('/sunshine/demo/receipt/PH-77');
    await screen.findByText('Confirmation number');
    const steps = within(screen.getByRole('navigation', { name: 'Checkout progress' })).getAllByRole('listitem');
    expect(steps.map((s) => s.classList.contains('progress__step--completed'))).toEqual([true, true, true, false]);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
  });

  it('prints with the Print button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    mockBff.addReceipt(receiptView({ id: 'PH-77' }));
    const { user } = renderPortal('/sunshine/demo/receipt/PH-77');
    await user.click(await screen.findByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('in Spanish', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    mockBff.addReceipt(receiptView({ id: 'PH-77', confirmationNumber: 'PH-77' }));
    renderPortal('/sunshine/demo/receipt/PH-77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recibo de pago' })).toBeInTheDocument();
    expect((await screen.findByText('Número de confirmación')).nextElementSibling).toHaveTextContent('PH-77');
    expect(screen.getByText(/^5 de marzo de 2026/)).toBeInTheDocument();
  });

  it('an unknown receipt says it was not found', async () => {
    renderPortal('/sunshine/demo/receipt/PH-404');
    expect(await screen.findByRole('alert')).toHaveTextContent('This receipt could not be found.');
  });
});

describe('the guest money path', () => {
  it('CHK-01: a guest finds a bill, adds it, pays by card and gets a receipt; the cart starts over', async () => {
    const { user } = renderPortal('/sunshine/demo/utilities');
    await user.type(await screen.findByRole('textbox', { name: 'Account number' }), 'U-5001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await user.click(await screen.findByRole('link', { name: 'Go to checkout' }));

    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ana@example.com');
    vi.spyOn(cardFrame().contentWindow as Window, 'postMessage').mockImplementation(() => {});
    fromFrame({ action: 'load' });
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    fromFrame({
      action: 'tokenized',
      tender: { type: 'card', token: 'tndr_1', lastDigits: '4444', cardBrand: 'MasterCard', userName: 'Ana Diaz' },
    });

    await user.click(await screen.findByRole('button', { name: 'Submit payment' }));
    expect((await screen.findByText('Confirmation number')).nextElementSibling).toHaveTextContent(/^PH-/);
    expect(screen.getByText('MasterCard ending in 4444')).toBeInTheDocument();
    expect(currentPath()).toMatch(/^\/sunshine\/demo\/receipt\/PH-/);

    await user.click(screen.getByRole('link', { name: 'Cart, 0 items' }));
    expect(await screen.findByText('Your shopping cart is empty.')).toBeInTheDocument();
  });
});
