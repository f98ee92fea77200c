// "Schedule payment" on a payable that allows it (contracts §8; SCHED-01):
// a search result, a saved item and a cart item open the schedule form, in
// English and Spanish; a payable that does not allow it shows no button.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountBff, savedItem } from '../../test/accountFixtures';
import { cartItem, payable } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { currentPath, renderPortal } from '../../test/render';
import { server } from '../../test/server';

const water = payable({ path: 'sunshine/demo/utilities/U-5001', displayName: 'Water bill', amount: '76.25', schedulable: true });
const parking = payable({ path: 'sunshine/demo/parking/P-42', displayName: 'Parking citation', amount: '35.00', schedulable: false });
const SCHEDULE_WATER = '/sunshine/demo/schedule?payable=sunshine%2Fdemo%2Futilities%2FU-5001';

describe('Schedule payment on a payable', () => {
  it('SCHED-01: a search result that allows it opens its schedule form; one that does not has no button', async () => {
    server.use(
      http.get('/bff/v1/:client/:site/search/:route', () =>
        HttpResponse.json({ source: {}, payables: [water, parking], total: 2 }),
      ),
    );
    const { user } = renderPortal('/sunshine/demo/utilities');
    await user.type(await screen.findByLabelText('Account number'), 'U-5001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const result = await screen.findByRole('article', { name: 'Water bill' });
    expect(within(screen.getByRole('article', { name: 'Parking citation' })).queryByRole('button', { name: 'Schedule payment' })).toBeNull();
    await user.click(within(result).getByRole('button', { name: 'Schedule payment' }));
    expect(currentPath() + window.location.search).toBe(SCHEDULE_WATER);
  });

  it('SCHED-01: a saved item that allows it opens its schedule form (es)', async () => {
    const bff = accountBff({
      saved: [
        savedItem('sunshine/demo/utilities/U-5001', 'unused', { displayType: 'utility_bill', pageRoute: 'utilities', payable: water }),
        savedItem('sunshine/demo/parking/P-42', 'unused', { displayType: 'parking_citation', pageRoute: 'utilities', payable: parking }),
      ],
    });
    server.use(...bff.handlers);
    window.localStorage.setItem('defaultLocale', 'es');
    const { user } = renderPortal('/sunshine/demo/my-dashboard#my-items');
    const item = (await screen.findByRole('heading', { level: 4, name: 'Water bill' })).closest('li') as HTMLElement;
    const other = screen.getByRole('heading', { level: 4, name: 'Parking citation' }).closest('li') as HTMLElement;
    expect(within(other).queryByRole('button', { name: 'Programar pago' })).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Programar pago' }));
    expect(currentPath() + window.location.search).toBe(SCHEDULE_WATER);
  });

  it('SCHED-01: a cart item that allows it opens its schedule form', async () => {
    mockBff.setItems([
      cartItem({ id: 'i1', path: 'sunshine/demo/utilities/U-5001', displayName: 'Water bill', payable: { savePath: 'sunshine/demo/utilities/U-5001', schedulable: true } }),
      cartItem({ id: 'i2', path: 'sunshine/demo/parking/P-42', displayName: 'Parking citation', payable: { savePath: 'sunshine/demo/parking/P-42' } }),
    ]);
    const { user } = renderPortal('/sunshine/demo/checkout');
    const item = await screen.findByRole('article', { name: 'Water bill' });
    expect(within(screen.getByRole('article', { name: 'Parking citation' })).queryByRole('button', { name: 'Schedule payment' })).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Schedule payment' }));
    expect(currentPath() + window.location.search).toBe(SCHEDULE_WATER);
  });
});
