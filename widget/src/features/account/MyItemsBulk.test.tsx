// My items' tabs (DMV items, services and fees, tax items) and bulk actions:
// select by checkbox or all at once, add to the cart in one step, remove,
// and set up autopay in the SCHED-38 groups.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountBff, savedItem } from '../../test/accountFixtures';
import { payable } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { renderPortal } from '../../test/render';
import { scheduleBff } from '../../test/scheduleFixtures';
import { server } from '../../test/server';

const water = savedItem('utilities/U-5001', 'Water bill', {
  displayType: 'utility_bill',
  pageRoute: 'utilities',
  tab: 'services',
  autopay: { kind: 'beforeDue' },
  payable: payable({ path: 'utilities/U-5001', displayName: 'Water bill', amount: '76.25' }),
});
const license = savedItem('business_license/B-9001', 'Business license', {
  displayType: 'business_license',
  pageRoute: 'business-license',
  tab: 'services',
  payable: payable({ path: 'business_license/B-9001', displayName: 'Business license', amount: '150.00' }),
});
const car = savedItem('vehicle_renewal/ABC1234', 'Car renewal', {
  displayType: 'vehicle_renewal',
  pageRoute: 'vehicle-renewal',
  tab: 'dmv',
  autopay: { kind: 'yearly', limitToYearlyDate: '06-30' },
  payable: payable({ path: 'vehicle_renewal/ABC1234', displayName: 'Car renewal', amount: '45.60' }),
});
const oak = savedItem('property_tax/R100-002', '2026 property tax, 9 Oak Ave', { tab: 'tax' });
const main = savedItem('property_tax/R100-001', '2026 property tax, 123 Main St', {
  tab: 'tax',
  payable: payable({ path: 'property_tax/R100-001', displayName: '2026 property tax, 123 Main St', amount: '1234.56' }),
});

function open(options: Parameters<typeof accountBff>[0]) {
  const bff = accountBff(options);
  const schedules = scheduleBff();
  server.use(...bff.handlers, ...schedules.handlers);
  const view = renderPortal('/sunshine/demo/my-dashboard#my-items');
  return { ...view, bff, schedules };
}

describe('My items tabs', () => {
  it('ROUTE-55: tabs for DMV items, services and fees, and tax items, each listing its own items, in Spanish too', async () => {
    const { user, unmount } = open({ saved: [oak, water, car] });
    const tabs = await screen.findByRole('tablist', { name: 'Saved items by kind' });
    const [dmv, services, tax] = within(tabs).getAllByRole('tab');
    expect([dmv, services, tax].map((tab) => tab?.textContent)).toEqual(['DMV items (1)', 'Services and fees (1)', 'Tax items (1)']);
    // The first tab with items is open, and lists only its items.
    expect(dmv).toHaveAttribute('aria-selected', 'true');
    const dmvPanel = screen.getByRole('tabpanel', { name: 'DMV items (1)' });
    expect(within(dmvPanel).getByRole('heading', { level: 4, name: 'Car renewal' })).toBeInTheDocument();
    expect(within(dmvPanel).queryByRole('heading', { level: 4, name: 'Water bill' })).not.toBeInTheDocument();
    // The arrow keys move to the next tab and select it.
    dmv?.focus();
    await user.keyboard('{ArrowRight}');
    expect(services).toHaveFocus();
    expect(services).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel', { name: 'Services and fees (1)' })).getByRole('heading', { level: 4, name: 'Water bill' })).toBeInTheDocument();
    await user.click(tax as HTMLElement);
    expect(within(screen.getByRole('tabpanel', { name: 'Tax items (1)' })).getByRole('heading', { level: 4, name: oak.payable?.displayName })).toBeInTheDocument();
    unmount();

    window.localStorage.setItem('defaultLocale', 'es');
    const spanish = open({ saved: [oak] });
    const es = await screen.findByRole('tablist', { name: 'Artículos guardados por tipo' });
    expect(within(es).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Artículos del DMV (0)',
      'Servicios y cargos (0)',
      'Impuestos (1)',
    ]);
    expect(within(es).getByRole('tab', { name: 'Impuestos (1)' })).toHaveAttribute('aria-selected', 'true');
    await spanish.user.click(within(es).getByRole('tab', { name: 'Artículos del DMV (0)' }));
    expect(await screen.findByText('No tiene artículos guardados de este tipo.')).toBeVisible();
  });
});

describe('My items bulk actions', () => {
  it('ROUTE-56: select all, then add the selected items to the cart in one step and open the cart', async () => {
    const { user } = open({ saved: [oak, main] });
    const actions = await screen.findByRole('group', { name: 'Actions for the selected items' });
    expect(within(actions).getByText('0 of 2 selected')).toBeInTheDocument();
    await user.click(within(actions).getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('checkbox', { name: 'Select 2026 property tax, 9 Oak Ave' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select 2026 property tax, 123 Main St' })).toBeChecked();
    expect(within(actions).getByText('2 of 2 selected')).toBeInTheDocument();
    await user.click(within(actions).getByRole('button', { name: 'Add selected to cart' }));
    await waitFor(() => expect(window.location.pathname).toBe('/sunshine/demo/checkout'));
    const adds = mockBff.calls('POST', '/cart/items');
    expect(adds).toHaveLength(1);
    expect(adds[0]?.body).toEqual({
      items: [
        { path: 'property_tax/R100-002', quantity: 1, amount: '842.10' },
        { path: 'property_tax/R100-001', quantity: 1, amount: '1234.56' },
      ],
    });
    expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeInTheDocument();
  });

  it('ROUTE-56: with nothing selected an action says to select first; Select all unticks them all again', async () => {
    const { user, bff } = open({ saved: [oak, main] });
    const actions = await screen.findByRole('group', { name: 'Actions for the selected items' });
    await user.click(within(actions).getByRole('button', { name: 'Remove selected' }));
    expect(screen.getByRole('status')).toHaveTextContent('Select one or more items first.');
    const all = within(actions).getByRole('checkbox', { name: 'Select all' });
    await user.click(screen.getByRole('checkbox', { name: 'Select 2026 property tax, 9 Oak Ave' }));
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await user.click(all);
    await user.click(all);
    expect(screen.getByRole('checkbox', { name: 'Select 2026 property tax, 9 Oak Ave' })).not.toBeChecked();
    expect(bff.state.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('ROUTE-56: Remove selected unsaves only the selected items and says which', async () => {
    const { user, bff } = open({ saved: [water, license, oak, main] });
    await user.click(await screen.findByRole('tab', { name: 'Tax items (2)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected' }));
    expect(await screen.findByText('2 items were removed from your saved items.')).toHaveAttribute('role', 'status');
    expect(screen.getByText('You have no saved items of this kind.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Services and fees (2)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Water bill' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected' }));
    expect(await screen.findByText('Water bill was removed from your saved items.')).toHaveAttribute('role', 'status');
    expect(bff.state.calls.filter((c) => c.method === 'DELETE').map((c) => c.search)).toEqual([
      '?savePath=%2Fproperty_tax%2FR100-002',
      '?savePath=%2Fproperty_tax%2FR100-001',
      '?savePath=%2Futilities%2FU-5001',
    ]);
    expect(screen.queryByRole('heading', { level: 4, name: 'Water bill' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Business license' })).toBeInTheDocument();
  });

  it('ROUTE-56 SCHED-38: Set up autopay shows the selected items in their groups, then enrols them with the chosen method and the terms', async () => {
    const boat = savedItem('vessel_renewal/FL1', 'Boat renewal', {
      tab: 'dmv',
      autopay: { kind: 'yearly', limitToYearlyDate: '03-31' },
      payable: payable({ path: 'vessel_renewal/FL1', displayName: 'Boat renewal', amount: '20.00' }),
    });
    const plate = savedItem('vehicle_renewal/XYZ9', 'Truck renewal', {
      tab: 'dmv',
      autopay: { kind: 'yearly', limitToYearlyDate: '06-30' },
      payable: payable({ path: 'vehicle_renewal/XYZ9', displayName: 'Truck renewal', amount: '50.00' }),
    });
    const title = savedItem('title_transfer/T1', 'Title transfer', {
      tab: 'dmv',
      payable: payable({ path: 'title_transfer/T1', displayName: 'Title transfer', amount: '5.00' }),
    });
    const { user, bff } = open({ saved: [car, boat, plate, title] });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Set up autopay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up autopay' });
    // Two yearly groups, by date, the earlier first; the item autopay cannot enrol apart.
    const groups = within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(groups).toEqual(['Paid every year on March 31', 'Paid every year on June 30', 'These items cannot be enrolled in autopay']);
    const june = within(dialog).getByRole('heading', { level: 3, name: 'Paid every year on June 30' }).closest('section') as HTMLElement;
    expect(within(june).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Car renewal', 'Truck renewal']);
    expect(await within(dialog).findByText('I authorize Sunshine County to charge the payment method I chose on each scheduled date.')).toBeVisible();
    // Terms not accepted: refused in the browser, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Set up autopay' }));
    expect(within(dialog).getByRole('checkbox', { name: 'I accept these terms' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Accept the terms to continue.')).toBeVisible();
    expect(bff.state.calls.filter((c) => c.method === 'POST')).toEqual([]);
    // The one saved card is chosen; accept and set up.
    expect(within(dialog).getByRole('radio', { name: 'Visa Card ending in 4242' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'I accept these terms' }));
    await user.click(within(dialog).getByRole('button', { name: 'Set up autopay' }));
    expect(await within(dialog).findByRole('heading', { name: 'Autopay results' })).toBeInTheDocument();
    const sent = bff.state.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/saved-items/autopay'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      savePaths: [boat.savePath, car.savePath, plate.savePath],
      tenderId: 'wt_visa',
      termsAccepted: true,
    });
    expect(within(dialog).getByText('Car renewal is enrolled in autopay.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Set up autopay' })).toHaveFocus();
  });
});
