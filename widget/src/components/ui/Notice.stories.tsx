import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal } from '../../../.storybook/portal';
import { showNotice } from '../../state/checkoutSlice';
import { translate } from '../../lib/i18n';
import { Notice } from './Notice';

const meta = {
  title: 'UI/Notice',
  component: Notice,
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LeftByCheckout: Story = {
  name: 'Left by checkout',
  parameters: portal({
    path: '/sunshine/demo/home',
    seed: (store, language) => void store.dispatch(showNotice(translate(language, 'cart.expiry.expired'))),
  }),
};

export const None: Story = { name: 'No notice (renders nothing)' };
