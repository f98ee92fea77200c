import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BUSINESS_LICENSE } from '../../../.storybook/data';
import { portal, seedCart } from '../../../.storybook/portal';
import { FreeformFields } from './FreeformFields';
import './cart.css';

const meta = {
  title: 'Cart/FreeformFields',
  component: FreeformFields,
  args: { item: BUSINESS_LICENSE, disabled: false, onFailure: fn() },
  argTypes: { item: { control: false } },
  parameters: portal({ seed: (store) => void seedCart(store, [BUSINESS_LICENSE]) }),
} satisfies Meta<typeof FreeformFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { item: { ...BUSINESS_LICENSE, userParameters: { permit_number: 'P-777', dedication: 'Ana' } } },
};

/** VAL-14: over the limit shows while typing. */
export const OverTheLimit: Story = {
  name: 'Error: over the character limit',
  play: async ({ canvas, userEvent }) => {
    const [permit] = await canvas.findAllByRole('textbox');
    await userEvent.type(permit!, 'P-1234567890');
    await expect(permit).toHaveAttribute('aria-invalid', 'true');
  },
};

/** VAL-16: a required field left blank. */
export const RequiredLeftBlank: Story = {
  name: 'Error: required field left blank',
  play: async ({ canvas, userEvent }) => {
    const [permit] = await canvas.findAllByRole('textbox');
    await userEvent.click(permit!);
    await userEvent.tab();
    await expect(permit).toHaveAttribute('aria-invalid', 'true');
  },
};
