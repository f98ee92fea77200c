import type { Meta, StoryObj } from '@storybook/react-vite';
import { savedTender } from '../../test/mockBff';
import { ReceiptWallet } from './ReceiptWallet';

const meta = {
  title: 'Receipt/ReceiptWallet',
  component: ReceiptWallet,
  args: { arrival: { showSurvey: false, urls: {}, savedTender: savedTender({ nickname: 'Home Visa', name: 'Home Visa' }) }, signedIn: false },
} satisfies Meta<typeof ReceiptWallet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ROLE-07: the new card was saved as the payer asked. */
export const Saved: Story = {};

/** Saving failed; the payment stands. */
export const SaveFailed: Story = {
  name: 'Saving failed',
  args: { arrival: { showSurvey: false, urls: {}, tenderSaveError: 'We could not save this payment method. Your payment was made.' } },
};
