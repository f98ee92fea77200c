// "Save for later" on a cart item in the portal: a signed-in resident saves
// the item and unsaves it again (CART-17, SAVED-03), a guest is warned and
// offered sign-in with nothing sent (CART-18), an item whose payable names
// no save path has no control.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountBff, savedItem } from '../../test/accountFixtures';
import { cartItem } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

const CHECKOUT = '/sunshine/demo/checkout';
const MAIN_ST = '2026 property tax, 123 Main St';

/** The item in the cart; savePath null: its payable names none. */
function mainSt(savePath: string | null = 'property_tax/R100-001') {
  return cartItem({
    id: 'item-1',
    path: 'property_tax/R100-001',
    displayName: MAIN_ST,
    amount: '1234.56',
    payable: savePath === null ? undefined : { savePath },
  });
}

function open(options: Parameters<typeof accountBff>[0], items = [mainSt()]) {
  mockBff.setItems(items);
  const bff = accountBff(options);
  server.use(...bff.handlers);
  return { ...renderPortal(CHECKOUT), bff };
}

describe('save for later from the cart, signed in', () => {
  it('CART-17 SAVED-03: the item is saved, shows as saved with a link to My items, and is unsaved again', async () => {
    const { user, bff } = open({});
    const item = await screen.findByRole('article', { name: MAIN_ST });
    const toggle = await within(item).findByRole('button', { name: `Save for later: ${MAIN_ST}`, pressed: false });
    expect(toggle).toHaveTextContent('Save for later');

    await user.click(toggle);
    expect(await within(item).findByRole('button', { name: `Save for later: ${MAIN_ST}`, pressed: true })).toBe(toggle);
    const status = within(item).getByRole('status');
    expect(status).toHaveTextContent(`${MAIN_ST} was saved to My items.`);
    expect(within(status).getByRole('link', { name: 'View My items' })).toHaveAttribute('href', '/sunshine/demo/my-dashboard#my-items');
    const put = bff.state.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ path: 'property_tax/R100-001' });
    expect(put?.requestedWith).toBe('payhub');
    expect(bff.state.saved.map((saved) => saved.savePath)).toEqual(['/property_tax/R100-001']);

    await user.click(toggle);
    expect(await within(item).findByRole('button', { name: `Save for later: ${MAIN_ST}`, pressed: false })).toBe(toggle);
    expect(status).toHaveTextContent(`${MAIN_ST} was removed from My items.`);
    expect(bff.state.calls.find((c) => c.method === 'DELETE')?.search).toBe('?savePath=%2Fproperty_tax%2FR100-001');
    expect(bff.state.saved).toEqual([]);
    // The cart itself is untouched.
    expect(mockBff.calls('DELETE', '/cart/items/item-1')).toEqual([]);
  });

  it('SAVED-03: an item saved under its save path shows pressed, even when its payable is no longer found; in Spanish', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    const gone = savedItem('property_tax/R100-001', 'unused', { payable: undefined, payableNotFound: true });
    const { user, bff } = open({ saved: [gone] });
    const item = await screen.findByRole('article', { name: MAIN_ST });
    const toggle = await within(item).findByRole('button', { name: `Guardar para después: ${MAIN_ST}`, pressed: true });
    await user.click(toggle);
    expect(await within(item).findByRole('button', { name: `Guardar para después: ${MAIN_ST}`, pressed: false })).toBe(toggle);
    expect(within(item).getByRole('status')).toHaveTextContent(`Se quitó ${MAIN_ST} de Mis artículos.`);
    expect(bff.state.calls.find((c) => c.method === 'DELETE')?.search).toBe('?savePath=%2Fproperty_tax%2FR100-001');
  });

  it('CART-17: a payable that is not found when saving is reported on the item, which stays unsaved', async () => {
    const { user } = open({});
    server.use(
      http.put('/bff/v1/:client/:site/saved-items', () =>
        HttpResponse.json({ error: { code: 'not_found', message: 'This item could not be found.' } }, { status: 404 }),
      ),
    );
    const item = await screen.findByRole('article', { name: MAIN_ST });
    await user.click(await within(item).findByRole('button', { name: `Save for later: ${MAIN_ST}` }));
    // The BFF's message is for the log; the item says the request failed.
    expect(await within(item).findByRole('alert')).toHaveTextContent('We were unable to complete your request. Please try again later.');
    expect(within(item).getByRole('button', { name: `Save for later: ${MAIN_ST}` })).toHaveAttribute('aria-pressed', 'false');
  });

  it('an item whose payable names no save path has no save control', async () => {
    open({}, [mainSt(null), cartItem({ id: 'item-2', displayName: 'Water bill', payable: { savePath: '' } })]);
    const item = await screen.findByRole('article', { name: MAIN_ST });
    await screen.findByRole('button', { name: 'Account menu for Rosa' });
    expect(within(item).getByRole('button', { name: `Remove ${MAIN_ST}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Save for later/ })).not.toBeInTheDocument();
  });
});

describe('save for later from the cart, as a guest', () => {
  it('CART-18 SHELL-32: a guest is warned and offered sign-in, and nothing is sent or changed', async () => {
    const { user, bff } = open({ user: null });
    const item = await screen.findByRole('article', { name: MAIN_ST });
    const save = await within(item).findByRole('button', { name: `Save for later: ${MAIN_ST}` });
    expect(save).not.toHaveAttribute('aria-pressed');
    const cartCalls = mockBff.calls().length;
    await user.click(save);
    const prompt = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(save).toHaveFocus();
    expect(within(item).getByRole('alert')).toHaveTextContent('Sign in to save items for later. Nothing was saved.');
    expect(bff.state.calls).toEqual([]);
    expect(mockBff.calls().length).toBe(cartCalls);
    expect(screen.getByRole('article', { name: MAIN_ST })).toBe(item);
  });

  it('CART-18: in Spanish too', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    const { user, bff } = open({ user: null });
    const item = await screen.findByRole('article', { name: MAIN_ST });
    await user.click(await within(item).findByRole('button', { name: `Guardar para después: ${MAIN_ST}` }));
    expect(within(item).getByRole('alert')).toHaveTextContent('Inicie sesión para guardar artículos para después. No se guardó nada.');
    expect(await screen.findByRole('dialog', { name: 'Inicie sesión para continuar' })).toBeInTheDocument();
    expect(bff.state.calls).toEqual([]);
  });
});
