// Sandbox-like data the stories share (the demo county of README "Sandbox
// data"), built with the test fixtures so that stories and tests agree.
import type { CartItemView, FreeformField } from '../src/lib/checkoutTypes';
import type { DeliveryView } from '../src/lib/deliveryTypes';
import { cartItem } from '../src/test/checkoutFixtures';

export const PERMIT_FIELD: FreeformField = {
  key: 'permit_number',
  label: 'Permit number',
  placeholder: 'P-12345',
  tooltip: 'The number printed on your current permit.',
  required: true,
  charLimit: 10,
  textArea: false,
};

export const DEDICATION_FIELD: FreeformField = {
  key: 'dedication',
  label: 'In honor of (optional)',
  placeholder: '',
  required: false,
  charLimit: 0,
  textArea: true,
};

export const PROPERTY_TAX: CartItemView = cartItem({
  id: 'item-1',
  path: 'property_tax/R100-001',
  displayName: '2026 property tax, 123 Main St',
  description: 'Account R100-001',
  amount: '1234.56',
  minAmount: '0.01',
  maxAmount: '1234.56',
  isAmountModifiable: true,
});

export const WATER_BILL: CartItemView = cartItem({
  id: 'item-2',
  path: 'utilities/U-5001',
  displayName: 'Water bill',
  description: 'Account U-5001',
  amount: '76.25',
  department: 'Utilities',
});

export const RECYCLING_BINS: CartItemView = cartItem({
  id: 'item-3',
  path: 'utilities/bins',
  displayName: 'Recycling bin',
  amount: '20.00',
  quantity: 2,
  isQuantityModifiable: true,
  department: 'Solid Waste',
});

export const BUSINESS_LICENSE: CartItemView = cartItem({
  id: 'item-4',
  path: 'business_license/B-9002',
  displayName: 'Business license renewal',
  description: 'Account B-9002',
  amount: '150.00',
  shouldDelayPayment: true,
  freeformFields: [PERMIT_FIELD, DEDICATION_FIELD],
  userParameters: {},
});

export const VEHICLE_RENEWAL: CartItemView = cartItem({
  id: 'item-5',
  path: 'vehicle_renewal/ABC1234',
  displayName: 'Vehicle registration renewal',
  description: 'Plate ABC1234',
  amount: '45.60',
  department: 'Motor Vehicles',
});

/** A full cart: an editable amount, a plain bill, a quantity, item fields. */
export const CART_ITEMS: CartItemView[] = [PROPERTY_TAX, WATER_BILL, RECYCLING_BINS, BUSINESS_LICENSE];

/** The delivery section of a cart holding plate ABC1234's renewal. */
export function deliveryView(overrides: Partial<DeliveryView> = {}): DeliveryView {
  return {
    required: true,
    options: ['shipping', 'pick_up'],
    default: 'none',
    reminders: true,
    addressChange: false,
    states: ['AE', 'FL', 'GA'],
    country: 'US',
    offices: [
      {
        locationId: 'downtown',
        description: 'Tax Collector - Downtown Office',
        location: '200 Government Center Blvd',
        mapLocation: 'https://www.openstreetmap.org/?mlat=28.5&mlon=-81.3',
        officeHours: 'Monday to Friday, 8:00 a.m. to 5:00 p.m.',
        information: 'Bring a photo ID.',
        availability: [
          { date: '2026-05-04', open: true },
          { date: '2026-05-09', open: false },
        ],
      },
      {
        locationId: 'north',
        description: 'Tax Collector - North Branch',
        location: '18 Lakeview Rd',
        mapLocation: 'https://www.openstreetmap.org/?mlat=28.6&mlon=-81.3',
        officeHours: 'Tuesday to Saturday, 9:00 a.m. to 4:00 p.m.',
        information: '',
        availability: [{ date: '2026-05-05', open: true }],
      },
    ],
    renewals: [
      {
        itemId: VEHICLE_RENEWAL.id,
        displayName: 'Vehicle registration renewal',
        path: 'vehicle_renewal/ABC1234',
        choices: [
          { path: 'vehicle_renewal/ABC1234', displayName: '12 months', amount: '45.60' },
          { path: 'vehicle_renewal/ABC1234/24', displayName: '24 months', amount: '91.20' },
        ],
      },
    ],
    donation: {
      charities: [
        { id: 'parks', name: 'County Parks', path: 'donations/parks' },
        { id: 'shelter', name: 'Animal Shelter', path: 'donations/shelter' },
        { id: 'library', name: 'Public Library', path: 'donations/library' },
      ],
      amounts: ['1.00', '5.00', '10.00'],
      minimumAmount: '1.00',
    },
    ...overrides,
  };
}
