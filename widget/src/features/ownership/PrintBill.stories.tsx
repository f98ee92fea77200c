import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal } from '../../../.storybook/portal';
import { PrintBill } from './PrintBill';

const meta = {
  title: 'Ownership/PrintBill',
  component: PrintBill,
  args: {
    payable: {
      path: 'sunshine/demo/property_tax/2026/R100-001',
      displayName: '2026 Property Tax - 123 Main St',
      description: 'Account R100-001, 123 Main St, Sunshine County',
      amount: '1234.56',
      dueAt: '2027-03-31',
    },
    verifiedName: 'Rosa Resident',
    verifiedAt: '2026-11-20T15:04:05Z',
    statusName: '2026 Property Tax - 123 Main St',
    onClose: () => undefined,
    print: () => undefined,
  },
  parameters: portal({ path: '/sunshine/demo/property-tax' }),
} satisfies Meta<typeof PrintBill>;

export default meta;
type Story = StoryObj<typeof meta>;

/** VERIFY-02: the bill with the owner's name. */
export const Bill: Story = { name: "Bill with the owner's name" };
