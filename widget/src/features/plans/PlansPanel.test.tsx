// My Payments → Scheduled payments: the resident's plans, one plan's runs,
// and pause, resume and cancel, against the mock BFF (test/planFixtures.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountBff } from '../../test/accountFixtures';
import { mockBff, savedTender } from '../../test/mockBff';
import { plan, plansBff, runs, type PlansBffOptions } from '../../test/planFixtures';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

const PATH = '/sunshine/demo/my-dashboard#scheduled-payments';

function open(options: PlansBffOptions = {}) {
  const account = accountBff();
  const plans = plansBff(options);
  server.use(...plans.handlers, ...account.handlers);
  return { ...renderPortal(PATH), plans };
}

/** Opens the plan named name in place and waits for its runs or their failure. */
async function expand(user: ReturnType<typeof open>['user'], name: string) {
  const card = await screen.findByRole('article', { name });
  const toggle = within(card).getByRole('button', { name: 'Payments and options' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await within(card).findByRole('heading', { level: 4, name: 'Payments made' });
  return card;
}

const facts = (card: HTMLElement) =>
  Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('Scheduled payments', () => {
  it('SCHED-17 SCHED-32 SCHED-15: lists each plan with its name, amount, frequency, method, status, next payment and last change', async () => {
    open();
    const card = await screen.findByRole('article', { name: 'Water bill U-5001' });
    expect(screen.getByRole('list', { name: 'Your scheduled payments' })).toContainElement(card);
    expect(facts(card)).toEqual({
      Amount: 'Amount due',
      Frequency: 'Every bill, 4 days before its due date',
      'Payment method': 'Visa Card ending in 4242',
      Status: 'Active',
      'Next payment': '07/11/2026',
      'Last changed by': 'Rosa Resident',
    });
  });

  it('SCHED-32 SCHED-33 SCHED-16 SCHED-17: shows the paused text, TBD, the no-run text and the admin as the BFF words them', async () => {
    open({
      plans: [
        plan({
          id: 'p1',
          displayName: 'Paused plan',
          status: { code: 'paused_until', resumeDate: '2026-09-01', displayResumeDate: '09/01/2026', text: 'Paused until 09/01/2026' },
          nextRun: { kind: 'paused', text: 'Paused' },
          lastModified: 'Admin - Jane',
        }),
        plan({ id: 'p2', displayName: 'TBD plan', nextRun: { kind: 'tbd', text: 'TBD' }, lastModified: '-' }),
        plan({ id: 'p3', displayName: 'Ended plan', status: { code: 'no_run', text: 'No payment scheduled' }, nextRun: { kind: 'none', text: 'No payment scheduled' }, lastModified: 'Admin' }),
        plan({ id: 'p4', displayName: 'Unreadable runs', nextRun: null, runsError: true }),
        plan({ id: 'p5', displayName: 'Fixed amount', amount: { kind: 'otherAmount', value: '50.00' }, frequency: { value: 'recurring', spec: { kind: 'onDate', startDate: '07/01/2026', endDate: '12/01/2026' } } }),
      ],
    });
    const card = async (name: string) => facts(await screen.findByRole('article', { name }));
    expect(await card('Paused plan')).toMatchObject({ Status: 'Paused until 09/01/2026', 'Next payment': 'Paused', 'Last changed by': 'Admin - Jane' });
    expect(await card('TBD plan')).toMatchObject({ 'Next payment': 'TBD', 'Last changed by': '-' });
    expect(await card('Ended plan')).toMatchObject({ Status: 'No payment scheduled', 'Next payment': 'No payment scheduled', 'Last changed by': 'Admin' });
    expect(await card('Unreadable runs')).toMatchObject({ 'Next payment': 'Not available' });
    expect(await card('Fixed amount')).toMatchObject({ Amount: '$50.00', Frequency: 'Monthly, starting 07/01/2026, until 12/01/2026' });
  });

  it('SCHED-16: a plan the county set up for the resident says so, in English and Spanish', async () => {
    open({ plans: [plan({ id: 'p1', displayName: 'County plan', setUpByCounty: true, lastModified: 'Admin - Sunny Admin' }), plan()] });
    const county = await screen.findByRole('article', { name: 'County plan' });
    expect(within(county).getByText('Set up by Sunshine County')).toBeVisible();
    expect(facts(county)).toMatchObject({ 'Last changed by': 'Admin - Sunny Admin' });
    const own = screen.getByRole('article', { name: 'Water bill U-5001' });
    expect(within(own).queryByText(/Set up by/)).toBeNull();
  });

  it('SCHED-16: the county mark reads in Spanish', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    open({ plans: [plan({ setUpByCounty: true })] });
    const card = await screen.findByRole('article', { name: 'Water bill U-5001' });
    expect(within(card).getByText('Configurado por Sunshine County')).toBeVisible();
  });

  it('says so when there is no plan, in Spanish too', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    open({ plans: [] });
    expect(await screen.findByText('No tiene pagos programados.')).toBeVisible();
    expect(screen.getByText('Para programar uno, busque una factura y elija "Programar pago".')).toBeVisible();
  });

  it('a failed load says so, and Try again loads the plans', async () => {
    const { user, plans } = open({ listFails: 503 });
    expect(await screen.findByText('Your scheduled payments could not be loaded.')).toBeVisible();
    plans.state.listFails = undefined;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Water bill U-5001' })).toBeVisible();
  });

  it('SCHED-14: a plan opens in place on its past runs (paid with the confirmation number, failed with the reason) and its projected ones', async () => {
    const { user, plans } = open({
      runs: { 'plan-water': { ...runs(), projected: [...runs().projected.slice(0, 1), { date: '2026-08-11', displayDate: '08/11/2026', status: 'future_suspended' }] } },
    });
    const card = await expand(user, 'Water bill U-5001');
    const past = within(card).getByRole('table', { name: 'Payments made' });
    const pastRows = within(past).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(pastRows).toEqual([
      '05/31/2026Paid$64.10Confirmation number PH-20260001',
      '06/10/2026Failed$64.10The payment was declined',
      '06/30/2026Paid$64.10Confirmation number PH-20260002',
    ]);
    const projected = within(card).getByRole('table', { name: 'Upcoming payments' });
    expect(within(projected).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['07/11/2026Scheduled', '08/11/2026Paused']);
    expect(plans.state.calls.some((c) => c.method === 'GET' && c.path.endsWith('/schedules/plan-water') && c.search === '?lang=en')).toBe(true);
  });

  it('SCHED-14: a projected run with no date yet says when it will be set', async () => {
    const { user } = open();
    const card = await expand(user, 'Water bill U-5001');
    const projected = within(card).getByRole('table', { name: 'Upcoming payments' });
    expect(projected).toHaveTextContent('To be set when the bill is issued');
  });

  it('ERR-65: runs that could not be read are said so, with no table', async () => {
    const { user } = open({ plans: [plan({ runsError: true, nextRun: null })] });
    const card = await screen.findByRole('article', { name: 'Water bill U-5001' });
    await user.click(within(card).getByRole('button', { name: 'Payments and options' }));
    expect(await within(card).findByText('The payments of this scheduled payment could not be loaded. Please try again later.')).toBeVisible();
    expect(within(card).queryByRole('table')).toBeNull();
  });

  it('Edit links to the schedule form of the plan', async () => {
    const { user } = open();
    const card = await expand(user, 'Water bill U-5001');
    const edit = within(card).getByRole('link', { name: 'Edit' });
    expect(edit).toHaveAttribute('href', '/sunshine/demo/schedule?plan=plan-water');
    expect(edit).toHaveAccessibleDescription('Water bill U-5001');
  });

  it('SCHED-20: no Pause where the payable disables pausing', async () => {
    const { user } = open({ disablePause: true });
    const card = await expand(user, 'Water bill U-5001');
    expect(within(card).getByRole('button', { name: 'Cancel scheduled payment' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Pause' })).toBeNull();
  });

  it('SCHED-20: Pause stays when the schedule form cannot say (the BFF still refuses where disabled)', async () => {
    const { user } = open({ formFails: 422 });
    const card = await expand(user, 'Water bill U-5001');
    expect(await within(card).findByRole('button', { name: 'Pause' })).toBeVisible();
  });

  it('SCHED-56: an indefinite pause must be confirmed, and the confirmation must not be ticked beside a date; nothing is sent until it is right', async () => {
    const { user, plans } = open();
    const card = await expand(user, 'Water bill U-5001');
    await user.click(await within(card).findByRole('button', { name: 'Pause' }));
    const heading = within(card).getByRole('heading', { level: 4, name: 'Pause this scheduled payment' });
    await waitFor(() => expect(heading).toHaveFocus());
    const submit = within(card).getByRole('button', { name: 'Pause payments' });
    const confirm = within(card).getByRole('checkbox', { name: /Pause with no end date/ });

    await user.click(submit);
    expect(confirm).toHaveAccessibleDescription('Enter a date to resume on, or confirm that the payments stay paused until you resume them.');
    await waitFor(() => expect(confirm).toHaveFocus());

    await user.type(within(card).getByRole('textbox', { name: 'Resume on (optional)' }), '09/01/2026');
    await user.click(confirm);
    await user.click(submit);
    expect(confirm).toHaveAccessibleDescription('A pause with a date ends on that date: clear the date or untick the confirmation.');
    expect(plans.state.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('SCHED-56 SCHED-27 SCHED-32: an indefinite pause, confirmed, is sent with an Idempotency-Key and the plan shows paused', async () => {
    const { user, plans } = open();
    const card = await expand(user, 'Water bill U-5001');
    await user.click(await within(card).findByRole('button', { name: 'Pause' }));
    await user.click(within(card).getByRole('checkbox', { name: /Pause with no end date/ }));
    await user.click(within(card).getByRole('button', { name: 'Pause payments' }));
    expect(await within(card).findByText('The scheduled payment is paused.')).toBeVisible();
    const post = plans.state.calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({ path: '/bff/v1/sunshine/demo/schedules/plan-water/pause', body: { indefiniteConfirmed: true } });
    expect(post?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(facts(card)).toMatchObject({ Status: 'Paused with no resume date', 'Next payment': 'Paused' }));
    expect(within(card).getByRole('heading', { level: 3, name: 'Water bill U-5001' })).toHaveFocus();
    // SCHED-14: the projected runs inside the pause show as paused.
    expect(within(within(card).getByRole('table', { name: 'Upcoming payments' })).getAllByText('Paused')).toHaveLength(3);
    expect(within(card).getByRole('button', { name: 'Resume' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Pause' })).toBeNull();
  });

  it('SCHED-56 SCHED-26: a pause with a date sends the date, unconfirmed', async () => {
    const { user, plans } = open();
    const card = await expand(user, 'Water bill U-5001');
    await user.click(await within(card).findByRole('button', { name: 'Pause' }));
    await user.type(within(card).getByRole('textbox', { name: 'Resume on (optional)' }), '09/01/2026');
    await user.click(within(card).getByRole('button', { name: 'Pause payments' }));
    await within(card).findByText('The scheduled payment is paused.');
    expect(plans.state.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ endDate: '09/01/2026', indefiniteConfirmed: false });
    await waitFor(() => expect(facts(card)).toMatchObject({ Status: 'Paused until 09/01/2026' }));
  });

  it("shows the BFF's refusal beside the field it names, in the page's language", async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    const { user } = open();
    server.use(
      http.post('/bff/v1/:client/:site/schedules/:planId/pause', () =>
        HttpResponse.json(
          { error: { code: 'unprocessable', message: 'La fecha debe ser posterior a hoy.', fields: { endDate: 'La fecha debe ser posterior a hoy.' } } },
          { status: 422 },
        ),
      ),
    );
    const card = await screen.findByRole('article', { name: 'Water bill U-5001' });
    await user.click(within(card).getByRole('button', { name: 'Pagos y opciones' }));
    await user.click(await within(card).findByRole('button', { name: 'Pausar' }));
    const date = within(card).getByRole('textbox', { name: 'Reanudar el (opcional)' });
    await user.type(date, '01/01/2020');
    await user.click(within(card).getByRole('button', { name: 'Pausar pagos' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription(/La fecha debe ser posterior a hoy\./));
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveFocus();
  });

  it('SCHED-30: resuming asks to choose the payment method again, none chosen beforehand, and sends it', async () => {
    const paused = plan({ pause: { startDate: '05/15/2026' }, status: { code: 'paused', text: 'Paused with no resume date' }, nextRun: { kind: 'paused', text: 'Paused' } });
    const { user, plans } = open({ plans: [paused] });
    const card = await expand(user, 'Water bill U-5001');
    await user.click(await within(card).findByRole('button', { name: 'Resume' }));
    const group = within(card).getByRole('group', { name: 'Pay with' });
    const choices = within(group).getAllByRole('radio');
    expect(choices.map((radio) => radio.closest('label')?.textContent)).toEqual(['Visa Card ending in 4242', 'Checking Account ending in 6789']);
    choices.forEach((radio) => expect(radio).not.toBeChecked());
    await user.click(within(card).getByRole('button', { name: 'Resume payments' }));
    expect(choices[0]).toHaveAccessibleDescription(/Choose a payment method\./);
    expect(plans.state.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(within(group).getByRole('radio', { name: 'Checking Account ending in 6789' }));
    await user.click(within(card).getByRole('button', { name: 'Resume payments' }));
    expect(await within(card).findByText('The scheduled payment is active again.')).toBeVisible();
    const post = plans.state.calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({ path: '/bff/v1/sunshine/demo/schedules/plan-water/resume', body: { tenderId: 'wt_bank' } });
    expect(post?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(facts(card)).toMatchObject({ Status: 'Active' }));
  });

  it('SCHED-30 SCHED-57: without the schedule form, the wallet gives the choices: cards and bank accounts only, no expired card', async () => {
    const paused = plan({ pause: { startDate: '05/15/2026' }, status: { code: 'paused', text: 'Paused with no resume date' }, nextRun: { kind: 'paused', text: 'Paused' } });
    const { user } = open({ plans: [paused], formFails: 503 });
    mockBff.setWallet({
      signedIn: true,
      tenders: [
        savedTender({ tenderId: 'wt_old', lastDigits: '1111', expiry: '01/20', isExpired: true }),
        savedTender({ tenderId: 'wt_pp', type: 'paypal', name: 'PayPal', lastDigits: '', cardBrand: undefined, paypalEmail: 'buyer@paypal.sandbox.example' }),
        savedTender(),
      ],
    });
    const card = await expand(user, 'Water bill U-5001');
    await user.click(await within(card).findByRole('button', { name: 'Resume' }));
    const group = await within(card).findByRole('group', { name: 'Pay with' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Visa Card ending in 4242']);
  });

  it('SCHED-25 ERR-64: Cancel asks first, with focus on Keep it; a failure says so in the dialog and the plan stays', async () => {
    const { user, plans } = open({ cancelFails: true });
    const card = await expand(user, 'Water bill U-5001');
    await user.click(within(card).getByRole('button', { name: 'Cancel scheduled payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this scheduled payment?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel scheduled payment' }));
    expect(await within(dialog).findByText('We could not cancel your scheduled payment. Please try again later.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Cancel scheduled payment' })).toHaveFocus();
    expect(plans.state.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('SCHED-25: a canceled plan leaves the list and the page says so', async () => {
    const { user, plans } = open({ plans: [plan(), plan({ id: 'plan-tax', displayName: 'Property tax R100-001' })] });
    const card = await expand(user, 'Water bill U-5001');
    await user.click(within(card).getByRole('button', { name: 'Cancel scheduled payment' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel scheduled payment' }));
    const notice = await screen.findByText('The scheduled payment for Water bill U-5001 was canceled.');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.queryByRole('article', { name: 'Water bill U-5001' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Property tax R100-001' })).toBeVisible();
    expect(plans.state.calls.find((c) => c.method === 'DELETE')?.path).toBe('/bff/v1/sunshine/demo/schedules/plan-water');
  });
});
