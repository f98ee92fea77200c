// Autopay at check-out in the portal (spec 000 §4 "Autopay at checkout", §5;
// spec 001 §4 "Scheduled payment"): the review step's checkbox and the
// guest's link, the terms modal before paying, the enrolments on the
// receipt, and the renewal-autopay modal on opening the checkout.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartItemView, Tender } from '../../lib/checkoutTypes';
import type { AppStore } from '../../state/store';
import { tenderReady } from '../../state/checkoutSlice';
import { resident } from '../../test/accountFixtures';
import { cartItem } from '../../test/checkoutFixtures';
import { mockBff, savedTender } from '../../test/mockBff';
import { currentPath, renderPortal } from '../../test/render';
import { renderPart } from '../../test/renderPart';
import { server } from '../../test/server';
import { AutopayResults } from './AutopayResults';
import { readChoice, rememberChoice } from '../../lib/autopayChoice';

const CONFIRMATION = '/sunshine/demo/confirmation';
const CHECKOUT = '/sunshine/demo/checkout';
const RENEWAL_PATH = 'sunshine/demo/vehicle_renewal/ABC1234';
const WATER_PATH = 'sunshine/demo/utilities/U-5001';
const TERMS = 'I authorize the county to charge the payment method I chose.';

const renewal = () =>
  cartItem({ id: 'item-renewal', displayName: 'Vehicle Renewal - ABC1234', amount: '45.60', path: RENEWAL_PATH,
    payable: { path: RENEWAL_PATH, isYearlyAutopayEligible: true, isAutopayEligible: false } });
const water = () =>
  cartItem({ id: 'item-water', displayName: 'Water Bill - U-5001', amount: '76.25', path: WATER_PATH,
    payable: { path: WATER_PATH, isAutopayEligible: true } });
const dog = () => cartItem({ id: 'item-dog', displayName: 'Dog license', amount: '15.00' });

const SAVED_CARD: Tender = { type: 'card', token: '', lastDigits: '4242', cardBrand: 'Visa', userName: 'Rosa Resident', tenderId: 'wt_visa' };
const NEW_CARD: Tender = { type: 'card', token: 'tndr_new', lastDigits: '1111', cardBrand: 'Visa', userName: 'Rosa Resident' };
const PAYPAL: Tender = { type: 'paypal', token: 'tndr_pp', lastDigits: '', cardBrand: 'PayPal', userName: 'Rosa Resident' };

/** The resident is signed in, with a saved Visa; the schedules routes answer (planExists per path). */
function signIn({ planFor = [] as string[], plans = [] as string[] } = {}) {
  server.use(
    http.get('/bff/v1/:client/:site/session', () => HttpResponse.json({ user: resident })),
    http.get('/bff/v1/:client/:site/schedules/form', ({ request }) => {
      const path = new URL(request.url).searchParams.get('payablePath') ?? '';
      return HttpResponse.json({ terms: TERMS, planExists: planFor.includes(path), nextYearlyAutopayDate: '06/30/2027' });
    }),
    http.get('/bff/v1/:client/:site/schedules', () =>
      HttpResponse.json({ plans: plans.map((payablePath, i) => ({ id: `plan-${i}`, payablePath, active: true })) }),
    ),
    http.get('/bff/v1/:client/:site/schedules/:planId', () =>
      HttpResponse.json({ plan: { nextRun: { kind: 'date', text: '06/30/2027' } }, runs: { past: [], projected: [] } }),
    ),
  );
  mockBff.setWallet({ signedIn: true, tenders: [savedTender()] });
}

function review(items: CartItemView[], tender: Tender = SAVED_CARD) {
  mockBff.setItems(items);
  return renderPortal(CONFIRMATION, {
    prepare: (store: AppStore) => store.dispatch(tenderReady({ tender, contact: { email: 'resident@example.com', phone: '' } })),
  });
}

afterEach(() => localStorage.clear());

describe('autopay at review', () => {
  it('SCHED-37: a before-due or yearly eligible item offers Enroll in autopay, another item does not', async () => {
    signIn();
    review([water(), renewal(), dog()]);
    const section = (await screen.findByRole('heading', { level: 2, name: 'Autopay' })).closest('section') as HTMLElement;
    const boxes = await within(section).findAllByRole('checkbox', { name: 'Enroll in autopay' });
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toHaveAccessibleDescription(/Water Bill - U-5001 Pays the amount due before each due date\./);
    await waitFor(() => expect(boxes[1]).toHaveAccessibleDescription(/Vehicle Renewal - ABC1234 Pays the renewal every year, starting 06\/30\/2027\./));
    expect(within(section).queryByText('Dog license')).not.toBeInTheDocument();
  });

  it('SCHED-37: a cart with no eligible item shows no autopay section', async () => {
    signIn();
    review([dog()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Review and submit payment' })).toBeInTheDocument();
    await screen.findByText('Dog license');
    expect(screen.queryByRole('heading', { name: 'Autopay' })).not.toBeInTheDocument();
  });

  it('SCHED-39: an item the resident has a plan for says so instead of offering the box', async () => {
    signIn({ planFor: [RENEWAL_PATH] });
    review([renewal()]);
    expect(await screen.findByText('Autopay is already set up for this item.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Enroll in autopay' })).not.toBeInTheDocument();
  });

  it('AUTOPAY-11: with PayPal the box is disabled and the note says why; nothing is enrolled', async () => {
    signIn();
    review([water()], PAYPAL);
    const box = await screen.findByRole('checkbox', { name: 'Enroll in autopay' });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(/Autopay needs a card or bank account/);
  });

  it('SCHED-40: a guest gets a link in place of the box, which opens the sign-in prompt', async () => {
    const { user } = review([renewal()], NEW_CARD);
    const link = await screen.findByRole('link', { name: 'Log in to enroll in autopay' });
    expect(screen.queryByRole('checkbox', { name: 'Enroll in autopay' })).not.toBeInTheDocument();
    expect(link).toHaveAttribute('href', expect.stringContaining('/login?'));
    await user.click(link);
    const prompt = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    expect(within(prompt).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('AUTOPAY-01, AUTOPAY-03: Submit with autopay ticked shows the terms; Cancel and Escape send nothing and focus returns to Submit', async () => {
    signIn();
    const { user } = review([water()]);
    await user.click(await screen.findByRole('checkbox', { name: 'Enroll in autopay' }));
    const submit = screen.getByRole('button', { name: 'Submit payment' });
    await user.click(submit);
    const terms = await screen.findByRole('dialog', { name: 'Autopay terms' });
    expect(await within(terms).findByText(TERMS)).toBeInTheDocument();
    expect(within(terms).getByText('Water Bill - U-5001')).toBeInTheDocument();
    await user.click(within(terms).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submit).toHaveFocus();

    await user.click(submit);
    const again = await screen.findByRole('dialog', { name: 'Autopay terms' });
    expect(again).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submit).toHaveFocus();
    expect(mockBff.calls('POST', '/checkout')).toHaveLength(0);
    expect(currentPath()).toBe(CONFIRMATION);
  });

  it('AUTOPAY-01: without autopay ticked, Submit pays at once and sends no enrolment', async () => {
    signIn();
    const { user } = review([water()]);
    await screen.findByRole('checkbox', { name: 'Enroll in autopay' });
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    await waitFor(() => expect(mockBff.calls('POST', '/checkout')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Autopay terms' })).not.toBeInTheDocument();
    expect(mockBff.calls('POST', '/checkout')[0]?.body).not.toHaveProperty('scheduledPaymentEnrollments');
  });

  it('AUTOPAY-02, AUTOPAY-05: Accept pays with the enrolments; the receipt shows each with its first payment', async () => {
    signIn();
    const { user } = review([water(), renewal()]);
    for (const box of await screen.findAllByRole('checkbox', { name: 'Enroll in autopay' })) {
      await user.click(box);
    }
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    const terms = await screen.findByRole('dialog', { name: 'Autopay terms' });
    const accept = await within(terms).findByRole('button', { name: 'Accept and pay' });
    await waitFor(() => expect(accept).toBeEnabled());
    await user.click(accept);
    await waitFor(() => expect(currentPath()).toBe('/sunshine/demo/receipt/PH-1'));
    const body = mockBff.calls('POST', '/checkout')[0]?.body as Record<string, unknown>;
    expect(body.scheduledPaymentEnrollments).toEqual([
      { cartItemId: 'item-water', termsAccepted: true },
      { cartItemId: 'item-renewal', termsAccepted: true },
    ]);
    expect(body.timeZone).toEqual(expect.any(String));
    expect(body).not.toHaveProperty('saveTender');
    expect(await screen.findByText('Water Bill - U-5001 is enrolled in autopay.')).toBeInTheDocument();
    expect(screen.getByText('Vehicle Renewal - ABC1234 is enrolled in autopay.')).toBeInTheDocument();
    expect(await screen.findAllByText('First autopay payment: 06/30/2027')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment receipt' })).toBeInTheDocument();
  });

  it('AUTOPAY-11: a new card enrolled in autopay is saved with the payment, and the note says so', async () => {
    signIn();
    const { user } = review([water()], NEW_CARD);
    await user.click(await screen.findByRole('checkbox', { name: 'Enroll in autopay' }));
    expect(screen.getByText(/this card or bank account will be saved to your payment methods/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    const terms = await screen.findByRole('dialog', { name: 'Autopay terms' });
    const accept = await within(terms).findByRole('button', { name: 'Accept and pay' });
    await waitFor(() => expect(accept).toBeEnabled());
    await user.click(accept);
    await waitFor(() => expect(mockBff.calls('POST', '/checkout')).toHaveLength(1));
    expect(mockBff.calls('POST', '/checkout')[0]?.body).toMatchObject({
      saveTender: {},
      scheduledPaymentEnrollments: [{ cartItemId: 'item-water', termsAccepted: true }],
    });
  });

  it('AUTOPAY-01: while the terms cannot be loaded, Accept is disabled and Try again loads them', async () => {
    signIn();
    let fail = true;
    server.use(
      http.get('/bff/v1/:client/:site/schedules/form', () =>
        fail ? HttpResponse.json({ error: { code: 'unavailable', message: 'x' } }, { status: 503 }) : HttpResponse.json({ terms: TERMS, planExists: false }),
      ),
    );
    const { user } = review([water()]);
    await user.click(await screen.findByRole('checkbox', { name: 'Enroll in autopay' }));
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    const terms = await screen.findByRole('dialog', { name: 'Autopay terms' });
    expect(await within(terms).findByText('The autopay terms could not be loaded.')).toBeInTheDocument();
    expect(within(terms).getByRole('button', { name: 'Accept and pay' })).toBeDisabled();
    fail = false;
    await user.click(within(terms).getByRole('button', { name: 'Try again' }));
    expect(await within(terms).findByText(TERMS)).toBeInTheDocument();
    expect(within(terms).getByRole('button', { name: 'Accept and pay' })).toBeEnabled();
  });
});

describe('ROLE-25: enrolling needs a signed-in resident and a method that carries autopay', () => {
  const SAVED_BANK: Tender = { type: 'bank', token: '', lastDigits: '6789', cardBrand: '', userName: 'Rosa Resident', tenderId: 'wt_bank' };
  const NEW_BANK: Tender = { type: 'bank', token: 'tndr_bank', lastDigits: '6789', cardBrand: '', userName: 'Rosa Resident' };
  const APPLE_PAY: Tender = { ...NEW_CARD, token: 'tndr_apple', source: 'apple' };
  const GOOGLE_PAY: Tender = { ...NEW_CARD, token: 'tndr_google', source: 'google' };

  it.each([
    ['a saved card', true, SAVED_CARD],
    ['a saved bank account', true, SAVED_BANK],
    ['a new card', true, NEW_CARD],
    ['a new bank account', true, NEW_BANK],
    ['PayPal', false, PAYPAL],
    ['an Apple Pay card', false, APPLE_PAY],
    ['a Google Pay card', false, GOOGLE_PAY],
  ])('ROLE-25: with %s the box can be ticked: %s', async (_name, enabled, tender) => {
    signIn();
    const { user } = review([water()], tender);
    const box = await screen.findByRole('checkbox', { name: 'Enroll in autopay' });
    if (enabled) {
      expect(box).toBeEnabled();
      await user.click(box);
      expect(box).toBeChecked();
    } else {
      expect(box).toBeDisabled();
      expect(box).toHaveAccessibleDescription(/Autopay needs a card or bank account/);
      expect(box).not.toBeChecked();
    }
  });

  it('ROLE-25: a box ticked with a card is unticked when the method changes to PayPal, and the payment enrols nothing', async () => {
    signIn();
    const { user, store } = review([water()]);
    const box = await screen.findByRole('checkbox', { name: 'Enroll in autopay' });
    await user.click(box);
    expect(box).toBeChecked();
    act(() => {
      store.dispatch(tenderReady({ tender: PAYPAL, contact: { email: 'resident@example.com', phone: '' } }));
    });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Enroll in autopay' })).toBeDisabled());
    expect(screen.getByRole('checkbox', { name: 'Enroll in autopay' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    await waitFor(() => expect(mockBff.calls('POST', '/checkout')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Autopay terms' })).not.toBeInTheDocument();
    expect(mockBff.calls('POST', '/checkout')[0]?.body).not.toHaveProperty('scheduledPaymentEnrollments');
  });

  it('ROLE-25: a guest, whatever the method, has no box to tick', async () => {
    review([water()], SAVED_CARD);
    expect(await screen.findByRole('link', { name: 'Log in to enroll in autopay' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Enroll in autopay' })).not.toBeInTheDocument();
  });
});

describe('autopay on the receipt', () => {
  it('AUTOPAY-05: a failed enrolment shows its message as a warning; a success as a success', () => {
    renderPart(
      <AutopayResults
        results={[
          { cartItemId: 'a', payablePath: 'p', displayName: 'Water', enrolled: false, code: 'duplicate_plan', message: 'Water already has a plan.' },
          { cartItemId: 'b', payablePath: 'q', displayName: 'Trash', enrolled: true, message: 'Trash is enrolled in autopay.' },
        ]}
      />,
    );
    const statuses = screen.getAllByRole('status');
    expect(statuses[0]).toHaveClass('alert--warning');
    expect(statuses[0]).toHaveTextContent('Water already has a plan.');
    expect(statuses[1]).toHaveClass('alert--success');
    expect(statuses[1]).toHaveTextContent('Trash is enrolled in autopay.');
  });
});

describe('the renewal-autopay modal', () => {
  function openCheckout(items: CartItemView[]) {
    mockBff.setItems(items);
    return renderPortal(CHECKOUT);
  }

  it('AUTOPAY-06, AUTOPAY-08: shown on load for a yearly-eligible item without a plan; accepting ticks it at review', async () => {
    signIn();
    const { user, store } = openCheckout([renewal()]);
    const modal = await screen.findByRole('dialog', { name: 'Renew automatically every year?' });
    expect(modal).toHaveTextContent('Enroll Vehicle Renewal - ABC1234 in yearly autopay');
    await user.click(within(modal).getByRole('button', { name: 'Yes, enroll in autopay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readChoice('cart-1')).toEqual({ accepted: true, items: ['item-renewal'] });

    store.dispatch(tenderReady({ tender: SAVED_CARD, contact: { email: 'resident@example.com', phone: '' } }));
    window.history.pushState(null, '', CONFIRMATION);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByRole('checkbox', { name: 'Enroll in autopay' })).toBeChecked();
  });

  it('AUTOPAY-08: dismissing declines: remembered for the cart, and nothing is ticked', async () => {
    signIn();
    const { user } = openCheckout([renewal()]);
    const modal = await screen.findByRole('dialog', { name: 'Renew automatically every year?' });
    await user.keyboard('{Escape}');
    expect(modal).not.toBeInTheDocument();
    expect(readChoice('cart-1')).toEqual({ accepted: false, items: [] });
  });

  it('AUTOPAY-07: not shown when a choice exists for the cart', async () => {
    signIn();
    rememberChoice('cart-1', { accepted: false, items: [] });
    openCheckout([renewal()]);
    await screen.findByText('Vehicle Renewal - ABC1234');
    await waitFor(() => expect(mockBff.calls('GET', '/screens/checkout').length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('AUTOPAY-07: not shown when the resident has a plan for the item', async () => {
    let asked = 0;
    signIn({ plans: [RENEWAL_PATH] });
    server.use(
      http.get('/bff/v1/:client/:site/schedules', () => {
        asked += 1;
        return HttpResponse.json({ plans: [{ id: 'plan-1', payablePath: RENEWAL_PATH, active: true }] });
      }),
    );
    openCheckout([renewal()]);
    await waitFor(() => expect(asked).toBe(1));
    await screen.findByText('Vehicle Renewal - ABC1234');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('AUTOPAY-06: a cart with no yearly-eligible item never loads the modal', async () => {
    let asked = 0;
    signIn();
    server.use(
      http.get('/bff/v1/:client/:site/schedules', () => {
        asked += 1;
        return HttpResponse.json({ plans: [] });
      }),
    );
    openCheckout([water()]);
    await screen.findByText('Water Bill - U-5001');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('AUTOPAY-09: a guest is offered Log in in the modal', async () => {
    openCheckout([renewal()]);
    const modal = await screen.findByRole('dialog', { name: 'Renew automatically every year?' });
    expect(modal).toHaveTextContent('Autopay needs an account. Log in to enroll Vehicle Renewal - ABC1234 in yearly autopay.');
    expect(within(modal).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'No thanks' })).toBeInTheDocument();
  });

  it('AUTOPAY-06: in Spanish', async () => {
    signIn();
    localStorage.setItem('defaultLocale', 'es');
    openCheckout([renewal()]);
    const modal = await screen.findByRole('dialog', { name: '¿Renovar automáticamente cada año?' });
    expect(within(modal).getByRole('button', { name: 'Sí, inscribirme en el pago automático' })).toBeInTheDocument();
  });
});

describe('the remembered renewal choice', () => {
  it('AUTOPAY-07: is kept per cart, and a malformed value counts as none', () => {
    expect(readChoice('c1')).toBeNull();
    rememberChoice('c1', { accepted: true, items: ['i1'] });
    expect(readChoice('c1')).toEqual({ accepted: true, items: ['i1'] });
    expect(readChoice('c2')).toBeNull();
    localStorage.setItem('payhub.autopay.c3', '{"accepted":"yes"}');
    expect(readChoice('c3')).toBeNull();
    localStorage.setItem('payhub.autopay.c4', 'not json');
    expect(readChoice('c4')).toBeNull();
  });
});
