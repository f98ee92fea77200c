import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal } from '../../../.storybook/portal';
import { accountBff, savedItem } from '../../test/accountFixtures';
import { SaveToggle } from './SaveToggle';

const PAYABLE = { path: 'property_tax/R100-001', displayName: '2026 property tax, 123 Main St' };

const meta = {
  title: 'UI/SaveToggle',
  component: SaveToggle,
  args: { payable: PAYABLE },
} satisfies Meta<typeof SaveToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotSaved: Story = {
  name: 'Signed in, not saved: Save for later',
  parameters: portal({ path: '/sunshine/demo/property-tax', bff: accountBff().handlers }),
};

export const Saved: Story = {
  name: 'Signed in, saved: pressed',
  parameters: portal({
    path: '/sunshine/demo/property-tax',
    bff: accountBff({ saved: [savedItem(PAYABLE.path, PAYABLE.displayName)] }).handlers,
  }),
};
