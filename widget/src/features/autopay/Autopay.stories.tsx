// Autopay at check-out: the review step's section (signed in, guest, a
// method that cannot carry autopay), the terms modal, the receipt's results
// and the renewal-autopay modal.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { portal } from '../../../.storybook/portal';
import type { CartItemView, Tender } from '../../lib/checkoutTypes';
import { resident } from '../../test/accountFixtures';
import { cartItem } from '../../test/checkoutFixtures';
import { AutopayResults } from './AutopayResults';
import { AutopaySection } from './AutopaySection';
import { AutopayTermsModal } from './AutopayTermsModal';
import { RenewalAutopayModal } from './RenewalAutopay';

const ITEMS: CartItemView[] = [
  cartItem({ id: 'item-water', displayName: 'Water Bill - U-5001', payable: { path: 'sunshine/demo/utilities/U-5001', isAutopayEligible: true } }),
  cartItem({
    id: 'item-renewal',
    displayName: 'Vehicle Renewal - ABC1234',
    payable: { path: 'sunshine/demo/vehicle_renewal/ABC1234', isYearlyAutopayEligible: true },
  }),
];
const SAVED: Tender = { type: 'card', token: '', lastDigits: '4242', cardBrand: 'Visa', userName: 'Rosa Resident', tenderId: 'wt_visa' };
const PAYPAL: Tender = { type: 'paypal', token: 't', lastDigits: '', cardBrand: 'PayPal', userName: 'Rosa Resident' };
const TERMS =
  'I authorize the county to charge the payment method I chose for this item on the schedule I chose, until I change, pause or cancel it in My Payments.';

const signedIn = [
  http.get('/bff/v1/:client/:site/session', () => HttpResponse.json({ user: resident })),
  http.get('/bff/v1/:client/:site/schedules/form', ({ request }) =>
    HttpResponse.json({
      terms: TERMS,
      planExists: false,
      nextYearlyAutopayDate: new URL(request.url).searchParams.get('payablePath')?.includes('vehicle') ? '06/30/2027' : undefined,
    }),
  ),
];

function Section({ tender }: { tender: Tender }) {
  const [selected, setSelected] = useState<string[]>([]);
  return <AutopaySection cartId="cart-1" items={ITEMS} tender={tender} selected={selected} onChange={setSelected} />;
}

const meta = {
  title: 'Checkout/Autopay',
  component: Section,
  args: { tender: SAVED },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in resident paying with a saved card: a box per eligible item. */
export const SignedIn: Story = { name: 'Review: Enroll in autopay', parameters: portal({ bff: signedIn }) };

/** AUTOPAY-11: PayPal cannot carry autopay; the boxes are disabled and the note says why. */
export const PayPal: Story = { name: 'Review: a method without autopay', args: { tender: PAYPAL }, parameters: portal({ bff: signedIn }) };

/** SCHED-40: a guest gets a link to sign in instead of the box. */
export const Guest: Story = { name: 'Review: a guest' };

/** AUTOPAY-01: the terms before paying. */
export const Terms: Story = {
  name: 'Terms modal',
  parameters: portal({ bff: signedIn }),
  render: () => <AutopayTermsModal items={ITEMS} onAccept={fn()} onCancel={fn()} />,
};

/** AUTOPAY-05: one enrolment succeeded, one failed; the payment stands. */
export const Results: Story = {
  name: 'Receipt: enrolment results',
  render: () => (
    <AutopayResults
      results={[
        { cartItemId: 'a', payablePath: 'p', displayName: 'Water Bill - U-5001', enrolled: true, message: 'Water Bill - U-5001 is enrolled in autopay.' },
        {
          cartItemId: 'b',
          payablePath: 'q',
          displayName: 'Vehicle Renewal - ABC1234',
          enrolled: false,
          code: 'duplicate_plan',
          message: 'We could not enroll Vehicle Renewal - ABC1234 in autopay. You can schedule it from My Payments.',
        },
      ]}
    />
  ),
};

/** AUTOPAY-06: the renewal-autopay modal for a signed-in resident. */
export const Renewal: Story = {
  name: 'Renewal-autopay modal',
  render: () => <RenewalAutopayModal items={ITEMS.slice(1)} signedIn onAnswer={fn()} />,
};

/** AUTOPAY-09: a guest is offered Log in. */
export const RenewalGuest: Story = {
  name: 'Renewal-autopay modal: a guest',
  render: () => <RenewalAutopayModal items={ITEMS.slice(1)} signedIn={false} onAnswer={fn()} />,
};
