import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal } from '../../../.storybook/portal';
import { mockBff, savedTender } from '../../test/mockBff';
import { PaymentMethods } from './PaymentMethods';
import type { WalletState } from '../../test/mockBff';

const PATH = '/sunshine/demo/my-dashboard';

const TENDERS = [
  savedTender({ tenderId: 'wt_visa', isLastUsed: true, isExpiring: true }),
  savedTender({ tenderId: 'wt_old', cardBrand: 'Discover Card', lastDigits: '1117', expiry: '01/20', isExpired: true }),
  savedTender({ tenderId: 'wt_bank', type: 'bank', cardBrand: undefined, expiry: undefined, lastDigits: '6789', bankAccountType: 'checking' }),
];

const wallet = (state: Partial<WalletState>) => portal({ path: PATH, seed: () => mockBff.setWallet({ signedIn: true, ...state }) });

const meta = {
  title: 'Account/PaymentMethods',
  component: PaymentMethods,
  parameters: wallet({ tenders: TENDERS }),
} satisfies Meta<typeof PaymentMethods>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rename, make default, remove (with its confirmation) and add, against the in-browser BFF. */
export const Saved: Story = { name: 'Saved methods' };

export const Empty: Story = { parameters: wallet({ tenders: [] }) };

/** A guest payment's card to keep, above the list. */
export const Claim: Story = {
  name: 'Claim a guest payment’s card',
  parameters: wallet({ tenders: [], claimable: { type: 'card', cardBrand: 'Visa', lastDigits: '4242', name: 'Visa Card' } }),
};

/** ERR-95: removing fails; the dialog names the last digits. */
export const RemoveFails: Story = { name: 'Removal fails', parameters: wallet({ tenders: TENDERS, removeFails: true }) };
