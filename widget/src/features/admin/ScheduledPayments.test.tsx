// The staff's scheduled payments against msw handlers of the BFF's
// /admin/schedpay routes (the tender-frames and tenders routes as their
// contract describes them): the section only with a schedpay scope
// (ROLE-28), the sites of GET /admin/schedpay/sites only (SCHED-04,
// SCHED-05), the payer required (SCHED-54), the terms text (SCHED-55), the
// frame asked for with the payer and its tender in the plan (ROLE-18), one
// Idempotency-Key per run now (SCHED-31), and Spanish.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { WALLET_ORIGIN } from '../../test/checkoutFixtures';
import { cardFrame, fromFrame, renderPortal } from '../../test/render';
import { server } from '../../test/server';
import type { PlanRuns, StaffMe, StaffPlan, StaffTender } from './api';

const ANNOUNCEMENTS = ['banners', 'notifications', 'footers'].flatMap((k) => [`admin:announcements:${k}:read`, `admin:announcements:${k}:write`]);
const ADMIN: StaffMe = {
  email: 'admin@sunshine.example',
  name: 'Sunny Admin',
  scopes: [...ANNOUNCEMENTS, 'admin:schedpay:create', 'admin:schedpay:write'],
  sites: ['sunshine/*'],
  expiresAt: '2030-01-01T00:00:00Z',
};
const VIEWER: StaffMe = { ...ADMIN, email: 'viewer@sunshine.example', name: 'Vera Viewer', scopes: ANNOUNCEMENTS.filter((s) => s.endsWith(':read')) };
const CREATOR: StaffMe = { ...ADMIN, scopes: ['admin:schedpay:create'] };

const TERMS = {
  en: 'The payer must accept the terms',
  es: 'El pagador debe aceptar los términos',
};

const PLAN: StaffPlan = {
  id: 'sp-1',
  client: 'sunshine',
  site: 'demo',
  payablePath: 'sunshine/demo/water/2026/U-5001',
  displayName: 'Water U-5001',
  payerName: 'Pat Payer',
  payerEmail: 'pat@example.com',
  frequency: { value: 'recurring', spec: { kind: 'beforeDue', daysBeforeDue: '4' } },
  constantAmount: null,
  active: true,
  adminOnly: true,
  lastModified: 'Admin - Sunny Admin',
  createdAt: '2026-11-20T10:00:00Z',
  modifiedAt: '2026-11-20T10:00:00Z',
};

const TENDER: StaffTender = { tenderId: 'tnd-77', type: 'card', description: 'Visa ending in 4242', lastDigits: '4242', cardBrand: 'Visa' };

const RUNS: PlanRuns = {
  past: [{ id: 'run-1', date: '2026-11-26', displayDate: '11/26/2026', status: 'paid', amount: '125.00', confirmationNumber: 'PH-AB12', manual: true }],
  projected: [],
};

interface Call {
  method: string;
  path: string;
  key: string | null;
  body?: unknown;
}

/** The staff routes for me, with the schedpay sites given; every write is recorded. */
function schedpayBff(me: StaffMe, options: { sites?: { client: string; site: string; clientTitle: string }[]; plans?: StaffPlan[] } = {}) {
  const calls: Call[] = [];
  const plans = [...(options.plans ?? [PLAN])];
  const record = async (request: Request) => {
    const text = await request.text();
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      key: request.headers.get('Idempotency-Key'),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    return calls[calls.length - 1]!;
  };
  server.use(
    http.get('/bff/v1/admin/me', () => HttpResponse.json(me)),
    // The announcements' sites: the console must not offer these for plans.
    http.get('/bff/v1/admin/sites', () => HttpResponse.json({ sites: [{ client: 'sunshine', site: 'kiosk', title: 'Kiosk' }] })),
    http.get('/bff/v1/admin/announcements/:kind', ({ params }) => HttpResponse.json({ [params.kind as string]: [] })),
    http.get('/bff/v1/admin/schedpay/sites', () =>
      HttpResponse.json({ sites: options.sites ?? [{ client: 'sunshine', site: 'demo', clientTitle: 'Sunshine County' }] }),
    ),
    http.get('/bff/v1/admin/schedpay/terms', ({ request }) => {
      const lang = new URL(request.url).searchParams.get('lang') === 'es' ? 'es' : 'en';
      return HttpResponse.json({ lang, text: TERMS[lang] });
    }),
    http.get('/bff/v1/admin/schedpay/plans', () => HttpResponse.json({ plans })),
    http.get('/bff/v1/admin/schedpay/plans/:id/runs', () => HttpResponse.json({ past: [], projected: [] })),
    http.post('/bff/v1/admin/schedpay/tender-frames', async ({ request }) => {
      const call = await record(request);
      const payer = (call.body as { payer: { name: string } }).payer;
      return HttpResponse.json(
        {
          origin: WALLET_ORIGIN,
          cardInputUrl: `${WALLET_ORIGIN}/card-input/?env=dev&type=card&token=tok-staff&v=3&lang=en`,
          bankInputUrl: `${WALLET_ORIGIN}/card-input/?env=dev&type=bank&token=tok-staff&v=3&lang=en`,
          expiresAt: '2030-01-01T00:00:00Z',
          payerName: payer.name,
        },
        { headers: { 'Cache-Control': 'no-store' } },
      );
    }),
    http.post('/bff/v1/admin/schedpay/tenders', async ({ request }) => {
      await record(request);
      return HttpResponse.json(TENDER, { status: 201 });
    }),
    http.post('/bff/v1/admin/schedpay/plans', async ({ request }) => {
      const call = await record(request);
      const body = call.body as { payer: { name: string; email: string }; plan: { payablePath: string; frequency: StaffPlan['frequency'] } };
      const made: StaffPlan = {
        ...PLAN,
        id: 'sp-2',
        payablePath: body.plan.payablePath,
        displayName: 'Property tax R100-001',
        payerName: body.payer.name,
        payerEmail: body.payer.email,
        frequency: body.plan.frequency,
        constantAmount: '10.00',
      };
      plans.unshift(made);
      return HttpResponse.json(made, { status: 201 });
    }),
    http.post('/bff/v1/admin/schedpay/plans/:id/runs', async ({ request }) => {
      await record(request);
      return HttpResponse.json(RUNS);
    }),
  );
  return calls;
}

/** Fills the form for Rosa, monthly from 12/01/2030, 10.00, terms accepted; the payer's fields left last. */
async function fillPlan(user: ReturnType<typeof renderPortal>['user']) {
  await user.type(screen.getByLabelText('Payer name'), 'Rosa Resident');
  await user.type(screen.getByLabelText('Payer e-mail'), 'resident@example.com');
  await user.click(screen.getByLabelText('Bill'));
  await user.paste('sunshine/demo/property_tax/2026/R100-001');
  await user.type(screen.getByLabelText('Start date'), '12/01/2030');
  await user.click(screen.getByRole('checkbox', { name: 'This plan has no end date: it pays until it is canceled.' }));
  await user.click(screen.getByRole('radio', { name: 'Another amount' }));
  await user.type(screen.getByLabelText('Amount to pay'), '10.00');
  await user.click(await screen.findByRole('checkbox', { name: TERMS.en }));
}

/** The frame says it is loaded; returns the spy on what the page posts to it. */
async function loadFrame() {
  const frame = await waitFor(() => cardFrame());
  const post = vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(() => {});
  fromFrame({ action: 'load' });
  return { frame, post };
}

/** Answers the page's latest state request with complete, then tokenizes. */
function frameTokenizes(post: { mock: { calls: unknown[][] } }) {
  const asks = post.mock.calls.map(([m]) => m as { action?: string; id?: number }).filter((m) => m.action === 'state');
  fromFrame({ action: 'state', id: asks[asks.length - 1]?.id, complete: true });
  fromFrame({ action: 'tokenized', tender: { type: 'card', token: 'tndr_staff_1', lastDigits: '4242', cardBrand: 'Visa', userName: 'Rosa Resident' } });
}

beforeAll(async () => {
  await Promise.all([import('./AdminConsole'), import('./ScheduledPaymentsPage')]);
}, 60_000);

describe('the staff scheduled payments', () => {
  it('ROLE-28: the section is in the navigation with a schedpay scope, and hidden from the viewer', async () => {
    schedpayBff(VIEWER);
    const { unmount } = renderPortal('/admin/announcements');
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Announcements' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Scheduled payments' })).not.toBeInTheDocument();
    unmount();

    schedpayBff(ADMIN);
    const { user } = renderPortal('/admin/announcements');
    const link = await within(await screen.findByRole('navigation', { name: 'Staff console' })).findByRole('link', { name: 'Scheduled payments' });
    expect(link).toHaveAttribute('href', '/admin/scheduled-payments');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Scheduled payments' })).toBeInTheDocument();
  });

  it('tells a member without a schedpay scope who opens the address that they may not', async () => {
    schedpayBff(VIEWER);
    renderPortal('/admin/scheduled-payments');
    expect(await screen.findByText('Your account may not set up scheduled payments.')).toBeInTheDocument();
  });

  it('SCHED-04, SCHED-05: the sites are those of /admin/schedpay/sites only; none is a plain message', async () => {
    schedpayBff(ADMIN, {
      sites: [
        { client: 'sunshine', site: 'demo', clientTitle: 'Sunshine County' },
        { client: 'sunshine', site: 'water', clientTitle: 'Sunshine County' },
      ],
    });
    const { unmount } = renderPortal('/admin/scheduled-payments');
    const select = await screen.findByRole('combobox', { name: 'Site' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a site',
      'Sunshine County (sunshine/demo)',
      'Sunshine County (sunshine/water)',
    ]);
    unmount();

    schedpayBff(ADMIN, { sites: [] });
    renderPortal('/admin/scheduled-payments');
    expect(await screen.findByText('None of your sites takes scheduled payments.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up a scheduled payment for a payer' })).not.toBeInTheDocument();
  });

  it('lists the plans staff made: bill, payer, how often, amount, state and "Admin - ..."', async () => {
    schedpayBff(ADMIN);
    renderPortal('/admin/scheduled-payments');
    const list = await screen.findByRole('list', { name: 'Scheduled payments set up by staff' });
    const item = await within(list).findByRole('listitem');
    expect(item).toHaveTextContent('Water U-5001');
    expect(item).toHaveTextContent('sunshine/demo/water/2026/U-5001');
    expect(item).toHaveTextContent('Pat Payer (pat@example.com)');
    expect(item).toHaveTextContent('Every bill, 4 days before its due date');
    expect(item).toHaveTextContent('Amount due');
    expect(item).toHaveTextContent('Active');
    expect(item).toHaveTextContent('Admin - Sunny Admin');
  });

  it('SCHED-54: the payer name and e-mail are required; no frame is asked for without them', async () => {
    const calls = schedpayBff(ADMIN);
    const { user } = renderPortal('/admin/scheduled-payments');
    await user.click(await screen.findByRole('button', { name: 'Set up a scheduled payment for a payer' }));
    expect(screen.getByRole('heading', { name: 'Set up a scheduled payment for a payer' })).toHaveFocus();
    expect(screen.getByText("Enter the payer's name and e-mail first: the card form is bound to the payer's account.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up the scheduled payment' }));
    const name = screen.getByLabelText('Payer name');
    expect(name).toHaveAccessibleDescription("Enter the payer's name.");
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Payer e-mail')).toHaveAccessibleDescription(
      "The e-mail address of the payer's resident account. Enter the payer's e-mail address.",
    );
    await user.type(screen.getByLabelText('Payer e-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Set up the scheduled payment' }));
    expect(screen.getByLabelText('Payer e-mail')).toHaveAccessibleDescription(
      "The e-mail address of the payer's resident account. Enter an e-mail address such as name@example.com.",
    );
    expect(calls.filter((c) => c.path.endsWith('/tender-frames'))).toEqual([]);
  });

  it('SCHED-55: the terms checkbox reads the terms text of GET /terms, and must be ticked', async () => {
    schedpayBff(ADMIN);
    const { user } = renderPortal('/admin/scheduled-payments');
    await user.click(await screen.findByRole('button', { name: 'Set up a scheduled payment for a payer' }));
    const terms = await screen.findByRole('checkbox', { name: TERMS.en });
    expect(terms).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Set up the scheduled payment' }));
    expect(terms).toHaveAccessibleDescription('The payer must accept the terms before the plan is set up.');
  });

  it('ROLE-18: the frame is asked for with the payer, and the tender saved through it goes into the plan', async () => {
    const calls = schedpayBff(ADMIN);
    const { user } = renderPortal('/admin/scheduled-payments');
    await user.click(await screen.findByRole('button', { name: 'Set up a scheduled payment for a payer' }));
    await fillPlan(user);

    const { frame, post } = await loadFrame();
    expect(frame.getAttribute('src')).toContain('token=tok-staff');
    expect(calls.filter((c) => c.path.endsWith('/tender-frames')).map((c) => c.body)).toEqual([
      { client: 'sunshine', site: 'demo', payer: { name: 'Rosa Resident', email: 'resident@example.com' } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Set up the scheduled payment' }));
    expect(screen.getByRole('button', { name: 'Setting up…' })).toHaveAttribute('aria-disabled', 'true');
    frameTokenizes(post);

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The scheduled payment for Rosa Resident was set up.'));
    const [tender] = calls.filter((c) => c.path.endsWith('/schedpay/tenders'));
    expect(tender?.key).toBeTruthy();
    expect(tender?.body).toEqual({
      client: 'sunshine',
      site: 'demo',
      payer: { name: 'Rosa Resident', email: 'resident@example.com' },
      token: 'tndr_staff_1',
      type: 'card',
      userName: 'Rosa Resident',
    });
    const [plan] = calls.filter((c) => c.path.endsWith('/schedpay/plans'));
    expect(plan?.key).toBeTruthy();
    expect(plan?.key).not.toBe(tender?.key);
    expect(plan?.body).toEqual({
      client: 'sunshine',
      site: 'demo',
      payer: { name: 'Rosa Resident', email: 'resident@example.com' },
      plan: {
        payablePath: 'sunshine/demo/property_tax/2026/R100-001',
        frequency: { value: 'recurring', spec: { kind: 'onDate', startDate: '12/01/2030' } },
        amount: { kind: 'otherAmount', value: '10.00' },
        termsAccepted: true,
        noEndDateConfirmed: true,
      },
      tender: TENDER,
    });
    // The new plan is in the list.
    const list = await screen.findByRole('list', { name: 'Scheduled payments set up by staff' });
    const made = await within(list).findByText('Property tax R100-001');
    expect(made.closest('li')).toHaveTextContent('Rosa Resident (resident@example.com)');
    expect(made.closest('li')).toHaveTextContent('Monthly from 12/01/2030');
  });

  it('keeps the plan key and the saved tender across a retry of the same submission', async () => {
    const calls = schedpayBff(ADMIN);
    let refusals = 1;
    server.use(
      http.post('/bff/v1/admin/schedpay/plans', async ({ request }) => {
        calls.push({ method: 'POST', path: new URL(request.url).pathname, key: request.headers.get('Idempotency-Key'), body: await request.json() });
        if (refusals-- > 0) return HttpResponse.json({ error: { code: 'unavailable', message: 'Try again.' } }, { status: 503 });
        return HttpResponse.json({ ...PLAN, id: 'sp-3', payerName: 'Rosa Resident' }, { status: 201 });
      }),
    );
    const { user } = renderPortal('/admin/scheduled-payments');
    await user.click(await screen.findByRole('button', { name: 'Set up a scheduled payment for a payer' }));
    await fillPlan(user);
    const { post } = await loadFrame();
    await user.click(screen.getByRole('button', { name: 'Set up the scheduled payment' }));
    frameTokenizes(post);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again.');
    expect(screen.getByText('The plan pays with Visa ending in 4242.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up the scheduled payment' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The scheduled payment for Rosa Resident was set up.'));
    const plans = calls.filter((c) => c.path.endsWith('/schedpay/plans'));
    expect(plans).toHaveLength(2);
    expect(plans[1]?.key).toBe(plans[0]?.key);
    expect(calls.filter((c) => c.path.endsWith('/schedpay/tenders'))).toHaveLength(1);
  });

  it('says an e-mail that is no resident account’s at the e-mail field (422)', async () => {
    schedpayBff(ADMIN);
    server.use(
      http.post('/bff/v1/admin/schedpay/tender-frames', () =>
        HttpResponse.json({ error: { code: 'unprocessable', message: 'No resident account has this e-mail address.' } }, { status: 422 }),
      ),
    );
    const { user } = renderPortal('/admin/scheduled-payments');
    await user.click(await screen.findByRole('button', { name: 'Set up a scheduled payment for a payer' }));
    await user.type(screen.getByLabelText('Payer name'), 'Nobody');
    await user.type(screen.getByLabelText('Payer e-mail'), 'nobody@example.com');
    await user.tab();
    const email = screen.getByLabelText('Payer e-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(
      "The e-mail address of the payer's resident account. No resident account has this e-mail address. The payer signs up first; then set up the plan for them.",
    );
  });

  it('says a tender that is no longer the payer’s (tender_not_found) in words, and asks for the card again', async () => {
    const calls = schedpayBff(ADMIN);
    server.use(
      http.post('/bff/v1/admin/schedpay/plans', () =>
        HttpResponse.json(
          { error: { code: 'unprocessable', message: 'tender', displayMessage: 'We could not find this payment method.', reason: 'tender_not_found' } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderPortal('/admin/scheduled-payments');
    await user.click(await screen.findByRole('button', { name: 'Set up a scheduled payment for a payer' }));
    await fillPlan(user);
    const { post } = await loadFrame();
    await user.click(screen.getByRole('button', { name: 'Set up the scheduled payment' }));
    frameTokenizes(post);
    expect(await screen.findByText("The payer's card or bank account could not be found. Enter it again.")).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/tender-frames'))).toHaveLength(2));
    expect(await waitFor(() => cardFrame())).toBeInTheDocument();
  });

  it('puts a refused amount due at the amount choice, where there is no amount to type', async () => {
    schedpayBff(ADMIN);
    const message = 'Choose an amount this item allows.';
    server.use(
      http.post('/bff/v1/admin/schedpay/plans', () =>
        HttpResponse.json({ error: { code: 'unprocessable', message, displayMessage: message, fields: { amount: message } } }, { status: 422 }),
      ),
    );
    const { user } = renderPortal('/admin/scheduled-payments');
    await user.click(await screen.findByRole('button', { name: 'Set up a scheduled payment for a payer' }));
    await fillPlan(user);
    await user.click(screen.getByRole('radio', { name: 'The amount due on each bill' }));
    const { post } = await loadFrame();
    await user.click(screen.getByRole('button', { name: 'Set up the scheduled payment' }));
    frameTokenizes(post);
    const amount = screen.getByRole('group', { name: 'Amount' });
    await waitFor(() => expect(amount).toHaveAccessibleDescription(message));
    expect(amount).toHaveFocus();
  });

  it('SCHED-31: Run now asks first, then sends one Idempotency-Key per click and shows the outcome and the runs', async () => {
    const calls = schedpayBff(ADMIN);
    const { user } = renderPortal('/admin/scheduled-payments');
    const list = await screen.findByRole('list', { name: 'Scheduled payments set up by staff' });
    await user.click(await within(list).findByRole('button', { name: 'Run now' }));
    let dialog = screen.getByRole('dialog', { name: 'Run this scheduled payment now?' });
    expect(dialog).toHaveTextContent('Pat Payer is charged now for Water U-5001');
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Run now' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The payment for Water U-5001 was run: Paid.'));
    const table = within(list).getByRole('table', { name: 'Payments made' });
    expect(table).toHaveTextContent('Confirmation number PH-AB12. Run by staff');

    await user.click(within(list).getByRole('button', { name: 'Run now' }));
    dialog = screen.getByRole('dialog', { name: 'Run this scheduled payment now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Run now' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    const keys = calls.map((c) => c.key);
    expect(calls.every((c) => c.path === '/bff/v1/admin/schedpay/plans/sp-1/runs')).toBe(true);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBeTruthy();
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('ROLE-28: a member with the create scope alone has no Run now', async () => {
    schedpayBff(CREATOR);
    renderPortal('/admin/scheduled-payments');
    const list = await screen.findByRole('list', { name: 'Scheduled payments set up by staff' });
    await within(list).findByText('Water U-5001');
    expect(within(list).queryByRole('button', { name: 'Run now' })).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Show payments' })).toBeInTheDocument();
  });

  it('speaks Spanish: the section, the list, the form, the terms and the errors', async () => {
    schedpayBff(ADMIN);
    window.localStorage.setItem('defaultLocale', 'es');
    try {
      const { user } = renderPortal('/admin/scheduled-payments');
      expect(await screen.findByRole('heading', { level: 1, name: 'Pagos programados' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Pagos programados' })).toHaveAttribute('aria-current', 'page');
      const list = await screen.findByRole('list', { name: 'Pagos programados configurados por el personal' });
      expect(await within(list).findByText('Cada factura, 4 días antes de su vencimiento')).toBeInTheDocument();
      expect(within(list).getByText('Monto adeudado')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Configurar un pago programado para un pagador' }));
      expect(await screen.findByRole('checkbox', { name: TERMS.es })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Configurar el pago programado' }));
      expect(screen.getByLabelText('Nombre del pagador')).toHaveAccessibleDescription('Ingrese el nombre del pagador.');
      expect(screen.getByLabelText('Factura')).toHaveAccessibleDescription(
        'La ruta de la factura: cliente/sitio/tipo/año/cuenta, por ejemplo sunshine/demo/property_tax/2026/R100-001 Ingrese la factura.',
      );
    } finally {
      window.localStorage.removeItem('defaultLocale');
    }
  });
});
