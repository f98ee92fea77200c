import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WATER_BILL } from '../../../.storybook/data';
import { portal, seedCart } from '../../../.storybook/portal';
import type { AppStore } from '../../state/store';
import { WalletOptions } from './WalletOptions';

const ALL_WALLETS = ['card', 'bank', 'paypal', 'venmo', 'applePay', 'googlePay'];

function withTenders(allowed: string[]) {
  return (store: AppStore) => void seedCart(store, [WATER_BILL], {}, { tenders: { allowed, blocked: [], alerts: [] } });
}

const meta = {
  title: 'Wallets/WalletOptions',
  component: WalletOptions,
  args: { contact: () => ({ email: 'ana@example.com', phone: '' }), disabled: false, framed: false, redirect: fn() },
  argTypes: { contact: { control: false }, redirect: { control: false } },
  parameters: portal({ seed: withTenders(ALL_WALLETS) }),
} satisfies Meta<typeof WalletOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Apple Pay and Google Pay open the sandbox sheet; PayPal and Venmo call the BFF (503 here, so the error shows). */
export const AllWallets: Story = { name: 'PayPal, Venmo, Apple Pay, Google Pay' };

/** TENDER-14: Venmo is not offered inside a frame. */
export const Framed: Story = { name: 'Inside a frame (no Venmo)', args: { framed: true } };

export const PayPalOnly: Story = { name: 'PayPal only', parameters: portal({ seed: withTenders(['card', 'paypal']) }) };

export const Disabled: Story = { args: { disabled: true } };
