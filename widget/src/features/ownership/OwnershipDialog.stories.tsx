import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { portal } from '../../../.storybook/portal';
import { OwnershipDialog } from './OwnershipDialog';

const PATH = 'sunshine/demo/property_tax/2026/R100-001';
const BASE = '/bff/v1/:client/:site/ownership';
const requested = { payablePath: PATH, status: 'pin_requested', attemptsLeft: 4 };

const meta = {
  title: 'Ownership/OwnershipDialog',
  component: OwnershipDialog,
  args: { payable: { path: PATH, displayName: '2026 Property Tax - 123 Main St' }, onClose: () => undefined },
  parameters: portal({
    path: '/sunshine/demo/property-tax',
    bff: [http.get(BASE, () => HttpResponse.json({ statuses: [] })), http.post(`${BASE}/pin`, () => HttpResponse.json(requested))],
  }),
} satisfies Meta<typeof OwnershipDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** VERIFY-04: pending; the letter is requested. */
export const Pending: Story = { name: 'Request the PIN letter' };

/** VERIFY-05, ERR-70: the PIN (246810 works). */
export const EnterPIN: Story = {
  name: 'Enter the PIN (246810 works)',
  parameters: portal({
    path: '/sunshine/demo/property-tax',
    bff: [
      http.get(BASE, () => HttpResponse.json({ statuses: [requested] })),
      http.post(`${BASE}/claim`, async ({ request }) => {
        const { pin } = (await request.json()) as { pin: string };
        const message = 'The PIN is not correct. Please check the letter and try again.';
        return pin === '246810'
          ? HttpResponse.json({ payablePath: PATH, status: 'payable_claimed' })
          : HttpResponse.json({ error: { code: 'unprocessable', message, displayMessage: message } }, { status: 422 });
      }),
    ],
  }),
};

/** ERR-70: the letter cannot be requested. */
export const RequestFails: Story = {
  name: 'The letter request fails',
  parameters: portal({
    path: '/sunshine/demo/property-tax',
    bff: [
      http.get(BASE, () => HttpResponse.json({ statuses: [] })),
      http.post(`${BASE}/pin`, () => {
        const message = 'There was an issue requesting your PIN. Please try again later.';
        return HttpResponse.json({ error: { code: 'unprocessable', message, displayMessage: message } }, { status: 422 });
      }),
    ],
  }),
};
