import type { Meta, StoryObj } from '@storybook/react-vite';
import { savedTender } from '../../test/mockBff';
import { TenderSummary } from './TenderSummary';

const NOW = new Date(2026, 4, 15);

const meta = {
  title: 'Wallet/TenderSummary',
  component: TenderSummary,
  args: { tender: savedTender({ isLastUsed: true }), now: NOW, showDefault: true },
} satisfies Meta<typeof TenderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** WAL-07, WAL-08, WAL-09: name, last digits, MM/YY expiry; the last used one is the default. */
export const DefaultCard: Story = { name: 'Default card' };

export const Nickname: Story = { args: { tender: savedTender({ nickname: 'Work card', name: 'Work card', isLastUsed: false }) } };

/** WAL-11: an expired card. */
export const Expired: Story = { args: { tender: savedTender({ expiry: '04/26', isExpired: true, isLastUsed: false }) } };

export const ExpiresSoon: Story = { name: 'Expires soon', args: { tender: savedTender({ expiry: '06/26', isExpiring: true }) } };

export const BankAccount: Story = {
  name: 'Bank account',
  args: {
    tender: savedTender({ type: 'bank', name: 'Savings Account', cardBrand: undefined, expiry: undefined, lastDigits: '6789', bankAccountType: 'savings' }),
  },
};

export const PayPal: Story = {
  args: { tender: savedTender({ type: 'paypal', name: 'PayPal', cardBrand: undefined, expiry: undefined, lastDigits: '', paypalEmail: 'buyer@example.com' }) },
};
