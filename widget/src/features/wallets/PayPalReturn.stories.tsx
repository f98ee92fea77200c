import type { Meta, StoryObj } from '@storybook/react-vite';
import { WATER_BILL } from '../../../.storybook/data';
import { Message, portal, seedCart } from '../../../.storybook/portal';
import { PayPalReturn } from './PayPalReturn';

const meta = {
  title: 'Wallets/PayPalReturn',
  component: PayPalReturn,
  args: { children: <p><Message id="step.cart" /></p> },
  argTypes: { children: { control: false } },
  parameters: portal({ seed: (store) => void seedCart(store, [WATER_BILL], {}, { tenders: { allowed: ['card', 'paypal'], blocked: [], alerts: [] } }) }),
} satisfies Meta<typeof PayPalReturn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No order in the address: the checkout page shows as it is. */
export const NoOrder: Story = { name: 'No PayPal order in the address' };

/** Back from an approved order: capturing it fails here (the in-browser BFF answers 503). */
export const ApprovedCaptureFails: Story = {
  name: 'Approved order, capture fails',
  parameters: portal({ path: '/sunshine/demo/checkout?paypalOrder=ORDER-1&approved=1' }),
};
