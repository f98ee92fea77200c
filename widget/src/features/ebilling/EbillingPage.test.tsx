// The e-billing screen of the e-mailed links (EBILL-02, EBILL-03): verify
// confirms once, an expired link offers a new one (EBILL-07), a wrong code
// says so (ERR-72), a server failure says "Server Error" with a retry;
// unsubscribe e-mails a code on request and ends the subscription with it
// (EBILL-09); no footer and no cart icon; English and Spanish.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';
import type { Subscription } from './api';

const BASE = '/bff/v1/sunshine/demo/ebilling';
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
const fail = (status: number, message: string, displayMessage?: string, reason?: string) =>
  HttpResponse.json({ error: { code: status === 422 ? 'unprocessable' : 'conflict', message, displayMessage, reason } }, { status });

describe('the e-billing screen', () => {
  it('EBILL-02 EBILL-10: a verify link confirms the subscription once, even where effects run twice', async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/:id/verify/:code`, ({ params }) => {
        calls++;
        return params.id === 'eb_1' && params.code === 'abc123' ? HttpResponse.json(active) : fail(422, 'The code is incorrect.');
      }),
    );
    renderPortal('/sunshine/demo/ebilling/eb_1/verify/abc123', { strict: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm bills by e-mail' })).toBeInTheDocument();
    expect(await screen.findByText('Your subscription is confirmed. Bills for this item will be e-mailed to pat@example.com.')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('EBILL-03: the screen shows no footer and no cart icon', async () => {
    server.use(http.post(`${BASE}/:id/verify/:code`, () => HttpResponse.json(active)));
    renderPortal('/sunshine/demo/ebilling/eb_1/verify/abc123');
    await screen.findByText(/Your subscription is confirmed/);
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link', { name: /cart/i })).toBeNull();
  });

  it('EBILL-07: an expired link shows its message and sends a new link (es)', async () => {
    let resent = 0;
    server.use(
      http.post(`${BASE}/:id/verify/:code`, () =>
        fail(409, 'This link has expired. We can send you a new one.', 'Este enlace ha vencido. Podemos enviarle uno nuevo.', 'expired_link'),
      ),
      http.post(`${BASE}/:id/resend-link`, () => {
        resent++;
        return HttpResponse.json({ sent: true });
      }),
    );
    window.localStorage.setItem('defaultLocale', 'es');
    const { user } = renderPortal('/sunshine/demo/ebilling/eb_1/verify/abc123');
    expect(await screen.findByText('Este enlace ha vencido. Podemos enviarle uno nuevo.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviarme un enlace nuevo' }));
    expect(await screen.findByText(/Enviamos un enlace nuevo/)).toBeInTheDocument();
    expect(resent).toBe(1);
  });

  it('ERR-72: a wrong code shows the incorrect-code message and offers no new link', async () => {
    server.use(http.post(`${BASE}/:id/verify/:code`, () => fail(422, 'The code is incorrect.', 'The code is incorrect.', 'incorrect_code')));
    renderPortal('/sunshine/demo/ebilling/eb_1/verify/wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is incorrect.');
    expect(screen.queryByRole('button', { name: 'Send me a new link' })).toBeNull();
  });

  it('ERR-72: a server failure says "Server Error" and tries again', async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/:id/verify/:code`, () => {
        calls++;
        return calls === 1 ? new HttpResponse('down', { status: 502 }) : HttpResponse.json(active);
      }),
    );
    const { user } = renderPortal('/sunshine/demo/ebilling/eb_1/verify/abc123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Your subscription is confirmed/)).toBeInTheDocument();
  });

  it('EBILL-09: unsubscribe without a code e-mails one, then the right code unsubscribes and a wrong one is refused', async () => {
    const sent: string[] = [];
    server.use(
      http.post(`${BASE}/:id/send-code`, ({ params }) => {
        sent.push(String(params.id));
        return HttpResponse.json({ sent: true });
      }),
      http.post(`${BASE}/:id/unsubscribe/:code`, ({ params }) =>
        params.code === '123456' ? HttpResponse.json({ ...active, status: 'unsubscribed' }) : fail(422, 'The code is incorrect.', 'The code is incorrect.'),
      ),
    );
    const { user } = renderPortal('/sunshine/demo/ebilling/eb_1/unsubscribe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stop bills by e-mail' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Code from the e-mail')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    const field = await screen.findByLabelText('Code from the e-mail');
    expect(field).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('It lasts 5 minutes.');
    expect(sent).toEqual(['eb_1']);
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is incorrect.');
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You are unsubscribed: bills for this item are no longer e-mailed to pat@example.com.')).toBeInTheDocument();
  });

  it('EBILL-02: a code in the unsubscribe link fills the field, and the person still confirms', async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/:id/unsubscribe/:code`, () => {
        calls++;
        return HttpResponse.json({ ...active, status: 'unsubscribed' });
      }),
    );
    const { user } = renderPortal('/sunshine/demo/ebilling/eb_1/unsubscribe/654321');
    const field = await screen.findByLabelText('Code from the e-mail');
    expect(field).toHaveValue('654321');
    expect(calls).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(/You are unsubscribed/)).toBeInTheDocument();
  });

  it('EBILL-02: a link without its code or with another action says so', async () => {
    renderPortal('/sunshine/demo/ebilling/eb_1/verify');
    expect(await screen.findByText(/This e-billing link is not complete\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm bills by e-mail' })).toBeInTheDocument();
  });
});
