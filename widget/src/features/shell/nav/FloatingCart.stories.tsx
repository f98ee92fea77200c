import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { CART_ITEMS } from '../../../../.storybook/data';
import { portal, seedCart, SITE_ARGS } from '../../../../.storybook/portal';
import type { AppStore } from '../../../state/store';
import { addCartItems } from '../../../state/cart';
import { FloatingCart } from './FloatingCart';

/** A cart command answered: the count is known, the items are not fetched yet. */
const added = (store: AppStore) =>
  void addCartItems.run(store.query, { ...SITE_ARGS, items: [{ path: 'property_tax/R100-001' }] });

const CHECKOUT_SCREEN = '/bff/v1/:client/:site/screens/checkout';

const meta = {
  title: 'Shell/Floating cart',
  component: FloatingCart,
  args: { enabled: true },
  parameters: { layout: 'fullscreen', portal: { path: '/sunshine/demo/property-tax' } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FloatingCart>;

export default meta;
type Story = StoryObj<typeof meta>;

const open: Story['play'] = async ({ canvas, userEvent }) => {
  const button = await canvas.findByRole('button', { expanded: false });
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
};

export const Closed: Story = {
  name: 'Four items, closed',
  parameters: portal({ path: '/sunshine/demo/property-tax', seed: (store) => void seedCart(store, CART_ITEMS) }),
};

export const MiniCartOpen: Story = {
  name: 'The mini cart open',
  parameters: portal({ path: '/sunshine/demo/property-tax', seed: (store) => void seedCart(store, CART_ITEMS) }),
  play: open,
};

export const Loading: Story = {
  name: 'The mini cart fetching the items',
  parameters: portal({
    path: '/sunshine/demo/property-tax',
    seed: added,
    bff: [http.get(CHECKOUT_SCREEN, async () => delay('infinite'))],
  }),
  play: open,
};

export const LoadFailed: Story = {
  name: 'The items could not be loaded',
  parameters: portal({
    path: '/sunshine/demo/property-tax',
    seed: added,
    bff: [http.get(CHECKOUT_SCREEN, () => HttpResponse.json({ error: { code: 'unavailable', message: 'down' } }, { status: 503 }))],
  }),
  play: open,
};

export const EmptyCart: Story = { name: 'No items: nothing shows' };
