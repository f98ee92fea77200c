import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Errors/ErrorPage',
  component: ErrorPage,
  args: { type: 'notFound', name: 'error', homePath: '/sunshine/demo/home' },
  argTypes: {
    type: {
      control: 'select',
      options: ['notFound', 'limitExceeded', 'cartError', 'networkError', 'loginError', 'rateLimitError'],
    },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = { name: 'Not found' };
export const LimitExceeded: Story = { name: 'Card limit exceeded', args: { type: 'limitExceeded', limit: '5000.00' } };
export const CartError: Story = { name: 'Cart error', args: { type: 'cartError', cartId: 'cart-7f3a' } };
export const NetworkError: Story = { name: 'Network error', args: { type: 'networkError' } };
export const LoginError: Story = { name: 'Login error', args: { type: 'loginError' } };
export const RateLimited: Story = { name: 'Too many requests', args: { type: 'rateLimitError' } };
export const WithCancelUrl: Story = {
  name: 'Return to the county site',
  args: { type: 'cartError', cancelUrl: 'http://127.0.0.1:8081/' },
};
