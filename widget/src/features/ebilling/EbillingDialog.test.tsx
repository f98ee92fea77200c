// "Get bills by e-mail" on a payable (EBILL-01, EBILL-05, EBILL-08,
// VERIFY-01, ROLE-19): a guest subscribes with name and e-mail and is told
// to check the e-mail; paperless is offered only where ownership is
// claimed; a running subscription shows its state, paperless turns on and
// off; the BFF's refusal of a second subscription shows as it is.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderPart } from '../../test/renderPart';
import { server } from '../../test/server';
import type { Subscription } from './api';
import { EbillingDialog } from './EbillingDialog';

const BASE = '/bff/v1/sunshine/demo/ebilling';
const PATH = 'sunshine/demo/property_tax/2026/R100-001';
const payable = { path: PATH, displayName: '2026 Property Tax - 123 Main St' };
const sub = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 'eb_1',
  payablePath: PATH,
  email: 'pat@example.com',
  subscriberName: 'Pat',
  language: 'en',
  preference: 'both',
  paperless: false,
  status: 'active',
  ...overrides,
});

describe('Get bills by e-mail', () => {
  it('EBILL-01 ROLE-19 VERIFY-01: a guest gives name and e-mail, is offered mail or both only, and is told to check the e-mail', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(BASE, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(sub({ status: 'pending' }), { status: 201 });
      }),
    );
    const { user } = renderPart(<EbillingDialog payable={payable} claimed={false} resident={null} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Get bills by e-mail' });
    const group = within(dialog).getByRole('group', { name: 'How do you want the bill?' });
    expect(within(group).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['mail', 'both']);
    expect(group).toHaveTextContent('sign in and verify ownership of this item first');
    await user.type(within(dialog).getByLabelText('Your name'), 'Pat Guest');
    await user.type(within(dialog).getByLabelText('E-mail address'), 'pat@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByText(/please check your e-mail\. We sent a link to pat@example\.com/)).toBeInTheDocument();
    expect(bodies).toEqual([{ payablePath: PATH, email: 'pat@example.com', subscriberName: 'Pat Guest', preference: 'both' }]);
  });

  it('VERIFY-01 EBILL-05: a resident who claimed the payable is offered paperless, with the e-mail prefilled (es)', async () => {
    renderPart(<EbillingDialog payable={payable} claimed resident={{ name: 'Rosa Resident', email: 'rosa@example.com' }} onClose={vi.fn()} />, {
      language: 'es',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Recibir facturas por correo electrónico' });
    expect(within(dialog).getByLabelText('Correo electrónico')).toHaveValue('rosa@example.com');
    expect(within(dialog).getByLabelText('Su nombre')).toHaveValue('Rosa Resident');
    expect(within(dialog).getByRole('radio', { name: /Sin papel: solo por correo electrónico/ })).toBeInTheDocument();
  });

  it("a second subscription of the payable and e-mail shows the BFF's refusal", async () => {
    server.use(
      http.post(BASE, () =>
        HttpResponse.json(
          { error: { code: 'conflict', message: 'dup', displayMessage: 'This e-mail address is already subscribed to this item, or waiting for confirmation.' } },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderPart(<EbillingDialog payable={payable} claimed={false} resident={{ name: 'Rosa', email: 'rosa@example.com' }} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('already subscribed to this item');
  });

  it('EBILL-08: a running subscription shows its state, and paperless turns on where ownership is claimed', async () => {
    let current = sub();
    server.use(
      http.get(BASE, () => HttpResponse.json({ subscriptions: [current, sub({ id: 'eb_2', email: 'old@example.com', status: 'pending' })] })),
      http.patch(`${BASE}/:id`, async ({ request }) => {
        const { paperless } = (await request.json()) as { paperless: boolean };
        current = sub({ paperless, preference: paperless ? 'email' : 'both' });
        return HttpResponse.json(current);
      }),
    );
    const { user } = renderPart(<EbillingDialog payable={payable} claimed resident={{ name: 'Rosa', email: 'rosa@example.com' }} onClose={vi.fn()} />);
    const list = await screen.findByRole('list');
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Active.');
    expect(second).toHaveTextContent('Waiting for confirmation: follow the link we e-mailed to old@example.com.');
    await user.click(within(first).getByRole('checkbox', { name: 'Paperless: stop the mailed bill' }));
    expect(within(first).getByRole('checkbox')).toBeChecked();
    expect(await within(first).findByText('Paperless is on: the bill is e-mailed only.')).toBeInTheDocument();
    expect(within(first).getByRole('checkbox')).toBeChecked();
  });

  it('VERIFY-01: without a claim, an active subscription offers no paperless switch', async () => {
    server.use(http.get(BASE, () => HttpResponse.json({ subscriptions: [sub()] })));
    renderPart(<EbillingDialog payable={payable} claimed={false} resident={{ name: 'Rosa', email: 'rosa@example.com' }} onClose={vi.fn()} />);
    const list = await screen.findByRole('list');
    expect(within(list).queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('group')).toHaveTextContent('once they verify ownership of this item');
  });
});
