import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal } from '../../../.storybook/portal';
import { accountBff, savedItem } from '../../test/accountFixtures';
import { scheduleBff } from '../../test/scheduleFixtures';
import { BulkAutopayDialog } from './BulkAutopayDialog';

const water = savedItem('utilities/U-5001', 'Water bill - U-5001', { tab: 'services', autopay: { kind: 'beforeDue' } });
const car = savedItem('vehicle_renewal/ABC1234', 'Vehicle Registration Renewal - ABC1234', {
  tab: 'dmv',
  autopay: { kind: 'yearly', limitToYearlyDate: '06-30' },
});
const boat = savedItem('vessel_renewal/FL1234', 'Vessel Registration Renewal - FL1234', {
  tab: 'dmv',
  autopay: { kind: 'yearly', limitToYearlyDate: '03-31' },
});
const tax = savedItem('property_tax/R100-001', '2026 property tax, 123 Main St');

const meta = {
  title: 'Account/BulkAutopayDialog',
  component: BulkAutopayDialog,
  args: { items: [water, car, boat, tax], onClose: () => undefined },
} satisfies Meta<typeof BulkAutopayDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Groups: Story = {
  name: 'SCHED-38 groups: before due, then yearly by date; one item apart',
  parameters: portal({
    path: '/sunshine/demo/my-dashboard',
    bff: [...accountBff({ saved: [water, car, boat, tax] }).handlers, ...scheduleBff().handlers],
  }),
};

export const NoneEligible: Story = {
  name: 'No selected item can be enrolled',
  args: { items: [tax] },
  parameters: portal({ path: '/sunshine/demo/my-dashboard', bff: accountBff({ saved: [tax] }).handlers }),
};
