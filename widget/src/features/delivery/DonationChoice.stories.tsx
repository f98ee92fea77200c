import type { Meta, StoryObj } from '@storybook/react-vite';
import { VEHICLE_RENEWAL, deliveryView } from '../../../.storybook/data';
import { portal, seedCart } from '../../../.storybook/portal';
import { DonationChoice } from './DonationChoice';
import './delivery.css';

const DONATION = deliveryView().donation!;

const meta = {
  title: 'Delivery/DonationChoice',
  component: DonationChoice,
  args: { donation: DONATION },
  parameters: portal({ seed: (store) => void seedCart(store, [VEHICLE_RENEWAL]) }),
} satisfies Meta<typeof DonationChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoDonation: Story = { name: 'No donation yet' };

export const Donated: Story = {
  name: 'A donation in the cart',
  args: { donation: { ...DONATION, current: { itemId: 'item-9', path: 'donations/parks', amount: '5.00' } } },
};
