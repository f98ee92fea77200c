import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal } from '../../../.storybook/portal';
import { accountBff, savedItem } from '../../test/accountFixtures';
import { scheduleBff } from '../../test/scheduleFixtures';
import { SavedItemsPanel } from './SavedItemsPanel';

const PATH = '/sunshine/demo/my-dashboard';
const oak = savedItem('property_tax/R100-002', '2026 property tax, 9 Oak Ave');
const taxes = [1, 3, 4, 5].map((n) => savedItem(`property_tax/R100-00${n}`, `2026 property tax, ${n} Main St`));
const water = savedItem('utilities/U-5001', 'Water bill - U-5001', {
  displayType: 'utility_bill',
  pageRoute: 'utilities',
  tab: 'services',
  autopay: { kind: 'beforeDue' },
});
const car = savedItem('vehicle_renewal/ABC1234', 'Vehicle Registration Renewal - ABC1234', {
  displayType: 'vehicle_renewal',
  pageRoute: 'vehicle-renewal',
  tab: 'dmv',
  autopay: { kind: 'yearly', limitToYearlyDate: '06-30' },
});
const gone = savedItem('parking/P-42', '', { displayType: 'parking_citation', pageRoute: undefined, payable: undefined, payableNotFound: true });

const meta = {
  title: 'Account/SavedItemsPanel',
  component: SavedItemsPanel,
} satisfies Meta<typeof SavedItemsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grouped: Story = {
  name: 'Grouped by display type',
  parameters: portal({ path: PATH, bff: accountBff({ saved: [oak, water] }).handlers }),
};

export const Tabs: Story = {
  name: 'Tabs for DMV items, services and fees, and tax items, with bulk actions',
  parameters: portal({ path: PATH, bff: [...accountBff({ saved: [oak, water, car] }).handlers, ...scheduleBff().handlers] }),
};

export const OverLimit: Story = {
  name: 'More than 4 of one kind: warning',
  parameters: portal({ path: PATH, bff: accountBff({ saved: [oak, ...taxes, water] }).handlers }),
};

export const Unavailable: Story = {
  name: 'An item no longer found: Remove only',
  parameters: portal({ path: PATH, bff: accountBff({ saved: [water, gone] }).handlers }),
};

export const Empty: Story = {
  name: 'Nothing saved',
  parameters: portal({ path: PATH, bff: accountBff({ saved: [] }).handlers }),
};

export const LoadFailure: Story = {
  name: 'Saved items could not be loaded',
  parameters: portal({ path: PATH, bff: accountBff({ savedFails: 503 }).handlers }),
};
