import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CartItemView, UpdatedPayable } from '../../lib/checkoutTypes';
import { cartItem, cartView, checkoutScreen } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

const CHECKOUT = '/sunshine/demo/checkout';

function updated(overrides: Partial<UpdatedPayable> = {}): UpdatedPayable {
  return {
    changeId: 'chg_1',
    amount: '175.00',
    isPayable: true,
    displayName: 'Business license',
    allowedTenderTypes: ['card', 'bank'],
    tenderTypesOnly: false,
    ...overrides,
  };
}

function license(overrides: Partial<CartItemView> = {}): CartItemView {
  return cartItem({ id: 'item-1', displayName: 'Business license', amount: '150.00', ...overrides });
}

/** Serves the item as changed until accept-update is called, then as kept. */
function serveChange(item: CartItemView, onAccept: () => Response | null = () => null) {
  let current = item;
  server.use(
    http.get('/bff/v1/:client/:site/screens/checkout', () => HttpResponse.json(checkoutScreen(cartView([current])))),
    http.post('/bff/v1/:client/:site/cart/items/:id/accept-update', () => {
      const refused = onAccept();
      if (refused) {
        return refused;
      }
      current = { ...current, amount: current.updatedPayable?.amount ?? current.amount, updatedPayable: null };
      return HttpResponse.json(cartView([current]));
    }),
  );
  return { accepted: () => current.updatedPayable === null };
}

describe('payable change alerts', () => {
  it('PAYCHG-05, PAYCHG-06, ERR-28, CART-22, CART-23: a new amount shows a red alert with both amounts, and Keep item takes it', async () => {
    const served = serveChange(license({ updatedPayable: updated() }));
    const { user } = renderPortal(CHECKOUT);
    const alert = await screen.findByText('The amount of this item changed from $150.00 to $175.00.');
    const box = alert.closest('.alert') as HTMLElement;
    expect(box).toHaveClass('alert--danger');
    expect(within(box).getByRole('button', { name: 'Remove Business license' })).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Keep item: Business license' }));
    await waitFor(() => expect(served.accepted()).toBe(true));
    await waitFor(() => expect(screen.queryByText(/changed from/)).not.toBeInTheDocument());
    expect(screen.getAllByText('$175.00').length).toBeGreaterThan(0);
  });

  it('PAYCHG-07, ERR-26, CART-23, CART-24: a payable no longer payable offers only Remove, with the reason appended', async () => {
    serveChange(license({ updatedPayable: updated({ isPayable: false, notPayableReason: 'Paid at the counter.' }) }));
    renderPortal(CHECKOUT);
    const alert = await screen.findByText('This item can no longer be paid online. Paid at the counter.');
    const box = alert.closest('.alert') as HTMLElement;
    expect(within(box).queryByRole('button', { name: /Keep item/ })).not.toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Remove Business license' })).toBeInTheDocument();
  });

  it('PAYCHG-07, ERR-25, CART-24: an item not found offers only Remove, which removes it (es)', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    mockBff.setItems([license({ notFound: true })]);
    const { user } = renderPortal(CHECKOUT);
    const alert = await screen.findByText('Este artículo ya no se encuentra. Quítelo de su carrito.');
    const box = alert.closest('.alert') as HTMLElement;
    expect(within(box).queryByRole('button', { name: /Conservar/ })).not.toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Quitar Business license' }));
    await waitFor(() => expect(mockBff.calls('DELETE', '/cart/items/item-1')).toHaveLength(1));
  });

  it('PAYCHG-08, CART-25: a change of tender types alone is kept at once, without an alert', async () => {
    const served = serveChange(license({ updatedPayable: updated({ amount: '150.00', tenderTypesOnly: true }) }));
    renderPortal(CHECKOUT);
    await waitFor(() => expect(served.accepted()).toBe(true));
    expect(screen.queryByRole('button', { name: /Keep item/ })).not.toBeInTheDocument();
  });

  it('PAYCHG-04, ERR-11: when applying fails, the cart is put back and checkout.change_payable.error shows', async () => {
    serveChange(license({ updatedPayable: updated({ amount: '150.00', tenderTypesOnly: true }) }), () =>
      HttpResponse.json({ error: { code: 'internal', message: 'no' } }, { status: 500 }),
    );
    renderPortal(CHECKOUT);
    expect(await screen.findByText('We could not update your cart with the latest changes. Please try again.')).toBeInTheDocument();
  });

  it('VAL-21: continuing is refused while a changed item is neither kept nor removed', async () => {
    serveChange(license({ updatedPayable: updated() }));
    const { user } = renderPortal(CHECKOUT);
    await screen.findByText(/changed from/);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Please keep or remove the changed items before you continue.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
  });
});
