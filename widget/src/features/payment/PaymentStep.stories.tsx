import type { Meta, StoryObj } from '@storybook/react-vite';
import { PROPERTY_TAX, WATER_BILL } from '../../../.storybook/data';
import { portal, seedCart } from '../../../.storybook/portal';
import { paymentDeclined, showStep } from '../../state/checkoutSlice';
import { translate } from '../../lib/i18n';
import { PaymentStep } from './PaymentStep';

// The card-input frame comes from the sandbox wallet host (http://127.0.0.1:8091):
// with `make run` running it loads; without it the frame's load failure shows.
const meta = {
  title: 'Payment/PaymentStep',
  component: PaymentStep,
} satisfies Meta<typeof PaymentStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CardOrBank: Story = {
  name: 'Card or bank account',
  parameters: portal({
    seed: (store) => {
      seedCart(store, [WATER_BILL]);
      store.dispatch(showStep('payment'));
    },
  }),
};

/** VAL-25: over the card limit, the card is blocked and a warning says why. */
export const CardLimit: Story = {
  name: 'Card limit exceeded: bank only',
  parameters: portal({
    seed: (store) => {
      seedCart(store, [{ ...PROPERTY_TAX, amount: '7250.00', maxAmount: '7250.00' }], {}, {
        tenders: {
          allowed: ['bank'],
          blocked: [{ type: 'card', reason: 'limit', department: 'Tax Collector', limit: '5000.00' }],
          alerts: [{ level: 'warning', key: 'cart.limit_exceeded', department: 'Tax Collector', limit: '5000.00', types: ['card'] }],
        },
      });
      store.dispatch(showStep('payment'));
    },
  }),
};

export const NoPaymentMethods: Story = {
  name: 'No payment method left',
  parameters: portal({
    seed: (store) => {
      seedCart(store, [WATER_BILL], {}, { tenders: { allowed: [], blocked: [], alerts: [] } });
      store.dispatch(showStep('payment'));
    },
  }),
};

/** A declined card sends the payer back here with the processor's reason. */
export const Declined: Story = {
  name: 'After a declined card',
  parameters: portal({
    seed: (store, language) => {
      seedCart(store, [WATER_BILL]);
      store.dispatch(paymentDeclined(translate(language, 'api.error')));
    },
  }),
};
