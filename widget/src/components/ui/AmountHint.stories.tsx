import type { Meta, StoryObj } from '@storybook/react-vite';
import { AmountHint } from './AmountHint';

const meta = {
  title: 'UI/AmountHint',
  component: AmountHint,
} satisfies Meta<typeof AmountHint>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Range: Story = { args: { minAmount: '0.01', maxAmount: '1234.56' } };

export const MinimumOnly: Story = { name: 'Minimum only', args: { minAmount: '1.00', maxAmount: '' } };
