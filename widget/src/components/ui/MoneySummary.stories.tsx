import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoneySummary } from './MoneySummary';

const meta = {
  title: 'UI/MoneySummary',
  component: MoneySummary,
} satisfies Meta<typeof MoneySummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubtotalOnly: Story = { name: 'Subtotal only', args: { subtotal: 131081 } };

export const WithFee: Story = { name: 'With a fee and total', args: { subtotal: 131081, fee: 290 } };
