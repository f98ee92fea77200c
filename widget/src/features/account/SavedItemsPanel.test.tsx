// My items on the dashboard: saved items grouped by display type, Pay and
// Remove, the warning over the limit and items no longer found.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountBff, savedItem } from '../../test/accountFixtures';
import { payable } from '../../test/checkoutFixtures';
import { sunshineSources } from '../../test/fixtures';
import { mockBff } from '../../test/mockBff';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';
import { groupSavedItems } from './SavedItemsPanel';

const oak = savedItem('property_tax/R100-002', '2026 property tax, 9 Oak Ave');
const water = savedItem('utilities/U-5001', 'Water bill', {
  displayType: 'utility_bill',
  pageRoute: 'utilities',
  payable: payable({ path: 'utilities/U-5001', displayName: 'Water bill', amount: '76.25', dueAt: '2026-07-15T12:00:00Z' }),
});
const gone = savedItem('parking/P-42', 'unused', { displayType: 'parking_citation', pageRoute: undefined, payable: undefined, payableNotFound: true });

function open(options: Parameters<typeof accountBff>[0]) {
  const bff = accountBff(options);
  server.use(...bff.handlers);
  const view = renderPortal('/sunshine/demo/my-dashboard#my-items');
  return { ...view, bff };
}

describe('My items', () => {
  it('SAVED-01 SAVED-06: lists the saved items grouped under their payable source, with amount and due date', async () => {
    open({ saved: [water, oak] });
    const panel = await screen.findByRole('tabpanel', { name: 'My items' });
    const taxes = await within(panel).findByRole('region', { name: 'Property tax' });
    const utilities = within(panel).getByRole('region', { name: 'Utilities' });
    // The site's sources give the order: property tax before utilities.
    expect(taxes.compareDocumentPosition(utilities) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(taxes).getByRole('heading', { level: 4, name: '2026 property tax, 9 Oak Ave' })).toBeInTheDocument();
    expect(within(taxes).getByText('$842.10')).toBeInTheDocument();
    expect(within(utilities).getByText('$76.25')).toBeInTheDocument();
    expect(within(utilities).getByText('July 15, 2026')).toBeInTheDocument();
  });

  it('says so when nothing is saved', async () => {
    open({ saved: [] });
    expect(await screen.findByText(/You have no saved items yet/)).toBeVisible();
  });

  it('CONST-44: more than 4 items of one display type shows the warning; 4 do not', async () => {
    const five = [1, 2, 3, 4, 5].map((n) => savedItem(`property_tax/R10${n}`, `Bill ${n}`));
    const { unmount } = open({ saved: five });
    const taxes = await screen.findByRole('region', { name: 'Property tax' });
    expect(within(taxes).getByRole('status')).toHaveTextContent(
      'You have 5 saved items of this kind. A list of more than 4 is hard to keep up to date',
    );
    unmount();
    open({ saved: five.slice(0, 4) });
    const four = await screen.findByRole('region', { name: 'Property tax' });
    expect(within(four).queryByText(/saved items of this kind/)).not.toBeInTheDocument();
  });

  it('an item whose payable is no longer found shows as unavailable with Remove only', async () => {
    open({ saved: [gone] });
    const item = (await screen.findByRole('heading', { level: 4, name: 'Item no longer available' })).closest('li') as HTMLElement;
    expect(within(item).getByText('This item can no longer be found. You can remove it from your list.')).toBeVisible();
    expect(within(item).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Remove' })).toBeEnabled();
  });

  it('SAVED-03: Remove unsaves the item with the CSRF header, says so and leaves focus on the heading', async () => {
    const { user, bff } = open({ saved: [oak, water] });
    const name = await screen.findByRole('heading', { level: 4, name: '2026 property tax, 9 Oak Ave' });
    const remove = within(name.closest('li') as HTMLElement).getByRole('button', { name: 'Remove' });
    expect(remove).toHaveAccessibleDescription('2026 property tax, 9 Oak Ave');
    await user.click(remove);
    const status = await screen.findByText('2026 property tax, 9 Oak Ave was removed from your saved items.');
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { level: 4, name: '2026 property tax, 9 Oak Ave' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'My items' })).toHaveFocus();
    const removal = bff.state.calls.find((c) => c.method === 'DELETE');
    expect(removal?.search).toBe('?savePath=%2Fproperty_tax%2FR100-002');
    expect(removal?.requestedWith).toBe('payhub');
    expect(screen.getByRole('heading', { level: 4, name: 'Water bill' })).toBeInTheDocument();
  });

  it('Pay puts the item in the cart with its amount and opens the cart', async () => {
    const bill = savedItem('property_tax/R100-002', '2026 property tax, 9 Oak Ave', {
      payable: payable({ path: 'property_tax/R100-002', displayName: '2026 property tax, 9 Oak Ave', amount: '842.10' }),
    });
    const { user } = open({ saved: [bill] });
    const name = await screen.findByRole('heading', { level: 4, name: '2026 property tax, 9 Oak Ave' });
    await user.click(within(name.closest('li') as HTMLElement).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(window.location.pathname).toBe('/sunshine/demo/checkout'));
    expect(mockBff.calls('POST', '/cart/items')[0]?.body).toEqual({ items: [{ path: 'property_tax/R100-002', quantity: 1, amount: '842.10' }] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
    // The cart page settles (its later sections load) before the test ends.
    expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeInTheDocument();
  });

  it('a failed Pay says why under the item and stays', async () => {
    const missing = savedItem('property_tax/NOPE', 'Old bill');
    const { user } = open({ saved: [missing] });
    const item = (await screen.findByRole('heading', { level: 4, name: 'Old bill' })).closest('li') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Pay' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('unknown payable');
    expect(window.location.pathname).toBe('/sunshine/demo/my-dashboard');
  });

  it('a failed load says so with a retry, in Spanish too', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    open({ savedFails: 503 });
    const panel = await screen.findByRole('tabpanel', { name: 'Mis artículos' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('No se pudieron cargar sus artículos guardados.');
    expect(within(panel).getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });
});

describe('groupSavedItems', () => {
  it('names a group after its source, else its display type in words; unknown types come last', () => {
    const groups = groupSavedItems([gone, water, oak], [], sunshineSources(), 'es', 'Other');
    expect(groups.map((g) => g.title)).toEqual(['Property tax (es)', 'Utilities (es)', 'Parking citation']);
  });
});
