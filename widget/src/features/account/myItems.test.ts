// My items' tabs and the selection's bulk actions as pure rules.
import { describe, expect, it } from 'vitest';
import { savedItem } from '../../test/accountFixtures';
import { payable } from '../../test/checkoutFixtures';
import { autopayGroups, cartLines, firstTab, itemsOfTab, monthDay } from './myItems';

const water = savedItem('utilities/U-5001', 'Water bill', { tab: 'services', autopay: { kind: 'beforeDue' } });
const sewer = savedItem('utilities/S-1', 'Sewer bill', { tab: 'services', autopay: { kind: 'beforeDue' } });
const car = savedItem('vehicle_renewal/ABC1234', 'Car', { tab: 'dmv', autopay: { kind: 'yearly', limitToYearlyDate: '06-30' } });
const boat = savedItem('vessel_renewal/FL1', 'Boat', { tab: 'dmv', autopay: { kind: 'yearly', limitToYearlyDate: '03-31' } });
const trailer = savedItem('vehicle_renewal/T1', 'Trailer', { tab: 'dmv', autopay: { kind: 'yearly', limitToYearlyDate: '06-30' } });
const tax = savedItem('property_tax/R100-001', 'Tax', { tab: 'tax' });
const gone = savedItem('parking/P-42', 'unused', { tab: 'services', payable: undefined, payableNotFound: true, autopay: { kind: 'beforeDue' } });

describe('My items tabs', () => {
  it('ROUTE-55: each tab lists the items the BFF names it for, and the first tab with items opens', () => {
    const all = [tax, water, car];
    expect(itemsOfTab(all, 'dmv')).toEqual([car]);
    expect(itemsOfTab(all, 'services')).toEqual([water]);
    expect(itemsOfTab(all, 'tax')).toEqual([tax]);
    expect(firstTab(all)).toBe('dmv');
    expect(firstTab([tax, water])).toBe('services');
    expect(firstTab([tax])).toBe('tax');
    expect(firstTab([])).toBe('dmv');
  });
});

describe('bulk autopay grouping', () => {
  it('SCHED-38: items allowing amountDue before due form one group; yearly ones are grouped by limitToYearlyDate', () => {
    const { groups, notEligible } = autopayGroups([car, water, tax, boat, sewer, trailer, gone]);
    expect(groups.map((g) => [g.kind, g.limitToYearlyDate, g.items.map((i) => i.savePath)])).toEqual([
      ['beforeDue', undefined, [water.savePath, sewer.savePath]],
      ['yearly', '03-31', [boat.savePath]],
      ['yearly', '06-30', [car.savePath, trailer.savePath]],
    ]);
    // An item autopay cannot enrol, or whose payable is gone, is apart.
    expect(notEligible).toEqual([tax, gone]);
  });

  it('names a yearly date in the language', () => {
    expect(monthDay('06-30', 'en')).toBe('June 30');
    expect(monthDay('06-30', 'es')).toBe('30 de junio');
    expect(monthDay('whenever', 'en')).toBe('whenever');
  });
});

describe('add selected to cart', () => {
  it('ROUTE-56: one line per payable item, the amount due when there is one; items that cannot be paid are left out', () => {
    const open = savedItem('donations/parks', 'Parks', { payable: payable({ path: 'donations/parks', displayName: 'Parks', amount: '0.00' }) });
    const unpayable = savedItem('property_tax/R100-003', 'Paid', {
      payable: payable({ path: 'property_tax/R100-003', displayName: 'Paid', amount: '0.00', isPayable: false }),
    });
    expect(cartLines([tax, open, unpayable, gone])).toEqual([
      { path: 'property_tax/R100-001', quantity: 1, amount: '842.10' },
      { path: 'donations/parks', quantity: 1 },
    ]);
  });
});
