// The schedule-only check-out (ROUTE-15, CHK-04): on a site configured as
// scheduled-payment-only, the checkout route is the schedule form of the
// cart's one item under the steps Schedule and Confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountBff } from '../test/accountFixtures';
import { cartItem } from '../test/checkoutFixtures';
import { shellScreen, siteConfig } from '../test/fixtures';
import { mockBff } from '../test/mockBff';
import { renderPortal } from '../test/render';
import { scheduleBff } from '../test/scheduleFixtures';
import { server } from '../test/server';

function scheduleOnlySite() {
  const schedule = scheduleBff();
  const config = { mode: 'scheduled-payment-only' as const };
  server.use(
    http.get('/bff/v1/:client/:site/screens/shell', () => HttpResponse.json(shellScreen({ config: siteConfig(config) }))),
    ...accountBff().handlers,
    ...schedule.handlers,
  );
  mockBff.setScreen({ config });
  return schedule;
}

const steps = () => within(screen.getByRole('navigation', { name: 'Checkout progress' })).getAllByRole('listitem');

describe('schedule-only check-out', () => {
  it('ROUTE-15 CHK-04: the checkout is the schedule form of the cart item, then its confirmation', async () => {
    const schedule = scheduleOnlySite();
    mockBff.setItems([cartItem({ id: 'item-1', path: 'sunshine/demo/utilities/U-5001', displayName: 'Water bill' })]);
    const { user } = renderPortal('/sunshine/demo/checkout');
    await screen.findByRole('heading', { level: 1, name: 'Schedule a payment' });
    expect(steps().map((s) => s.textContent)).toEqual(['1Schedule', '2Confirmation']);
    expect(steps()[0]).toHaveAttribute('aria-current', 'step');
    expect(schedule.state.formRequests[0]?.get('payablePath')).toBe('sunshine/demo/utilities/U-5001');

    await user.click(screen.getByRole('checkbox', { name: 'This plan has no end date: it pays until I cancel it.' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I agree to the terms of this scheduled payment.' }));
    await user.click(screen.getByRole('button', { name: 'Schedule payment' }));
    await screen.findByRole('heading', { level: 1, name: 'Your payment is scheduled' });
    await waitFor(() => expect(steps()[1]).toHaveAttribute('aria-current', 'step'));
    expect(steps()[0]).toHaveTextContent('Completed: Schedule');
  });

  it('SCHED-42: with several items in the cart, only one can be scheduled: the cart is listed to remove the others', async () => {
    scheduleOnlySite();
    mockBff.setItems([
      cartItem({ id: 'item-1', path: 'sunshine/demo/utilities/U-5001', displayName: 'Water bill' }),
      cartItem({ id: 'item-2', path: 'sunshine/demo/utilities/U-5002', displayName: 'Sewer bill' }),
    ]);
    const { user } = renderPortal('/sunshine/demo/checkout');
    expect(await screen.findByText('Only one item can be scheduled at a time. Remove the others from your cart to schedule one.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Sewer bill' }));
    await screen.findByRole('heading', { level: 1, name: 'Schedule a payment' });
  });
});
