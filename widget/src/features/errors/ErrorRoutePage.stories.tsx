import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal } from '../../../.storybook/portal';
import { ErrorRoutePage } from './ErrorRoutePage';
import { matchErrorRoute } from './errorRoutes';

/** The error routes as the portal matches them from the address (ROUTE-23..26). */
function Routed({ path }: { path: string }) {
  const route = matchErrorRoute(path);
  return route ? <ErrorRoutePage route={route} /> : null;
}

const meta = {
  title: 'Errors/ErrorRoutePage',
  component: Routed,
  args: { path: '/sunshine/demo/cart-error' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Routed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CartError: Story = { name: 'cart-error' };
export const RateLimit: Story = { name: 'rate-limit-error', args: { path: '/sunshine/demo/rate-limit-error' } };
export const LoadFailure: Story = {
  name: 'load-failure',
  args: { path: '/sunshine/demo/load-failure' },
  parameters: portal({ path: '/sunshine/demo/load-failure' }),
};
