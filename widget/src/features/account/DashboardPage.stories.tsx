import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal } from '../../../.storybook/portal';
import { accountBff, payments, resident, savedItem } from '../../test/accountFixtures';
import { DashboardPage } from './DashboardPage';

const PATH = '/sunshine/demo/my-dashboard';
const saved = [
  savedItem('property_tax/R100-002', '2026 property tax, 9 Oak Ave'),
  savedItem('utilities/U-5001', 'Water bill - U-5001', { displayType: 'utility_bill', pageRoute: 'utilities' }),
];

const meta = {
  title: 'Account/DashboardPage',
  component: DashboardPage,
  args: { loginEnabled: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Resident: Story = {
  name: 'Signed in: My items',
  parameters: portal({ path: PATH, bff: accountBff({ user: resident, saved, history: payments(12) }).handlers }),
};

export const Guest: Story = {
  name: 'Guest: sign-in prompt',
  parameters: portal({ path: PATH, bff: accountBff({ user: null }).handlers }),
};

export const LoginDisabled: Story = {
  name: 'Guest on a site whose sign-in is off',
  args: { loginEnabled: false },
  parameters: portal({ path: PATH, bff: accountBff({ user: null }).handlers }),
};
