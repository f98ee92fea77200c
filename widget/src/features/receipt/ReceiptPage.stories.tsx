import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, neverAnswers } from '../../../.storybook/bff';
import { portal, seedReceiptScreen } from '../../../.storybook/portal';
import { receiptScreen, receiptView } from '../../test/checkoutFixtures';
import { ReceiptPage } from './ReceiptPage';

const ID = 'PH-20260101-0001';

const meta = {
  title: 'Receipt/ReceiptPage',
  component: ReceiptPage,
  args: { receiptId: ID },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReceiptPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  name: 'Paid by card',
  parameters: portal({ path: `/sunshine/demo/receipt/${ID}`, seed: (store) => seedReceiptScreen(store, ID, receiptScreen()) }),
};

export const SeveralItemsByBank: Story = {
  name: 'Several items, paid by bank account',
  parameters: portal({
    path: `/sunshine/demo/receipt/${ID}`,
    seed: (store) =>
      seedReceiptScreen(
        store,
        ID,
        receiptScreen(
          receiptView({
            tender: { type: 'bank', cardBrand: '', lastDigits: '6789' },
            items: [
              { displayName: 'Water bill', description: 'Account U-5001', amount: '76.25', quantity: 1 },
              { displayName: 'Recycling bin', description: '', amount: '20.00', quantity: 2 },
            ],
            subtotal: '116.25',
            fee: '0.50',
            total: '116.75',
          }),
        ),
      ),
  }),
};

export const WithPickUp: Story = {
  name: 'Renewal picked up at an office',
  parameters: portal({
    path: `/sunshine/demo/receipt/${ID}`,
    seed: (store) =>
      seedReceiptScreen(
        store,
        ID,
        receiptScreen(
          receiptView({
            items: [{ displayName: 'Vehicle registration renewal', description: 'Plate ABC1234', amount: '45.60', quantity: 1 }],
            subtotal: '45.60',
            fee: '1.50',
            total: '47.10',
            delivery: { method: 'pick_up', location: 'Tax Collector - Downtown Office, 200 Government Center Blvd', personName: 'Ana Diaz' },
          }),
        ),
      ),
  }),
};

export const Loading: Story = { parameters: portal({ bff: [neverAnswers('/screens/receipt/:id')] }) };

export const LoadFails: Story = { name: 'Load fails', parameters: portal({ bff: [failing('get', '/screens/receipt/:id')] }) };
