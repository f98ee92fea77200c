// Adding one item at a time (ADD-07) and saving for later as a guest
// (CART-18) on a search page.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { payable } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

const BASE = '/bff/v1/:client/:site';

function twoBills() {
  const bills = [
    payable({ path: 'property_tax/R100-001', displayName: '2026 property tax, 123 Main St', amount: '1234.56' }),
    payable({ path: 'property_tax/R100-002', displayName: '2026 property tax, 9 Oak Ave', amount: '842.10' }),
  ].map(({ route: _route, searchValue: _value, ...view }) => view);
  server.use(http.get(`${BASE}/search/property-tax`, () => HttpResponse.json({ source: {}, payables: bills, total: bills.length })));
}

async function searchBills(user: ReturnType<typeof renderPortal>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Account number' }), 'R100');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return {
    main: await screen.findByRole('article', { name: '2026 property tax, 123 Main St' }),
    oak: await screen.findByRole('article', { name: '2026 property tax, 9 Oak Ave' }),
  };
}

describe('adding to the cart', () => {
  it('ADD-07: a second add started while one is in progress is refused', async () => {
    twoBills();
    const posts: unknown[] = [];
    let release: () => void = () => {};
    server.use(
      http.post(`${BASE}/cart/items`, async ({ request }) => {
        posts.push(await request.json());
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json(mockBff.cart());
      }),
    );
    const { user } = renderPortal('/sunshine/demo/property-tax');
    const { main, oak } = await searchBills(user);
    await user.click(within(main).getByRole('button', { name: 'Add to cart' }));
    await within(main).findByRole('button', { name: 'Adding…' });
    const second = within(oak).getByRole('button', { name: 'Add to cart' });
    expect(second).toHaveAttribute('aria-disabled', 'true');
    await user.click(second);
    await waitFor(() => expect(posts).toHaveLength(1));
    release();
    expect(await screen.findByText('2026 property tax, 123 Main St was added to your cart.')).toBeInTheDocument();
    expect(posts).toEqual([{ items: [{ path: 'property_tax/R100-001', amount: '1234.56', quantity: 1 }] }]);
  });
});

describe('save for later', () => {
  it('CART-18 SHELL-32: a guest who saves an item is offered sign-in and warned, and nothing is sent or changed', async () => {
    twoBills();
    const { user } = renderPortal('/sunshine/demo/property-tax');
    const { main } = await searchBills(user);
    const callsBefore = mockBff.calls().length;
    const save = within(main).getByRole('button', { name: 'Save for later' });
    await user.click(save);
    const prompt = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    expect(within(prompt).getByRole('button', { name: 'Log in' })).toHaveFocus();
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(save).toHaveFocus();
    expect(within(main).getByRole('alert')).toHaveTextContent('Sign in to save items for later. Nothing was saved.');
    expect(mockBff.calls().length).toBe(callsBefore);
    expect(within(main).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await user.click(within(main).getByRole('button', { name: 'Dismiss message' }));
    expect(within(main).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("CART-18 SHELL-32: in Spanish too; the prompt's Log in starts signing in", async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    twoBills();
    const { user } = renderPortal('/sunshine/demo/property-tax');
    await user.type(await screen.findByRole('textbox', { name: 'Número de cuenta' }), 'R100');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const main = await screen.findByRole('article', { name: '2026 property tax, 123 Main St' });
    await user.click(within(main).getByRole('button', { name: 'Guardar para después' }));
    expect(within(main).getByRole('alert')).toHaveTextContent('Inicie sesión para guardar artículos para después. No se guardó nada.');
    const prompt = await screen.findByRole('dialog', { name: 'Inicie sesión para continuar' });
    await user.keyboard('{Enter}');
    expect(within(prompt).getByRole('button', { name: 'Iniciando sesión…' })).toBeDisabled();
  });
});
