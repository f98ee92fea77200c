import type { Meta, StoryObj } from '@storybook/react-vite';
import { neverAnswers } from '../../../.storybook/bff';
import { CART_ITEMS, WATER_BILL } from '../../../.storybook/data';
import { portal, seedCart } from '../../../.storybook/portal';
import { checkoutRoute } from '../../app/checkoutRoutes';
import { showStep } from '../../state/checkoutSlice';
import { CheckoutPage } from './CheckoutPage';

/** The checkout route as the portal composes it: cart list, delivery, payment step and wallets. */
function CheckoutRoute() {
  return checkoutRoute({ route: 'checkout', params: [] })?.element ?? null;
}

const meta = {
  title: 'Checkout/CheckoutPage',
  component: CheckoutPage,
  render: () => <CheckoutRoute />,
  args: { cart: null, payment: null },
  argTypes: { cart: { control: false }, payment: { control: false } },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullCart: Story = {
  name: 'Step 1: full cart',
  parameters: portal({ seed: (store) => void seedCart(store, CART_ITEMS) }),
};

export const PaymentStep: Story = {
  name: 'Step 2: payment',
  parameters: portal({
    seed: (store) => {
      seedCart(store, [WATER_BILL]);
      store.dispatch(showStep('payment'));
    },
  }),
};

/** ERR-23. */
export const EmptyCart: Story = {
  name: 'Empty cart',
  parameters: portal({ seed: (store) => void seedCart(store, []) }),
};

export const Loading: Story = {
  name: 'Loading the checkout screen',
  parameters: portal({ bff: [neverAnswers('/screens/checkout')] }),
};

/** CART-11. */
export const ExpiresSoon: Story = {
  name: 'Cart expires soon',
  parameters: portal({
    seed: (store) =>
      void seedCart(store, [WATER_BILL], {
        expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
        secondsToExpiry: 300,
      }),
  }),
};

/** CART-13. */
export const Expired: Story = {
  name: 'Cart expired',
  parameters: portal({
    seed: (store) =>
      void seedCart(store, [WATER_BILL], { expired: true, expiresAt: new Date(Date.now() - 60_000).toISOString() }),
  }),
};
