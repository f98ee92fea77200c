import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { portal } from '../../../.storybook/portal';
import type { Subscription } from './api';
import { EbillingDialog } from './EbillingDialog';

const PATH = 'sunshine/demo/property_tax/2026/R100-001';
const BASE = '/bff/v1/:client/:site/ebilling';
const sub = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 'eb_1',
  payablePath: PATH,
  email: 'rosa@example.com',
  subscriberName: 'Rosa Resident',
  language: 'en',
  preference: 'both',
  paperless: false,
  status: 'active',
  ...overrides,
});
const subscribed = [
  http.get(BASE, () => HttpResponse.json({ subscriptions: [sub(), sub({ id: 'eb_2', email: 'old@example.com', status: 'pending' })] })),
  http.patch(`${BASE}/:id`, async ({ request }) => {
    const { paperless } = (await request.json()) as { paperless: boolean };
    return HttpResponse.json(sub({ paperless, preference: paperless ? 'email' : 'both' }));
  }),
];

const meta = {
  title: 'Ebilling/EbillingDialog',
  component: EbillingDialog,
  args: {
    payable: { path: PATH, displayName: '2026 Property Tax - 123 Main St' },
    claimed: false,
    resident: null,
    onClose: () => undefined,
  },
  parameters: portal({
    path: '/sunshine/demo/property-tax',
    bff: [http.get(BASE, () => HttpResponse.json({ subscriptions: [] })), http.post(BASE, () => HttpResponse.json(sub({ status: 'pending' }), { status: 201 }))],
  }),
} satisfies Meta<typeof EbillingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** EBILL-01, ROLE-19, VERIFY-01: a guest; mail or both only. */
export const Guest: Story = { name: 'A guest subscribes' };

/** VERIFY-01, EBILL-05: a resident who claimed the item is offered paperless. */
export const Claimed: Story = {
  name: 'Claimed: paperless offered',
  args: { claimed: true, resident: { name: 'Rosa Resident', email: 'rosa@example.com' } },
};

/** EBILL-08: running subscriptions, paperless on and off. */
export const Subscribed: Story = {
  name: 'Running subscriptions',
  args: { claimed: true, resident: { name: 'Rosa Resident', email: 'rosa@example.com' } },
  parameters: portal({ path: '/sunshine/demo/property-tax', bff: subscribed }),
};
