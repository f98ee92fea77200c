import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { selectCartCount } from '../../state/checkoutSlice';
import { cartItem } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

const CHECKOUT = '/sunshine/demo/checkout';

function countable(quantity = 1) {
  return cartItem({ id: 'item-1', displayName: 'Recycling bin', amount: '20.00', quantity, isQuantityModifiable: true });
}

function editable() {
  return cartItem({
    id: 'item-1',
    displayName: '2026 property tax, 123 Main St',
    description: 'Account R100-001',
    amount: '1234.56',
    minAmount: '1.00',
    maxAmount: '1234.56',
    isAmountModifiable: true,
  });
}

async function item(name: string) {
  return screen.findByRole('article', { name });
}

function failPatches() {
  server.use(http.patch('/bff/v1/:client/:site/cart/items/:id', () => HttpResponse.json({}, { status: 500 })));
}

describe('cart list', () => {
  it('shows each item with its description, department and a remove button naming it; the cart count follows', async () => {
    mockBff.setItems([editable(), cartItem({ id: 'item-2', displayName: 'Water bill', amount: '76.25', department: 'Utilities' })]);
    const { store } = renderPortal(CHECKOUT);
    const water = await item('Water bill');
    expect(within(water).getByText('Department: Utilities')).toBeInTheDocument();
    expect(within(water).getByText('$76.25')).toBeInTheDocument();
    expect(within(water).getByRole('button', { name: 'Remove Water bill' })).toHaveTextContent('Remove');
    expect(within(await item('2026 property tax, 123 Main St')).getByText('Account R100-001')).toBeInTheDocument();
    expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent('$1,310.81');
    // The cart page hides the header's cart link (SHELL-06); the count it
    // would show follows the cart all the same.
    expect(selectCartCount(store.getState())).toBe(2);
  });

  it('removes an item and says so', async () => {
    mockBff.setItems([countable(), cartItem({ id: 'item-2', displayName: 'Water bill', amount: '76.25' })]);
    const { user } = renderPortal(CHECKOUT);
    await user.click(within(await item('Water bill')).getByRole('button', { name: 'Remove Water bill' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Water bill' })).not.toBeInTheDocument());
    expect(screen.getByText('Water bill was removed from your cart.')).toBeInTheDocument();
    expect(mockBff.calls('DELETE', '/cart/items/item-2')[0]?.requestedWith).toBe('payhub');
    expect(screen.getByRole('heading', { level: 2, name: 'Items in your cart (1)' })).toHaveFocus();
  });

  it('ERR-23: an empty cart shows checkout.empty with a link home', async () => {
    renderPortal(CHECKOUT);
    expect(await screen.findByText('Your shopping cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to the home page' })).toHaveAttribute('href', '/sunshine/demo/home');
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
  });

  it('CART-20: collapses a list of more than 10 items behind a show-all toggle', async () => {
    mockBff.setItems(Array.from({ length: 12 }, (_, i) => cartItem({ id: `item-${i + 1}`, displayName: `Bill ${i + 1}` })));
    const { user } = renderPortal(CHECKOUT);
    await item('Bill 1');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    const toggle = screen.getByRole('button', { name: 'Show all 12 items' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Show fewer items' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('quantity (spec 000 §5)', () => {
  it('has no quantity control when the quantity cannot change', async () => {
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill' })]);
    renderPortal(CHECKOUT);
    expect(within(await item('Water bill')).queryByLabelText('Quantity')).not.toBeInTheDocument();
  });

  it('VAL-04, CART-26: the list offers 1 to 10, the last labelled 10+, and a choice is saved', async () => {
    mockBff.setItems([countable()]);
    const { user } = renderPortal(CHECKOUT);
    const select = within(await item('Recycling bin')).getByRole('combobox', { name: 'Quantity' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '1', '2', '3', '4', '5', '6', '7', '8', '9', '10+',
    ]);
    await user.selectOptions(select, '3');
    await waitFor(() => expect(mockBff.calls('PATCH', '/cart/items/item-1')[0]?.body).toEqual({ quantity: 3 }));
    expect(await screen.findByText('Line total: $60.00')).toBeInTheDocument();
  });

  it('VAL-05, CART-26, CART-28: choosing 10+ turns the control into a number input with minimum 0', async () => {
    mockBff.setItems([countable()]);
    const { user } = renderPortal(CHECKOUT);
    await user.selectOptions(within(await item('Recycling bin')).getByRole('combobox', { name: 'Quantity' }), '10');
    const input = await screen.findByRole('spinbutton', { name: 'Quantity' });
    expect(input).toHaveAttribute('min', '0');
    expect(input).toHaveValue(10);
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAccessibleDescription('Enter 0 to remove this item.');

    await user.clear(input);
    await user.type(input, '12{Enter}');
    await waitFor(() => expect(mockBff.calls('PATCH', '/cart/items/item-1').map((c) => c.body)).toEqual([
      { quantity: 10 },
      { quantity: 12 },
    ]));
    expect(await screen.findByText('Line total: $240.00')).toBeInTheDocument();
  });

  it('VAL-06, CART-27: at 10 or more, entering 0 removes the item', async () => {
    mockBff.setItems([countable(11), cartItem({ id: 'item-2', displayName: 'Water bill' })]);
    const { user } = renderPortal(CHECKOUT);
    const input = within(await item('Recycling bin')).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '0');
    await user.click(within(await item('Recycling bin')).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Recycling bin' })).not.toBeInTheDocument());
    expect(mockBff.calls('PATCH', '/cart/items/item-1')[0]?.body).toEqual({ quantity: 0 });
    expect(screen.getByText('Recycling bin was removed from your cart.')).toBeInTheDocument();
  });

  it('a typed quantity that is not a whole number is refused before sending', async () => {
    mockBff.setItems([countable(10)]);
    renderPortal(CHECKOUT);
    const input = within(await item('Recycling bin')).getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(input, { target: { value: '-2' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter a whole number, 0 or more.')).toBeInTheDocument();
    expect(mockBff.calls('PATCH')).toHaveLength(0);
  });

  it('ERR-24: a failed quantity change restores the old quantity and shows cart.server.error', async () => {
    mockBff.setItems([countable(2)]);
    failPatches();
    const { user } = renderPortal(CHECKOUT);
    const select = within(await item('Recycling bin')).getByRole('combobox', { name: 'Quantity' });
    await user.selectOptions(select, '5');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not update your cart.');
    expect(within(await item('Recycling bin')).getByRole('combobox', { name: 'Quantity' })).toHaveValue('2');
  });
});

describe('amount (VAL-08..11)', () => {
  async function typeAmount(user: ReturnType<typeof renderPortal>['user'], label: string, value: string) {
    const input = within(await item('2026 property tax, 123 Main St')).getByRole('textbox', { name: label });
    await user.clear(input);
    if (value) {
      await user.type(input, value);
    }
    await user.tab();
    return input;
  }

  const cases = [
    { rule: 'VAL-08, VAL-35', value: '', en: 'Please enter a monetary value', es: 'Ingrese un valor monetario' },
    { rule: 'VAL-09, VAL-36', value: '12.345', en: 'Please enter an amount using only digits', es: 'Ingrese un monto usando solo dígitos' },
    { rule: 'VAL-10, VAL-37', value: '0.50', en: 'Please enter at least $1.00', es: 'Ingrese al menos $1.00' },
    { rule: 'VAL-11, VAL-38', value: '1234.57', en: 'Amount cannot exceed $1,234.56', es: 'El monto no puede superar $1,234.56' },
  ];

  for (const { rule, value, en, es } of cases) {
    it(`${rule}: "${value}" shows "${en}", tied to the input, and in Spanish "${es}"`, async () => {
      mockBff.setItems([editable()]);
      const { user } = renderPortal(CHECKOUT);
      const input = await typeAmount(user, 'Amount', value);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(`Between $1.00 and $1,234.56 ${en}`);
      expect(mockBff.calls('PATCH')).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Español' }));
      expect(await screen.findByText(es)).toBeInTheDocument();
    });
  }

  it('a valid amount is saved as a decimal with two places and the subtotal follows', async () => {
    mockBff.setItems([editable()]);
    const { user } = renderPortal(CHECKOUT);
    const input = await typeAmount(user, 'Amount', '1,000');
    await waitFor(() => expect(mockBff.calls('PATCH', '/cart/items/item-1')[0]?.body).toEqual({ amount: '1000.00' }));
    expect(input).toHaveValue('1000.00');
    await waitFor(() => expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent('$1,000.00'));
  });

  it('ERR-24: a failed amount change restores the old amount and shows cart.server.error', async () => {
    mockBff.setItems([editable()]);
    failPatches();
    const { user } = renderPortal(CHECKOUT);
    const input = await typeAmount(user, 'Amount', '100');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not update your cart.');
    expect(input).toHaveValue('1234.56');
  });

  it('CHK-21, CHK-22: with an amount error, continuing goes to the error instead of the payment step', async () => {
    mockBff.setItems([editable()]);
    const { user } = renderPortal(CHECKOUT);
    const input = await typeAmount(user, 'Amount', 'abc');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(input).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
  });
});
