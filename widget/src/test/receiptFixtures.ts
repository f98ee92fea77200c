// A receipt with a failed item: the water bill paid, the closed account's
// bill refused by the utility (HIST-03), in two transactions (HIST-04).
import type { ReceiptView } from '../lib/checkoutTypes';
import { receiptView } from './checkoutFixtures';

export const FAILED_MESSAGE =
  'The department did not accept this payment because the account is closed. You were not charged for this item.';

export function receiptWithFailedItem(overrides: Partial<ReceiptView> = {}): ReceiptView {
  return receiptView({
    id: 'PH-7Q2M9K4X1B',
    confirmationNumber: 'PH-7Q2M9K4X1B',
    items: [
      { displayName: 'Water Bill - U-5001', description: 'Account U-5001', amount: '76.25', quantity: 1,
        transactionNumber: 'cart_1-immediate', recipient: 'Utilities' },
      { displayName: 'Water Bill - U-5009', description: 'Account U-5009', amount: '18.40', quantity: 1,
        transactionNumber: 'cart_1-immediate', recipient: 'Utilities', failed: true, userErrorMessage: FAILED_MESSAGE },
      { displayName: 'Business license renewal', amount: '150.00', quantity: 1,
        transactionNumber: 'cart_1-delayed', recipient: 'Business Licensing' },
    ],
    transactions: [
      { number: 'cart_1-immediate', responseCode: 'A1B2C3', amount: '76.25', fee: '1.79', itemCount: 1, delayed: false },
      { number: 'cart_1-delayed', responseCode: 'D4E5F6', amount: '150.00', fee: '3.53', itemCount: 1, delayed: true },
    ],
    itemCount: 2,
    subtotal: '226.25',
    fee: '5.32',
    total: '231.57',
    ...overrides,
  });
}
