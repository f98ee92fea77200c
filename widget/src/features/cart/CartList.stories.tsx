import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal, seedCart } from '../../../.storybook/portal';
import { cartItem } from '../../test/checkoutFixtures';
import { CartList } from './CartList';
import { CART_ITEMS } from '../../../.storybook/data';

const meta = {
  title: 'Cart/CartList',
  component: CartList,
} satisfies Meta<typeof CartList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Remove an item or change an amount or quantity: the in-browser BFF keeps the cart. */
export const FullCart: Story = {
  name: 'Full cart',
  parameters: portal({ seed: (store) => void seedCart(store, CART_ITEMS) }),
};

export const SingleItem: Story = {
  name: 'One item',
  parameters: portal({ seed: (store) => void seedCart(store, [CART_ITEMS[1]!]) }),
};

export const Locked: Story = {
  name: 'Locked cart',
  parameters: portal({ seed: (store) => void seedCart(store, CART_ITEMS.slice(0, 3), { locked: true }) }),
};

export const Collapsed: Story = {
  name: 'More than 10 items (collapsed)',
  parameters: portal({
    seed: (store) =>
      void seedCart(
        store,
        Array.from({ length: 12 }, (_, i) =>
          cartItem({ id: `item-${i + 1}`, displayName: `Parking citation ${1000 + i}`, amount: '35.00', department: 'Parking' }),
        ),
      ),
  }),
};

/** The modal shows while the change is applied (500 ms), then the item's keep/remove alert. */
export const PayableChanged: Story = {
  name: 'Payable changed since it was added',
  parameters: portal({
    seed: (store) =>
      void seedCart(store, [
        {
          ...CART_ITEMS[0]!,
          updatedPayable: {
            changeId: 'chg-1',
            amount: '1300.00',
            isPayable: true,
            displayName: CART_ITEMS[0]!.displayName,
            allowedTenderTypes: null,
            tenderTypesOnly: false,
          },
        },
        { ...CART_ITEMS[1]!, notFound: true },
      ]),
  }),
};
