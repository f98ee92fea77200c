import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PROPERTY_TAX } from '../../../.storybook/data';
import { portal, seedCart } from '../../../.storybook/portal';
import { AmountEditor } from './AmountEditor';
import './cart.css';

const meta = {
  title: 'Cart/AmountEditor',
  component: AmountEditor,
  args: { item: PROPERTY_TAX, disabled: false, onFailure: fn() },
  argTypes: { item: { control: false } },
  parameters: portal({ seed: (store) => void seedCart(store, [PROPERTY_TAX]) }),
} satisfies Meta<typeof AmountEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Disabled: Story = { args: { disabled: true } };

function typeAmount(value: string): NonNullable<Story['play']> {
  return async ({ canvas, userEvent }) => {
    const input = await canvas.findByRole('textbox');
    // Select the saved amount and type over it (Backspace empties it).
    await userEvent.tripleClick(input);
    await userEvent.keyboard(value || '{Backspace}');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  };
}

/** VAL-08. */
export const Empty: Story = { name: 'Error: empty', play: typeAmount('') };

/** VAL-09. */
export const NotAnAmount: Story = { name: 'Error: not an amount', play: typeAmount('12.345') };

/** VAL-10, with a minimum of $1.00. */
export const BelowMinimum: Story = {
  name: 'Error: below the minimum',
  args: { item: { ...PROPERTY_TAX, minAmount: '1.00' } },
  play: typeAmount('0.50'),
};

/** VAL-11. */
export const AboveMaximum: Story = { name: 'Error: above the maximum', play: typeAmount('1234.57') };
