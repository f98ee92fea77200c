// AUTOPAY-02 with the renewal-autopay modal's remembered answer (AUTOPAY-08):
// only the items review offers a box for are enrolled. An item that has a
// plan by the time the resident reviews (made on the schedule page after
// the modal) shows "already set up", is not enrolled, and no new card is
// saved for it; its remembered choice is cleaned, and a paid cart's choice
// is forgotten.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it } from 'vitest';
import type { Tender } from '../../lib/checkoutTypes';
import type { AppStore } from '../../state/store';
import { tenderReady } from '../../state/checkoutSlice';
import { resident } from '../../test/accountFixtures';
import { cartItem } from '../../test/checkoutFixtures';
import { mockBff, savedTender } from '../../test/mockBff';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';
import { readChoice, rememberChoice } from '../../lib/autopayChoice';

const RENEWAL_PATH = 'sunshine/demo/vehicle_renewal/ABC1234';
const NEW_CARD: Tender = { type: 'card', token: 'tndr_new', lastDigits: '1111', cardBrand: 'Visa', userName: 'Rosa Resident' };

afterEach(() => localStorage.clear());

it('AUTOPAY-02: an item shown as "already set up" (no box) is not enrolled and no card is saved for it', async () => {
  server.use(
    http.get('/bff/v1/:client/:site/session', () => HttpResponse.json({ user: resident })),
    http.get('/bff/v1/:client/:site/schedules/form', () =>
      HttpResponse.json({ terms: 'I authorize...', planExists: true, nextYearlyAutopayDate: '06/30/2027' }),
    ),
    http.get('/bff/v1/:client/:site/schedules', () => HttpResponse.json({ plans: [{ id: 'p1', payablePath: RENEWAL_PATH, active: true }] })),
  );
  mockBff.setWallet({ signedIn: true, tenders: [savedTender()] });
  rememberChoice('cart-1', { accepted: true, items: ['item-renewal'] });
  mockBff.setItems([
    cartItem({ id: 'item-renewal', displayName: 'Vehicle Renewal - ABC1234', amount: '45.60', path: RENEWAL_PATH,
      payable: { path: RENEWAL_PATH, isYearlyAutopayEligible: true, isAutopayEligible: false } }),
  ]);
  const { user } = renderPortal('/sunshine/demo/confirmation', {
    prepare: (store: AppStore) => store.dispatch(tenderReady({ tender: NEW_CARD, contact: { email: 'resident@example.com', phone: '' } })),
  });
  expect(await screen.findByText('Autopay is already set up for this item.')).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: 'Enroll in autopay' })).not.toBeInTheDocument();
  // The remembered choice no longer names the item that has its plan.
  await waitFor(() => expect(readChoice('cart-1')).toEqual({ accepted: true, items: [] }));
  expect(screen.queryByText(/will be saved/i)).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Submit payment' }));
  expect(screen.queryByRole('dialog', { name: 'Autopay terms' }), 'terms modal for an item with no box').toBeNull();
  await waitFor(() => expect(mockBff.calls('POST', '/checkout')).toHaveLength(1));
  const body = mockBff.calls('POST', '/checkout')[0]?.body as Record<string, unknown>;
  expect(body).not.toHaveProperty('scheduledPaymentEnrollments');
  expect(body).not.toHaveProperty('saveTender');
  // Paid: the cart's remembered choice is forgotten.
  await waitFor(() => expect(readChoice('cart-1')).toBeNull());
});
