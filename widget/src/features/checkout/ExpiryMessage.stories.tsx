import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExpiryMessage } from './ExpiryMessage';

const meta = {
  title: 'Checkout/ExpiryMessage',
  component: ExpiryMessage,
  args: { returnHref: '/sunshine/demo/home', expiry: { kind: 'warning', minutes: 8 } },
} satisfies Meta<typeof ExpiryMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = { name: 'Minutes left' };
export const LastMinute: Story = { name: 'One minute left', args: { expiry: { kind: 'warning', minutes: 1 } } };
export const Expired: Story = { args: { expiry: { kind: 'expired' } } };
