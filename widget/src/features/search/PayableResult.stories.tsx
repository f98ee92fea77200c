import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sandboxPayables } from '../../test/checkoutFixtures';
import { PayableResult } from './PayableResult';
import './search.css';

const [propertyTax, oakAve] = sandboxPayables().map(({ route: _route, searchValue: _value, ...view }) => view);

const meta = {
  title: 'Search/PayableResult',
  component: PayableResult,
  args: { payable: oakAve!, busy: false, adding: false, error: null, onAdd: fn() },
  argTypes: { payable: { control: false } },
} satisfies Meta<typeof PayableResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FixedAmount: Story = { name: 'Fixed amount' };

export const EditableAmount: Story = { name: 'Editable amount, with a due date', args: { payable: propertyTax! } };

export const InCart: Story = { name: 'Already in the cart', args: { payable: { ...oakAve!, inCart: true } } };

export const NotPayable: Story = {
  name: 'Not payable',
  args: { payable: { ...oakAve!, isPayable: false, notPayableReason: 'Paid in full.' } },
};

export const Adding: Story = { args: { adding: true } };

export const AddFailed: Story = { name: 'Add failed', args: { error: 'This item is already in your cart.' } };
