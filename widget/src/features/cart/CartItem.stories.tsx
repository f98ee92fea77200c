import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BUSINESS_LICENSE, PROPERTY_TAX, RECYCLING_BINS, WATER_BILL } from '../../../.storybook/data';
import { failing } from '../../../.storybook/bff';
import { portal, seedCart } from '../../../.storybook/portal';
import { accountBff, savedItem } from '../../test/accountFixtures';
import { CartItem } from './CartItem';
import './cart.css';

const meta = {
  title: 'Cart/CartItem',
  component: CartItem,
  args: { item: WATER_BILL, locked: false, onRemoved: fn() },
  argTypes: { item: { control: false } },
  // The item is in the in-browser BFF's cart, so its commands succeed.
  parameters: portal({ seed: (store) => void seedCart(store, [PROPERTY_TAX, WATER_BILL, RECYCLING_BINS, BUSINESS_LICENSE]) }),
} satisfies Meta<typeof CartItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FixedAmount: Story = { name: 'Fixed amount' };

export const EditableAmount: Story = { name: 'Editable amount', args: { item: PROPERTY_TAX } };

/** VAL-11: more than the amount due; the message is tied to the input. */
export const AmountTooHigh: Story = {
  name: 'Editable amount, over the maximum',
  args: { item: PROPERTY_TAX },
  play: async ({ canvas, userEvent }) => {
    const input = await canvas.findByRole('textbox');
    await userEvent.tripleClick(input);
    await userEvent.keyboard('2000');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Quantity: Story = { name: 'Quantity from a list', args: { item: RECYCLING_BINS } };

export const TypedQuantity: Story = {
  name: 'Quantity of 10 or more (typed)',
  args: { item: { ...RECYCLING_BINS, quantity: 12 } },
};

export const DelayedWithFields: Story = {
  name: 'Delayed payment with item fields',
  args: { item: BUSINESS_LICENSE },
};

export const Locked: Story = { name: 'Locked cart', args: { item: PROPERTY_TAX, locked: true } };

/** The BFF refuses the removal: cart.server.error shows on the item. */
export const RemoveFails: Story = {
  name: 'Remove fails',
  parameters: portal({ bff: [failing('delete', '/cart/items/:id')] }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button'));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** The water bill as the cart lists it in the portal: its payable names its save path. */
const SAVABLE = { ...WATER_BILL, payable: { savePath: WATER_BILL.path } };
const withCart = (store: Parameters<typeof seedCart>[0]) => void seedCart(store, [PROPERTY_TAX, SAVABLE, RECYCLING_BINS, BUSINESS_LICENSE]);

/** CART-17, SAVED-03: a signed-in resident's Save for later, named after the item; pressing it saves the item. */
export const SaveSignedIn: Story = {
  name: 'Save for later, signed in',
  args: { item: SAVABLE },
  parameters: portal({ seed: withCart, bff: accountBff().handlers }),
  play: async ({ canvas, userEvent }) => {
    const save = await canvas.findByRole('button', { name: /: Water bill$/, pressed: false });
    await userEvent.click(save);
    await expect(await canvas.findByRole('button', { name: /: Water bill$/, pressed: true })).toBe(save);
    await expect(canvas.getByRole('link')).toBeVisible();
  },
};

/** SAVED-03: the item is saved already: the toggle shows pressed. */
export const SaveSaved: Story = {
  name: 'Save for later, saved',
  args: { item: SAVABLE },
  parameters: portal({ seed: withCart, bff: accountBff({ saved: [savedItem(WATER_BILL.path, WATER_BILL.displayName)] }).handlers }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /: Water bill$/, pressed: true })).toBeVisible();
  },
};

/** CART-18: a guest who presses Save for later is warned and offered sign-in; nothing is saved. */
export const SaveGuest: Story = {
  name: 'Save for later, guest',
  args: { item: SAVABLE },
  parameters: portal({ seed: withCart, bff: accountBff({ user: null }).handlers }),
  play: async ({ canvas, userEvent }) => {
    const save = await canvas.findByRole('button', { name: /: Water bill$/ });
    await expect(save).not.toHaveAttribute('aria-pressed');
    await userEvent.click(save);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
