import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { portal } from '../../../.storybook/portal';
import type { Subscription } from './api';
import { EbillingPage } from './EbillingPage';

const BASE = '/bff/v1/:client/:site/ebilling';
const active: Subscription = {
  id: 'eb_1',
  payablePath: 'sunshine/demo/property_tax/2026/R100-001',
  email: 'pat@example.com',
  subscriberName: 'Pat',
  language: 'en',
  preference: 'both',
  paperless: false,
  status: 'active',
};
const refuse = (status: number, message: string, reason?: string) =>
  HttpResponse.json({ error: { code: 'conflict', message, displayMessage: message, reason } }, { status });

const meta = {
  title: 'Ebilling/EbillingPage',
  component: EbillingPage,
  args: { params: ['eb_1', 'verify', 'abc123'] },
} satisfies Meta<typeof EbillingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** EBILL-10: the link confirms the subscription. */
export const Confirmed: Story = {
  name: 'Verify: confirmed',
  parameters: portal({ path: '/sunshine/demo/ebilling/eb_1/verify/abc123', bff: [http.post(`${BASE}/:id/verify/:code`, () => HttpResponse.json(active))] }),
};

/** EBILL-07: an expired link, and a new one sent. */
export const Expired: Story = {
  name: 'Verify: expired link',
  parameters: portal({
    path: '/sunshine/demo/ebilling/eb_1/verify/abc123',
    bff: [
      http.post(`${BASE}/:id/verify/:code`, () => refuse(409, 'This link has expired. We can send you a new one.', 'expired_link')),
      http.post(`${BASE}/:id/resend-link`, () => HttpResponse.json({ sent: true })),
    ],
  }),
};

/** ERR-72: a wrong code. */
export const IncorrectCode: Story = {
  name: 'Verify: incorrect code',
  parameters: portal({ path: '/sunshine/demo/ebilling/eb_1/verify/wrong', bff: [http.post(`${BASE}/:id/verify/:code`, () => refuse(422, 'The code is incorrect.'))] }),
};

/** EBILL-09: e-mail me a code, then the code (123456 works). */
export const Unsubscribe: Story = {
  name: 'Unsubscribe with an e-mailed code',
  args: { params: ['eb_1', 'unsubscribe'] },
  parameters: portal({
    path: '/sunshine/demo/ebilling/eb_1/unsubscribe',
    bff: [
      http.post(`${BASE}/:id/send-code`, () => HttpResponse.json({ sent: true })),
      http.post(`${BASE}/:id/unsubscribe/:code`, ({ params }) =>
        params.code === '123456' ? HttpResponse.json({ ...active, status: 'unsubscribed' }) : refuse(422, 'The code is incorrect.'),
      ),
    ],
  }),
};
