import type { Meta, StoryObj } from '@storybook/react-vite';
import { ItemLines } from './ItemLines';

const meta = {
  title: 'UI/ItemLines',
  component: ItemLines,
} satisfies Meta<typeof ItemLines>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneItem: Story = {
  name: 'One item',
  args: { items: [{ displayName: 'Water bill', description: 'Account U-5001', amount: '76.25', quantity: 1 }] },
};

export const SeveralItems: Story = {
  name: 'Several items, one with a quantity',
  args: {
    items: [
      { displayName: '2026 property tax, 123 Main St', description: 'Account R100-001', amount: '1234.56', quantity: 1 },
      { displayName: 'Recycling bin', amount: '20.00', quantity: 3 },
      { displayName: 'Donation to county parks', amount: '5.00', quantity: 1 },
    ],
  },
};
