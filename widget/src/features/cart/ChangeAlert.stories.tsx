import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PROPERTY_TAX } from '../../../.storybook/data';
import type { CartItemView } from '../../lib/checkoutTypes';
import { ChangeAlert } from './ChangeAlert';
import './cart.css';

function changed(amount: string, isPayable: boolean, notPayableReason?: string): CartItemView {
  return {
    ...PROPERTY_TAX,
    updatedPayable: {
      changeId: 'chg-1',
      amount,
      isPayable,
      notPayableReason,
      displayName: PROPERTY_TAX.displayName,
      allowedTenderTypes: null,
      tenderTypesOnly: false,
    },
  };
}

const meta = {
  title: 'Cart/ChangeAlert',
  component: ChangeAlert,
  args: { item: changed('1300.00', true), locked: false, removing: false, onRemove: fn() },
  argTypes: { item: { control: false } },
} satisfies Meta<typeof ChangeAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PAYCHG-05: a new amount; keep or remove. */
export const NewAmount: Story = { name: 'New amount' };

/** ERR-26: no longer payable; remove only. */
export const NotPayable: Story = {
  name: 'No longer payable',
  args: { item: changed('0.00', false, 'This bill was paid at the counter.') },
};

/** ERR-28: the payable is gone. */
export const NotFound: Story = { name: 'Payable gone', args: { item: { ...PROPERTY_TAX, notFound: true } } };

export const Removing: Story = { args: { removing: true } };
