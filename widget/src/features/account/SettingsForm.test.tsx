// My settings on the dashboard: the fields, the rules checked before
// sending, the BFF's field errors, a site that allows no changes, and the
// header's name following a save.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountBff, profile } from '../../test/accountFixtures';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

function open(options: Parameters<typeof accountBff>[0] = {}) {
  const bff = accountBff(options);
  server.use(...bff.handlers);
  return { ...renderPortal('/sunshine/demo/my-dashboard#my-settings'), bff };
}

const panel = () => screen.findByRole('tabpanel', { name: 'My settings' });

describe('My settings', () => {
  it('ROUTE-56 PROF-01: shows name, language, mobile phone and contact preference; the e-mail is shown but not editable', async () => {
    open({ profile: profile({ phone: '+15550102400', contactPreference: 'sms', language: 'es' }) });
    const tab = await panel();
    expect(await within(tab).findByRole('textbox', { name: 'First name' })).toHaveValue('Rosa');
    expect(within(tab).getByRole('textbox', { name: 'Last name' })).toHaveValue('Resident');
    expect(within(tab).getByRole('textbox', { name: 'Mobile phone' })).toHaveValue('+15550102400');
    expect(within(tab).getByRole('textbox', { name: 'Mobile phone' })).toHaveAccessibleDescription(
      '10 to 15 digits. Needed for text messages.',
    );
    expect(within(tab).getByRole('radio', { name: 'Español' })).toBeChecked();
    expect(within(tab).getByRole('radio', { name: 'Text message' })).toBeChecked();
    expect(within(tab).getByRole('group', { name: 'How should we contact you?' })).toBeInTheDocument();
    expect(within(tab).getByText('resident@example.com')).toBeVisible();
    expect(within(tab).queryByRole('textbox', { name: /e-mail/i })).not.toBeInTheDocument();
  });

  it('VAL-50 VAL-44: broken rules are shown under their fields, the first invalid field takes focus, and nothing is sent', async () => {
    const { user, bff } = open();
    const tab = await panel();
    const given = await within(tab).findByRole('textbox', { name: 'First name' });
    await user.clear(given);
    await user.type(within(tab).getByRole('textbox', { name: 'Mobile phone' }), '0555 010');
    await user.click(within(tab).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(given).toHaveFocus());
    expect(given).toHaveAttribute('aria-invalid', 'true');
    expect(given).toHaveAccessibleDescription('Enter your first name (up to 100 characters).');
    const phone = within(tab).getByRole('textbox', { name: 'Mobile phone' });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      '10 to 15 digits. Needed for text messages. Enter a mobile phone number of 10 to 15 digits that does not start with 0.',
    );
    expect(within(tab).getByRole('alert')).toHaveTextContent('Please check your settings: some fields are not valid.');
    expect(bff.state.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('PROF-01: text messages without a phone are refused on the contact preference', async () => {
    const { user } = open();
    const tab = await panel();
    await user.click(await within(tab).findByRole('radio', { name: 'Text message' }));
    await user.click(within(tab).getByRole('button', { name: 'Save settings' }));
    const sms = within(tab).getByRole('radio', { name: 'Text message' });
    expect(sms).toHaveAttribute('aria-invalid', 'true');
    expect(sms).toHaveAccessibleDescription('Add a mobile phone number to get text messages.');
    await waitFor(() => expect(within(tab).getByRole('radio', { name: 'E-mail' })).toHaveFocus());
  });

  it("the BFF's 422 field errors show under their fields, in the page's language", async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    const { user } = open();
    server.use(
      http.patch('/bff/v1/:client/:site/profile', () =>
        HttpResponse.json(
          {
            error: {
              code: 'unprocessable',
              message: 'Please check your settings: some fields are not valid.',
              displayMessage: 'Revise su configuración: algunos campos no son válidos.',
              fields: { phone: 'Escriba un número de teléfono móvil de 10 a 15 dígitos que no empiece por 0.' },
            },
          },
          { status: 422 },
        ),
      ),
    );
    const tab = await screen.findByRole('tabpanel', { name: 'Mi configuración' });
    const phone = await within(tab).findByRole('textbox', { name: 'Teléfono móvil' });
    await user.type(phone, '5550102400');
    await user.click(within(tab).getByRole('button', { name: 'Guardar la configuración' }));
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('que no empiece por 0.'));
    expect(within(tab).getByRole('alert')).toHaveTextContent('Revise su configuración: algunos campos no son válidos.');
  });

  it('ROLE-33 ROLE-01: a save sends the five fields with the CSRF header, says so, and the header shows the new name', async () => {
    const { user, bff } = open();
    const tab = await panel();
    const given = await within(tab).findByRole('textbox', { name: 'First name' });
    await user.clear(given);
    await user.type(given, ' Rosalind ');
    await user.type(within(tab).getByRole('textbox', { name: 'Mobile phone' }), '(555) 010-2400');
    await user.click(within(tab).getByRole('radio', { name: 'Text message' }));
    await user.click(within(tab).getByRole('button', { name: 'Save settings' }));
    expect(await within(tab).findByRole('status')).toHaveTextContent('Your settings were saved.');
    const patch = bff.state.calls.find((c) => c.method === 'PATCH');
    expect(patch?.requestedWith).toBe('payhub');
    expect(patch?.body).toEqual({
      givenName: 'Rosalind',
      familyName: 'Resident',
      phone: '(555) 010-2400',
      contactPreference: 'sms',
      language: 'en',
    });
    expect(await screen.findByRole('button', { name: 'Account menu for Rosalind' })).toBeInTheDocument();
    expect(given).toHaveValue('Rosalind');
  });

  it('SHELL-38 EMBED-05: on a site that allows no changes the fields are read-only and the page says why', async () => {
    open({ profile: profile({ canModify: false }) });
    const tab = await panel();
    expect(await within(tab).findByText('Your settings cannot be changed on this site.')).toBeVisible();
    expect(within(tab).getByRole('textbox', { name: 'First name' })).toBeDisabled();
    expect(within(tab).getByRole('radio', { name: 'E-mail' })).toBeDisabled();
    expect(within(tab).queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
  });
});
