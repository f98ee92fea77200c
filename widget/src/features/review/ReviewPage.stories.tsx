import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing } from '../../../.storybook/bff';
import { VEHICLE_RENEWAL, WATER_BILL, deliveryView } from '../../../.storybook/data';
import { portal, seedCart } from '../../../.storybook/portal';
import type { AppStore } from '../../state/store';
import type { CartItemView } from '../../lib/checkoutTypes';
import { tenderReady } from '../../state/checkoutSlice';
import type { DeliveryView } from '../../lib/deliveryTypes';
import { siteConfig } from '../../test/fixtures';
import { ReviewPage } from './ReviewPage';

const VISA = { type: 'card', token: 'tndr_story', lastDigits: '4242', cardBrand: 'Visa', userName: 'Ana Diaz' } as const;
const CONTACT = { email: 'ana@example.com', phone: '' };

/** A cart with a tokenized Visa chosen, as the payment step leaves it. */
function reviewing(items: CartItemView[], delivery?: DeliveryView, botCheck = false) {
  return (store: AppStore) => {
    seedCart(store, items, {}, {}, (screen) => {
      if (delivery) {
        screen.sections.delivery = { status: 'ok', data: delivery };
      }
      if (botCheck) {
        screen.sections.config = { status: 'ok', data: siteConfig({ botCheck: { enabled: true, siteKey: 'sandbox-site-key' } }) };
      }
    });
    store.dispatch(tenderReady({ tender: VISA, contact: CONTACT }));
  };
}

const meta = {
  title: 'Review/ReviewPage',
  component: ReviewPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submit pays the in-browser BFF's cart. */
export const ReadyToPay: Story = { name: 'Ready to pay', parameters: portal({ seed: reviewing([WATER_BILL]) }) };

export const WithDelivery: Story = {
  name: 'Renewal sent by mail',
  parameters: portal({
    seed: reviewing(
      [VEHICLE_RENEWAL],
      deliveryView({
        saved: {
          method: 'shipping',
          confirmed: true,
          address: { name: 'Ana Diaz', address1: '123 Main St', city: 'Sunshine', state: 'FL', postalCode: '32801', country: 'US' },
        },
      }),
    ),
  }),
};

/** Spec 000 §7: the site asks for the bot challenge before paying. */
export const BotChallenge: Story = {
  name: 'With the bot challenge',
  parameters: portal({ seed: reviewing([WATER_BILL], undefined, true) }),
};

export const PaymentFails: Story = {
  name: 'Payment fails (503)',
  parameters: portal({ seed: reviewing([WATER_BILL]), bff: [failing('post', '/checkout')] }),
};
