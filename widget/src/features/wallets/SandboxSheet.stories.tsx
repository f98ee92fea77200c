import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SandboxSheet } from './SandboxSheet';
import './wallets.css';

const meta = {
  title: 'Wallets/SandboxSheet',
  component: SandboxSheet,
  args: {
    type: 'applePay',
    request: { subtotal: 7625, fee: 290, total: 7915, language: 'en' },
    busy: false,
    onPay: fn(),
    onCancel: fn(),
  },
  argTypes: { type: { control: 'inline-radio', options: ['applePay', 'googlePay'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SandboxSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ApplePay: Story = { name: 'Apple Pay' };
export const GooglePay: Story = { name: 'Google Pay', args: { type: 'googlePay' } };
export const Paying: Story = { args: { busy: true } };
