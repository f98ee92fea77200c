import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { portal } from '../../../.storybook/portal';
import { mockBff } from '../../test/mockBff';
import { ClaimOffer } from './ClaimOffer';

const CARD = { type: 'card' as const, cardBrand: 'Visa', lastDigits: '4242', name: 'Visa Card' };

const meta = {
  title: 'Wallet/ClaimOffer',
  component: ClaimOffer,
  args: { claimable: CARD, onClaimed: fn() },
  parameters: portal({ path: '/sunshine/demo/my-dashboard', seed: () => mockBff.setWallet({ signedIn: true, claimable: CARD }) }),
} satisfies Meta<typeof ClaimOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest paid with this card, then signed in: keep it, with the card-on-file disclosure ticked. */
export const Card: Story = {};

export const BankAccount: Story = {
  name: 'Bank account',
  args: { claimable: { type: 'bank', lastDigits: '6789', name: 'Checking Account' } },
};
