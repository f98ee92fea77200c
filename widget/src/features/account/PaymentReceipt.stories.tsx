import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { portal } from '../../../.storybook/portal';
import { accountBff, payments, receiptOf } from '../../test/accountFixtures';
import { PaymentReceipt } from './PaymentReceipt';

const [paid] = payments(1);
const ID = paid?.receiptId ?? 'PH-20261000';

const meta = {
  title: 'Account/PaymentReceipt',
  component: PaymentReceipt,
  args: { receiptId: ID, backHref: '/sunshine/demo/my-dashboard#past-payments', print: fn() },
} satisfies Meta<typeof PaymentReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  name: 'Receipt with Print',
  parameters: portal({ path: '/sunshine/demo/my-dashboard', bff: accountBff({ receipts: { [ID]: receiptOf(ID) } }).handlers }),
};

export const NotFound: Story = {
  name: 'Not the resident’s receipt: not found',
  args: { receiptId: 'PH-OTHER' },
  parameters: portal({ path: '/sunshine/demo/my-dashboard', bff: accountBff().handlers }),
};
