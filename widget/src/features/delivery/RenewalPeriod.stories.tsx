import type { Meta, StoryObj } from '@storybook/react-vite';
import { VEHICLE_RENEWAL, deliveryView } from '../../../.storybook/data';
import { portal, seedCart } from '../../../.storybook/portal';
import { RenewalPeriod } from './RenewalPeriod';
import './delivery.css';

const RENEWAL = deliveryView().renewals![0]!;

const meta = {
  title: 'Delivery/RenewalPeriod',
  component: RenewalPeriod,
  args: { renewal: RENEWAL },
  parameters: portal({ seed: (store) => void seedCart(store, [VEHICLE_RENEWAL]) }),
} satisfies Meta<typeof RenewalPeriod>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Switching the period calls PUT .../payable; the in-browser BFF answers 503, so the failure shows. */
export const TwelveOrTwentyFour: Story = { name: '12 or 24 months' };
