import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutProgress } from './CheckoutProgress';

const meta = {
  title: 'UI/CheckoutProgress',
  component: CheckoutProgress,
  argTypes: { current: { control: 'inline-radio', options: ['cart', 'payment', 'review', 'receipt'] } },
} satisfies Meta<typeof CheckoutProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cart: Story = { args: { current: 'cart' } };
export const Payment: Story = { args: { current: 'payment' } };
export const Review: Story = { args: { current: 'review' } };
export const Receipt: Story = { args: { current: 'receipt' } };
