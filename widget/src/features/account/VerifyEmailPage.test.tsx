// verify-email in the portal: the query, the hidden-style code field, a
// wrong code, another failure, success going to the callback path, and a
// new code asked for.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountBff, resident } from '../../test/accountFixtures';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';
import { readVerifyQuery, siteCallback } from './verifyQuery';

const unverified = { ...resident, emailVerified: false };
const QUERY = 'email=resident%40example.com&provider=payhub&clientId=payhub-spa&issuer=https%3A%2F%2Flogin.example&callbackPath=';
const DEMO = { dmv: false, client: 'sunshine', site: 'demo', siteInUrl: true };

function open(callbackPath = '', options: Parameters<typeof accountBff>[0] = {}) {
  const bff = accountBff({ user: unverified, ...options });
  server.use(...bff.handlers);
  const view = renderPortal(`/sunshine/demo/verify-email?${QUERY}${encodeURIComponent(callbackPath)}`);
  return { ...view, bff };
}

describe('verify-email', () => {
  it('ROUTE-25: reads email, provider, clientId, issuer and callbackPath from the query', () => {
    expect(readVerifyQuery(`?${QUERY}%2Fsunshine%2Fdemo%2Fcheckout`)).toEqual({
      email: 'resident@example.com',
      provider: 'payhub',
      clientId: 'payhub-spa',
      issuer: 'https://login.example',
      callbackPath: '/sunshine/demo/checkout',
    });
    expect(readVerifyQuery('')).toEqual({ email: '', provider: '', clientId: '', issuer: '', callbackPath: '' });
  });

  it('goes on only to a page of this site', () => {
    const origin = 'https://pay.example.gov';
    expect(siteCallback('/sunshine/demo/checkout?items=a#x', DEMO, origin)).toBe('/sunshine/demo/checkout?items=a#x');
    for (const bad of ['', 'https://evil.example/sunshine/demo', '//evil.example/sunshine/demo', '/\\evil.example', '/other/site/home', '/sunshine/demox', 'javascript:alert(1)']) {
      expect(siteCallback(bad, DEMO, origin), bad).toBeNull();
    }
  });

  it('LOGIN-06: the code is a hidden-style password field with a visible label', async () => {
    open();
    const code = await screen.findByLabelText('Verification code');
    expect(code).toHaveAttribute('type', 'password');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText('We sent a 6-digit code to resident@example.com. Enter it to finish signing in.')).toBeVisible();
  });

  it('a code that is not 6 digits is refused before anything is sent', async () => {
    const { user, bff } = open();
    const code = await screen.findByLabelText('Verification code');
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Enter the 6-digit code from the e-mail.'));
    expect(code).toHaveFocus();
    expect(bff.state.calls).toEqual([]);
  });

  it('ERR-17: a wrong code (403) shows login.verification.error.invalid on the field, in Spanish too', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    const { user } = open();
    const code = await screen.findByLabelText('Código de verificación');
    await user.type(code, '999999');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining('El código de verificación no es correcto o ha caducado. Solicite un código nuevo.'),
    );
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();
  });

  it('ERR-18: any other failure shows login.verification.error.unexpected', async () => {
    const { user } = open();
    server.use(
      http.post('/bff/v1/:client/:site/verify-email', () =>
        HttpResponse.json({ error: { code: 'verification_failed', message: 'x' } }, { status: 502 }),
      ),
    );
    const code = await screen.findByLabelText('Verification code');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining('Your e-mail address could not be verified. Please try again.')),
    );
  });

  it('LOGIN-01: the right code signs the resident in fully and goes to the callback path', async () => {
    const { user, bff } = open('/sunshine/demo/checkout');
    await user.type(await screen.findByLabelText('Verification code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(window.location.pathname).toBe('/sunshine/demo/checkout'));
    const call = bff.state.calls.find((c) => c.path.endsWith('/verify-email'));
    expect(call?.body).toEqual({ code: '123456' });
    expect(call?.requestedWith).toBe('payhub');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
    expect(await screen.findByText('Your shopping cart is empty.')).toBeInTheDocument();
  });

  it('LOGIN-01: without a callback path of this site, the dashboard follows', async () => {
    const { user } = open('https://evil.example/');
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(window.location.pathname).toBe('/sunshine/demo/my-dashboard'));
    expect(window.location.hash).toBe('#my-items');
    expect(await screen.findByRole('tab', { name: 'My items', selected: true })).toBeInTheDocument();
  });

  it('LOGIN-02: Resend code asks for a new code and says one is on its way', async () => {
    const { user, bff } = open();
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code is on its way. Check your e-mail.')).toHaveAttribute('role', 'status');
    expect(bff.state.calls.find((c) => c.path.endsWith('/verify-email/resend'))?.requestedWith).toBe('payhub');
  });

  it('asked again too soon (429), it says how long to wait', async () => {
    const { user } = open();
    server.use(
      http.post('/bff/v1/:client/:site/verify-email/resend', () =>
        HttpResponse.json({ error: { code: 'rate_limited', message: 'x' } }, { status: 429, headers: { 'Retry-After': '27' } }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code was just sent. Please wait 27 seconds before asking for another.')).toBeVisible();
  });

  it('a resident already verified is offered to continue', async () => {
    open('/sunshine/demo/checkout', { user: resident });
    expect(await screen.findByText('Your e-mail address is verified.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/sunshine/demo/checkout');
  });

  it('ERR-82: an unverified account is prompted to use the e-mailed code; already verified, an invalid code and an unexpected error each have their message', async () => {
    // Unverified: the prompt to use what was e-mailed.
    const first = open();
    expect(await screen.findByText('We sent a 6-digit code to resident@example.com. Enter it to finish signing in.')).toBeVisible();
    const code = screen.getByLabelText('Verification code');
    // An invalid code.
    await first.user.type(code, '999999');
    await first.user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining('The verification code is incorrect or has expired. Ask for a new code.')),
    );
    // An unexpected error: its own message, not the invalid code's.
    server.use(
      http.post('/bff/v1/:client/:site/verify-email', () => HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 })),
    );
    await first.user.type(code, '123456');
    await first.user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining('Your e-mail address could not be verified. Please try again.')),
    );
    expect(code).not.toHaveAccessibleDescription(expect.stringContaining('incorrect'));
    first.unmount();
    // Already verified: no prompt, its own message.
    open('/sunshine/demo/checkout', { user: resident });
    expect(await screen.findByText('Your e-mail address is verified.')).toBeVisible();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });
});
