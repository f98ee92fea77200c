// "Verify ownership" (VERIFY-04, VERIFY-05, ERR-70): the letter is
// requested, the PIN entered; a wrong PIN shows the invalid-PIN message and
// the status stays pin_requested; the attempt limit's refusal shows as the
// BFF words it; a failed request shows the PIN-request-issue message; the
// right PIN claims the payable.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderPart } from '../../test/renderPart';
import { server } from '../../test/server';
import type { OwnershipStatus } from './api';
import { OwnershipDialog } from './OwnershipDialog';

const BASE = '/bff/v1/sunshine/demo/ownership';
const PATH = 'sunshine/demo/property_tax/2026/R100-001';
const payable = { path: PATH, displayName: '2026 Property Tax - 123 Main St' };
const refuse = (status: number, displayMessage: string) =>
  HttpResponse.json({ error: { code: status === 429 ? 'rate_limited' : 'unprocessable', message: displayMessage, displayMessage } }, { status });

/** The verification service: one payable's status, the letter, PIN 246810 and three attempts. */
function verification() {
  let status: OwnershipStatus | null = null;
  let left = 3;
  let letters = 0;
  server.use(
    http.get(BASE, () => HttpResponse.json({ statuses: status ? [status] : [] })),
    http.post(`${BASE}/pin`, () => {
      // One letter a property a day: a later request is told it is on its way.
      letters++;
      if (letters > 1) return HttpResponse.json({ ...status, letterOnItsWay: true });
      left = 3;
      status = { payablePath: PATH, status: 'pin_requested', attemptsLeft: left };
      return HttpResponse.json(status);
    }),
    http.post(`${BASE}/claim`, async ({ request }) => {
      const { pin } = (await request.json()) as { pin: string };
      if (left === 0) return refuse(429, 'Too many incorrect PINs. Please request a new letter.');
      if (pin !== '246810') {
        left--;
        status = { payablePath: PATH, status: 'pin_requested', attemptsLeft: left };
        return left === 0 ? refuse(429, 'Too many incorrect PINs. Please request a new letter.') : refuse(422, 'The PIN is not correct. Please check the letter and try again.');
      }
      status = { payablePath: PATH, status: 'payable_claimed', displayName: payable.displayName };
      return HttpResponse.json(status);
    }),
  );
}

describe('Verify ownership', () => {
  it('VERIFY-04 VERIFY-05 ERR-70: letter, a wrong PIN refused with the status kept, then the right PIN claims', async () => {
    verification();
    const { user } = renderPart(<OwnershipDialog payable={payable} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Verify ownership' });
    expect(await within(dialog).findByText(/We mail a letter with the property's PIN to the address of the property on record, at most one letter a day/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mail me the PIN letter' }));
    expect(await within(dialog).findByText('The letter with your PIN is on its way to the address of the property.')).toBeInTheDocument();
    const pin = await within(dialog).findByLabelText('PIN from the letter');
    await user.type(pin, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The PIN is not correct.');
    expect(await within(dialog).findByText(/Attempts left with this letter: 2\./)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('PIN from the letter'));
    await user.type(within(dialog).getByLabelText('PIN from the letter'), '246810');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText(/Ownership is verified\./)).toBeInTheDocument();
    expect(await within(dialog).findByText('Ownership verified')).toBeInTheDocument();
  });

  it('a second request the same day is told a letter is already on its way', async () => {
    verification();
    const { user } = renderPart(<OwnershipDialog payable={payable} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Verify ownership' });
    await user.click(await within(dialog).findByRole('button', { name: 'Mail me the PIN letter' }));
    expect(await within(dialog).findByText('The letter with your PIN is on its way to the address of the property.')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Mail me a new letter' }));
    expect(
      await within(dialog).findByText(/already mailed to the property today, so no new letter is sent/),
    ).toBeInTheDocument();
  });

  it('VERIFY-05: the attempt limit refuses even the right PIN, clearly', async () => {
    verification();
    const { user } = renderPart(<OwnershipDialog payable={payable} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Mail me the PIN letter' }));
    for (const guess of ['111111', '222222', '333333', '246810']) {
      const field = await within(dialog).findByLabelText('PIN from the letter');
      await user.clear(field);
      await user.type(field, guess);
      await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
      await within(dialog).findByRole('alert');
    }
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Too many incorrect PINs. Please request a new letter.');
    expect(within(dialog).queryByText('Ownership verified')).toBeNull();
  });

  it('ERR-70: a failed letter request shows the PIN-request-issue message (es)', async () => {
    server.use(http.post(`${BASE}/pin`, () => refuse(502, 'Hubo un problema al solicitar su PIN. Inténtelo de nuevo más tarde.')));
    const { user } = renderPart(<OwnershipDialog payable={payable} onClose={vi.fn()} />, { language: 'es' });
    const dialog = await screen.findByRole('dialog', { name: 'Verificar la propiedad' });
    await user.click(await within(dialog).findByRole('button', { name: 'Enviarme la carta con el PIN' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Hubo un problema al solicitar su PIN.');
  });

  it('a PIN of another shape is refused before any call', async () => {
    verification();
    const { user } = renderPart(<OwnershipDialog payable={payable} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Mail me the PIN letter' }));
    await user.type(await within(dialog).findByLabelText('PIN from the letter'), '12a');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Please enter the 6-digit PIN from the letter.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('PIN from the letter')).toHaveFocus();
  });
});
