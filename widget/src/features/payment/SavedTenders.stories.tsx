import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { savedTender } from '../../test/mockBff';
import { SaveTenderFields, WalletChoices } from './SavedTenders';

const NOW = new Date(2026, 4, 15);

const meta = {
  title: 'Payment/WalletChoices',
  component: WalletChoices,
  args: {
    saved: [
      savedTender({ tenderId: 'wt_visa', isLastUsed: true }),
      savedTender({ tenderId: 'wt_work', nickname: 'Work card', name: 'Work card', cardBrand: 'MasterCard', lastDigits: '4444', expiry: '11/30' }),
      savedTender({ tenderId: 'wt_old', cardBrand: 'American Express', lastDigits: '0005', expiry: '01/20', isExpired: true }),
      savedTender({ tenderId: 'wt_bank', type: 'bank', cardBrand: undefined, expiry: undefined, lastDigits: '6789', bankAccountType: 'checking' }),
    ],
    savedId: 'wt_visa',
    type: 'card',
    options: ['card', 'bank'],
    allowedTypes: ['card', 'bank'],
    fees: { card: { amount: '2.90' }, bank: { amount: '0.50' } },
    now: NOW,
    onSaved: fn(),
    onType: fn(),
  },
  decorators: [
    (Story) => (
      <fieldset className="tender-choice">
        <legend className="tender-choice__legend">Payment method</legend>
        <Story />
      </fieldset>
    ),
  ],
} satisfies Meta<typeof WalletChoices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last used card chosen; the expired one shown and not choosable (WAL-11). */
export const LastUsedChosen: Story = { name: 'Last used chosen' };

export const NewCard: Story = { name: 'New card chosen', args: { savedId: null } };

/** Over the card limit: the saved cards cannot pay this cart. */
export const CardsBlocked: Story = { name: 'Cards not allowed', args: { savedId: 'wt_bank', allowedTypes: ['bank'] } };

export const SaveCheckbox: StoryObj<typeof SaveTenderFields> = {
  name: 'Save this payment method',
  render: () => <SaveTenderFields save nickname="Home Visa" nicknameInvalid={false} onSave={fn()} onNickname={fn()} />,
};
