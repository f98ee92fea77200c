import type { Meta, StoryObj } from '@storybook/react-vite';
import { receiptView } from '../../test/checkoutFixtures';
import { receiptWithFailedItem } from '../../test/receiptFixtures';
import { ReceiptDetails } from './ReceiptDetails';

const meta = {
  title: 'UI/ReceiptDetails',
  component: ReceiptDetails,
  args: { headingLevel: 2 },
} satisfies Meta<typeof ReceiptDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  name: 'Paid: one transaction',
  args: { receipt: receiptView() },
};

export const FailedItem: Story = {
  name: 'One item failed, two transactions (HIST-03, HIST-04)',
  args: { receipt: receiptWithFailedItem() },
};

export const InTheDashboard: Story = {
  name: 'In the dashboard: level-4 headings and the payer’s e-mail',
  args: { receipt: receiptWithFailedItem(), headingLevel: 4, payerEmail: true },
};
