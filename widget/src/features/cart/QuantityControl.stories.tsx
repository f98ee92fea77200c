import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RECYCLING_BINS } from '../../../.storybook/data';
import { portal, seedCart } from '../../../.storybook/portal';
import { QuantityControl } from './QuantityControl';
import './cart.css';

const meta = {
  title: 'Cart/QuantityControl',
  component: QuantityControl,
  args: { item: RECYCLING_BINS, disabled: false, onFailure: fn(), onRemoved: fn() },
  argTypes: { item: { control: false } },
  parameters: portal({ seed: (store) => void seedCart(store, [RECYCLING_BINS]) }),
} satisfies Meta<typeof QuantityControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** VAL-04: 1 to 9, then 10+. */
export const List: Story = { name: 'List (1 to 10+)' };

/** VAL-05: at 10 or more the quantity is typed; 0 removes the item. */
export const Typed: Story = { name: 'Typed (10 or more)', args: { item: { ...RECYCLING_BINS, quantity: 12 } } };

export const TypedInvalid: Story = {
  name: 'Typed, not a whole number',
  args: { item: { ...RECYCLING_BINS, quantity: 12 } },
  play: async ({ canvas, userEvent }) => {
    const input = await canvas.findByRole('spinbutton');
    await userEvent.tripleClick(input);
    await userEvent.keyboard('2.5{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true } };
