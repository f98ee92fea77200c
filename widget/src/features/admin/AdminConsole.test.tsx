// The staff console against msw handlers of the BFF's staff routes
// (README "Staff console"): sign-in, scopes (ROLE-26, ROLE-27), the preset
// banner (ANN-08), field errors, deletion, the audit list, and a session
// that ends mid-form.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';
import type { Banner, StaffMe } from './api';

const ALL = ['banners', 'notifications', 'footers'].flatMap((k) => [`admin:announcements:${k}:read`, `admin:announcements:${k}:write`]);
const ADMIN: StaffMe = { email: 'admin@sunshine.example', name: 'Sunny Admin', scopes: ALL, sites: ['sunshine/*'], expiresAt: '2030-01-01T00:00:00Z' };
const VIEWER: StaffMe = { ...ADMIN, email: 'viewer@sunshine.example', name: 'Vera Viewer', scopes: ALL.filter((s) => s.endsWith(':read')) };

const CARD_DOWN: Banner = {
  id: 'b-1',
  clientSites: [{ client: 'sunshine', site: 'demo' }],
  text: { en: 'Card payments are down.', es: 'Los pagos con tarjeta no funcionan.' },
  methods: ['card'],
  modules: [],
  type: 'cardDown',
  friendlyType: 'Card down',
  active: true,
  effects: ['disableCardPayments'],
  createdAt: '2026-11-26T09:00:00Z',
};

const PRESETS = {
  presets: [
    {
      name: 'cardDown',
      methods: ['card'],
      effects: ['disableCardPayments'],
      label: { en: 'Card payments down', es: 'Pagos con tarjeta caídos' },
      message: { en: 'We are having trouble taking card payments.', es: 'Tenemos problemas con los pagos con tarjeta.' },
    },
  ],
  modulePresets: [
    { module: 'login', severity: 'Major', label: { en: 'Sign-in', es: 'Inicio de sesión' }, message: { en: 'Login is down.', es: 'El inicio de sesión no funciona.' } },
    { module: 'eWallet', severity: 'Major', label: { en: 'Saved payment methods', es: 'Métodos de pago guardados' }, message: { en: 'Wallet is down.', es: 'La billetera no funciona.' } },
  ],
  severities: ['Minor', 'Moderate', 'Major'],
};

const unauthorized = (code: string) => HttpResponse.json({ error: { code, message: 'Sign in.' } }, { status: 401 });

/** The staff routes as the BFF answers them for me, with the banners given. */
function staffBff(me: StaffMe | null, banners: Banner[] = [CARD_DOWN]) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  server.use(
    http.get('/bff/v1/admin/me', () => (me ? HttpResponse.json(me) : unauthorized('unauthorized'))),
    http.get('/bff/v1/admin/sites', () => HttpResponse.json({ sites: [{ client: 'sunshine', site: 'demo', title: 'Demo' }] })),
    http.get('/bff/v1/admin/announcements/presets', () => HttpResponse.json(PRESETS)),
    http.get('/bff/v1/admin/announcements/:kind', ({ params }) => HttpResponse.json({ [params.kind as string]: params.kind === 'banners' ? banners : [] })),
    http.post('/bff/v1/admin/announcements/:kind', async ({ request }) => {
      const body = await request.json();
      calls.push({ method: 'POST', path: new URL(request.url).pathname, body });
      return HttpResponse.json({ ...CARD_DOWN, id: 'b-2' }, { status: 201 });
    }),
    http.delete('/bff/v1/admin/announcements/:kind/:id', ({ request }) => {
      calls.push({ method: 'DELETE', path: new URL(request.url).pathname });
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/bff/v1/admin/audit', () =>
      HttpResponse.json({
        entries: [
          { seq: 2, at: '2026-11-26T09:05:00Z', who: 'admin@sunshine.example', kind: 'banners', id: 'b-1', action: 'delete', clientSites: [{ client: 'sunshine', site: 'demo' }], before: 'cardDown', after: '' },
          { seq: 1, at: '2026-11-26T09:00:00Z', who: 'admin@sunshine.example', kind: 'banners', id: 'b-1', action: 'create', clientSites: [{ client: 'sunshine', site: 'demo' }], before: '', after: 'cardDown' },
        ],
      }),
    ),
    http.post('/bff/v1/admin/auth/logout', () => new HttpResponse(null, { status: 204 })),
  );
  return calls;
}

beforeAll(async () => {
  await Promise.all([import('./AdminConsole'), import('./FooterForm')]);
}, 60_000);

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('the staff console', () => {
  it('asks a visitor without a staff session to sign in, and returns to the console page afterwards', async () => {
    staffBff(null);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const { user } = renderPortal('/admin/audit');
    await user.click(await screen.findByRole('button', { name: 'Sign in as county staff' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in as county staff' })).toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith('/bff/v1/admin/auth/login?returnTo=%2Fadmin%2Faudit&lang=en');
    assign.mockRestore();
  });

  it('ROUTE-35: /admin is the console, not a client nor a path sent to the provider homepage', async () => {
    staffBff(null);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    renderPortal('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in as county staff' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    assign.mockRestore();
  });

  it('says a failed sign-in failed, in Spanish too', async () => {
    staffBff(null);
    window.localStorage.setItem('defaultLocale', 'es');
    renderPortal('/admin/?signin=failed');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo iniciar sesión. Inténtelo de nuevo.');
    window.localStorage.removeItem('defaultLocale');
  });

  it('ANN-08: the admin posts the cardDown preset on sunshine/demo, its text shown in both languages first', async () => {
    const calls = staffBff(ADMIN);
    const { user } = renderPortal('/admin/announcements');
    expect(await screen.findByText('Signed in as Sunny Admin (admin@sunshine.example)')).toBeInTheDocument();
    expect(screen.getByText('Sites: sunshine/*')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Banners' });
    expect(within(list).getByText('Card payments are down.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New banner' }));
    await user.click(screen.getByRole('checkbox', { name: 'Demo (sunshine/demo)' }));
    expect(await screen.findByText('We are having trouble taking card payments.')).toBeInTheDocument();
    expect(screen.getByText('Tenemos problemas con los pagos con tarjeta.')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Turn off card payments')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The announcement was saved.'));
    expect(calls).toEqual([
      { method: 'POST', path: '/bff/v1/admin/announcements/banners', body: { preset: 'cardDown', clientSites: [{ client: 'sunshine', site: 'demo' }] } },
    ]);
  });

  it('ANN-09: names each module of the outage choice in the console’s language, not by its id', async () => {
    staffBff(ADMIN);
    for (const [lang, newBanner, mode, module, names] of [
      ['en', 'New banner', 'A module outage', 'Module', ['Sign-in', 'Saved payment methods']],
      ['es', 'Nuevo aviso', 'Una interrupción de un módulo', 'Módulo', ['Inicio de sesión', 'Métodos de pago guardados']],
    ] as const) {
      window.localStorage.setItem('defaultLocale', lang);
      try {
        const { user, unmount } = renderPortal('/admin/announcements');
        await user.click(await screen.findByRole('button', { name: newBanner }));
        await user.click(screen.getByRole('radio', { name: mode }));
        const choice = await screen.findByRole('combobox', { name: module });
        expect(within(choice).getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
          ['login', names[0]],
          ['eWallet', names[1]],
        ]);
        unmount();
      } finally {
        window.localStorage.removeItem('defaultLocale');
        // The open form is kept as a draft; the next language starts from the list.
        window.sessionStorage.clear();
      }
    }
  });

  it('ties a field error the BFF names to its field', async () => {
    staffBff(ADMIN);
    server.use(
      http.post('/bff/v1/admin/announcements/:kind', () =>
        HttpResponse.json({ error: { code: 'invalid', message: 'text.es has at most 500 characters.' } }, { status: 400 }),
      ),
    );
    const { user } = renderPortal('/admin/announcements');
    await user.click(await screen.findByRole('button', { name: 'New banner' }));
    await user.click(screen.getByRole('checkbox', { name: 'Demo (sunshine/demo)' }));
    await user.click(screen.getByRole('radio', { name: 'My own text' }));
    await user.type(screen.getByLabelText('Text in English'), 'Closed today.');
    await user.type(screen.getByLabelText('Text in Spanish'), 'Cerrado hoy.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const spanish = screen.getByLabelText('Text in Spanish');
    await waitFor(() => expect(spanish).toHaveAccessibleDescription('text.es has at most 500 characters.'));
    expect(spanish).toHaveAttribute('aria-invalid', 'true');
    expect(spanish).toHaveFocus();
  });

  it('checks the texts before sending: each empty one is marked and described', async () => {
    staffBff(ADMIN);
    const { user } = renderPortal('/admin/announcements');
    await user.click(await screen.findByRole('button', { name: 'New banner' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('group', { name: 'Sites' })).toHaveAccessibleDescription('Choose at least one site.');
  });

  it('deletes a banner after the confirm dialog', async () => {
    const calls = staffBff(ADMIN);
    const { user } = renderPortal('/admin/announcements');
    const list = await screen.findByRole('list', { name: 'Banners' });
    await user.click(within(list).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this announcement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The announcement was deleted.'));
    expect(calls).toEqual([{ method: 'DELETE', path: '/bff/v1/admin/announcements/banners/b-1' }]);
  });

  it('ROLE-26, ROLE-27: a viewer sees the lists and no write controls', async () => {
    staffBff(VIEWER);
    const { user } = renderPortal('/admin/announcements');
    const list = await screen.findByRole('list', { name: 'Banners' });
    expect(within(list).getByText('Card payments are down.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New banner' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    // The tabs move with the arrow keys (roving tabindex).
    screen.getByRole('tab', { name: 'Banners' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Banners' })).toHaveAttribute('tabindex', '-1');
  });

  it('keeps the form typed when the session ends, and opens it again after signing in', async () => {
    staffBff(ADMIN);
    server.use(http.post('/bff/v1/admin/announcements/:kind', () => unauthorized('staff_session_expired')));
    const { user, unmount } = renderPortal('/admin/announcements');
    await user.click(await screen.findByRole('button', { name: 'New banner' }));
    await user.click(screen.getByRole('checkbox', { name: 'Demo (sunshine/demo)' }));
    await user.click(screen.getByRole('radio', { name: 'My own text' }));
    await user.type(screen.getByLabelText('Text in English'), 'Closed today.');
    await user.type(screen.getByLabelText('Text in Spanish'), 'Cerrado hoy.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your session ended, sign in again' })).toBeInTheDocument();
    unmount();

    staffBff(ADMIN);
    renderPortal('/admin/announcements');
    expect(await screen.findByLabelText('Text in English')).toHaveValue('Closed today.');
    expect(screen.getByLabelText('Text in Spanish')).toHaveValue('Cerrado hoy.');
  });

  it('deactivates a banner with a PUT of it, active false', async () => {
    staffBff(ADMIN);
    const puts: unknown[] = [];
    server.use(
      http.put('/bff/v1/admin/announcements/:kind/:id', async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json({ ...CARD_DOWN, active: false });
      }),
    );
    const { user } = renderPortal('/admin/announcements');
    const list = await screen.findByRole('list', { name: 'Banners' });
    await user.click(within(list).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The announcement was deactivated.'));
    expect(puts).toEqual([{ ...CARD_DOWN, active: false }]);
  });

  it('creates a notification with its texts in both languages, tags and date', async () => {
    const calls = staffBff(ADMIN);
    const { user } = renderPortal('/admin/announcements');
    await user.click(await screen.findByRole('tab', { name: 'Notifications' }));
    await user.click(await screen.findByRole('button', { name: 'New notification' }));
    await user.click(screen.getByRole('checkbox', { name: 'Demo (sunshine/demo)' }));
    await user.type(screen.getByLabelText('Subject in English'), 'Holiday');
    await user.type(screen.getByLabelText('Subject in Spanish'), 'Feriado');
    await user.type(screen.getByLabelText('Text in English'), 'Closed Monday.');
    await user.type(screen.getByLabelText('Text in Spanish'), 'Cerrado el lunes.');
    await user.type(screen.getByLabelText('Tags'), 'hours, holiday');
    await user.type(screen.getByLabelText('Show from'), '2026-12-24');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      clientSites: [{ client: 'sunshine', site: 'demo' }],
      subject: { en: 'Holiday', es: 'Feriado' },
      text: { en: 'Closed Monday.', es: 'Cerrado el lunes.' },
      tags: ['hours', 'holiday'],
      futureDate: '2026-12-24T00:00:00Z',
      active: true,
    });
  });

  it('ANN-07: previews a footer cleaned as it types, then shows what the BFF stored', async () => {
    staffBff(ADMIN);
    server.use(
      http.post('/bff/v1/admin/announcements/footers', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          { ...body, id: 'f-1', content: { en: '<p>Hi</p>', es: '<p>Hola</p>' }, preview: { en: '<p>Hi</p>', es: '<p>Hola</p>' }, sanitized: true },
          { status: 201 },
        );
      }),
    );
    const { user } = renderPortal('/admin/announcements');
    await user.click(await screen.findByRole('tab', { name: 'Footers' }));
    await user.click(await screen.findByRole('button', { name: 'New footer' }));
    // The footer form is a chunk of its own.
    await user.selectOptions(await screen.findByLabelText('Site'), 'sunshine/demo');
    await user.type(screen.getByLabelText('Title in English'), 'City Hall');
    await user.type(screen.getByLabelText('Title in Spanish'), 'Ayuntamiento');
    await user.click(screen.getByLabelText('Content in English (HTML)'));
    await user.paste('<p>Hi</p><img src=x onerror="alert(1)"><script>alert(2)</script>');
    await user.click(screen.getByLabelText('Content in Spanish (HTML)'));
    await user.paste('<p>Hola</p>');
    const preview = screen.getByRole('region', { name: 'Preview (English)' });
    expect(preview.innerHTML).toContain('<p>Hi</p>');
    expect(preview.innerHTML).not.toContain('onerror');
    expect(preview.innerHTML).not.toContain('<script');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'The footer as it was saved' })).toBeInTheDocument();
    expect(screen.getByText('Some markup that is not allowed was removed.')).toBeInTheDocument();
  });

  it('lists the audit, newest first, and signs out', async () => {
    staffBff(ADMIN);
    const { user } = renderPortal('/admin/audit');
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['Deleted: Banners b-1', 'Created: Banners b-1']);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are signed out' })).toBeInTheDocument();
  });
});
