// "Save for later" on a search result for a signed-in resident: a toggle of
// the resident's saved items (SAVED-03), hidden without a word when they
// cannot be loaded (SAVED-05).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountBff, savedItem } from '../../test/accountFixtures';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

async function searchMainSt(user: ReturnType<typeof renderPortal>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Account number' }), 'R100-001');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return screen.findByRole('article', { name: '2026 property tax, 123 Main St' });
}

describe('save for later, signed in', () => {
  it('SAVED-03 CART-17: the toggle saves an unsaved item and unsaves it again, saying so with a link to My items', async () => {
    const bff = accountBff();
    server.use(...bff.handlers);
    const { user } = renderPortal('/sunshine/demo/property-tax');
    const result = await searchMainSt(user);
    const toggle = await within(result).findByRole('button', { name: 'Save for later', pressed: false });
    expect(toggle).toHaveAccessibleDescription('2026 property tax, 123 Main St');
    await user.click(toggle);
    expect(await within(result).findByRole('button', { name: 'Save for later', pressed: true })).toBe(toggle);
    const status = within(result).getByRole('status');
    expect(status).toHaveTextContent('2026 property tax, 123 Main St was saved to My items.');
    expect(within(status).getByRole('link', { name: 'View My items' })).toHaveAttribute('href', '/sunshine/demo/my-dashboard#my-items');
    const put = bff.state.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ path: 'property_tax/R100-001' });
    expect(put?.requestedWith).toBe('payhub');

    await user.click(toggle);
    expect(await within(result).findByRole('button', { name: 'Save for later', pressed: false })).toBe(toggle);
    expect(status).toHaveTextContent('2026 property tax, 123 Main St was removed from My items.');
    expect(bff.state.calls.find((c) => c.method === 'DELETE')?.search).toBe('?savePath=%2Fproperty_tax%2FR100-001');
  });

  it('SAVED-03: an item saved already shows pressed, in Spanish too', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    server.use(...accountBff({ saved: [savedItem('property_tax/R100-001', '2026 property tax, 123 Main St')] }).handlers);
    const { user } = renderPortal('/sunshine/demo/property-tax');
    await user.type(await screen.findByRole('textbox', { name: 'Número de cuenta' }), 'R100-001');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const result = await screen.findByRole('article', { name: '2026 property tax, 123 Main St' });
    expect(await within(result).findByRole('button', { name: 'Guardar para después', pressed: true })).toBeInTheDocument();
  });

  it('SAVED-05: when the saved items cannot be loaded the toggle hides, no error shows and adding still works', async () => {
    const bff = accountBff({ savedFails: 503 });
    server.use(...bff.handlers);
    const { user } = renderPortal('/sunshine/demo/property-tax');
    const result = await searchMainSt(user);
    await screen.findByRole('button', { name: 'Account menu for Rosa' });
    await within(result).findByRole('button', { name: 'Add to cart' });
    expect(bff.state.calls.some((c) => c.path.endsWith('/saved-items'))).toBe(true);
    expect(within(result).queryByRole('button', { name: 'Save for later' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(result).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('2026 property tax, 123 Main St was added to your cart.')).toBeInTheDocument();
  });

  it('SAVED-02: a guest’s saved items are never asked for', async () => {
    const bff = accountBff({ user: null });
    server.use(...bff.handlers);
    const { user } = renderPortal('/sunshine/demo/property-tax');
    const result = await searchMainSt(user);
    expect(await within(result).findByRole('button', { name: 'Save for later' })).not.toHaveAttribute('aria-pressed');
    expect(bff.state.calls).toEqual([]);
  });
});
