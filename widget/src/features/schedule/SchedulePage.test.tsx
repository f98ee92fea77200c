// The schedule page in the portal against the mock BFF: the guest's prompt,
// the form, its summary and terms, saving with one Idempotency-Key per
// submission, the BFF's refusals beside their fields, and changing a plan.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountBff } from '../../test/accountFixtures';
import { renderPortal } from '../../test/render';
import { planDetail, scheduleBff, scheduleForm, type SaveAnswer } from '../../test/scheduleFixtures';
import { server } from '../../test/server';

const U5001 = '/sunshine/demo/schedule?payable=sunshine%2Fdemo%2Futilities%2FU-5001';

function open(path: string, options: { user?: null; form?: ReturnType<typeof scheduleForm>; answers?: SaveAnswer[]; plan?: ReturnType<typeof planDetail> } = {}) {
  const account = accountBff({ user: options.user });
  const schedule = scheduleBff({ form: options.form, answers: options.answers, plan: options.plan });
  server.use(...account.handlers, ...schedule.handlers);
  return { ...renderPortal(path), schedule };
}

/** Fills nothing: the defaults of U-5001 (recurring, 4 days before due, the one card); confirms no end date and continues. */
async function toSummary(user: ReturnType<typeof open>['user']) {
  await screen.findByRole('heading', { level: 1, name: 'Schedule a payment' });
  await user.click(screen.getByRole('checkbox', { name: 'This plan has no end date: it pays until I cancel it.' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 1, name: 'Review your scheduled payment' });
}

describe('Schedule page', () => {
  it('SCHED-03: a guest who starts scheduling gets the sign-in prompt instead of the form', async () => {
    const { schedule } = open(U5001, { user: null });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to schedule payments.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(schedule.state.formRequests).toHaveLength(0);
  });

  it.each([
    ['neither ?payable= nor ?plan=', '/sunshine/demo/schedule'],
    ['an empty ?payable=', '/sunshine/demo/schedule?payable='],
    ['a blank ?payable= and an empty ?plan=', '/sunshine/demo/schedule?payable=%20%20&plan='],
  ])('ROLE-31: a signed-in resident on a page with %s is told no bill was named, and no form is asked for', async (_name, path) => {
    const { schedule } = open(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule a payment' })).toBeInTheDocument();
    expect(await screen.findByText('No bill was named to schedule. Search for it and choose "Schedule payment".')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(schedule.state.formRequests).toHaveLength(0);
  });

  it('ROLE-31: a guest on a page without a payable path gets the sign-in prompt, and no form is asked for', async () => {
    const { schedule } = open('/sunshine/demo/schedule', { user: null });
    expect(await screen.findByRole('dialog', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(screen.queryByText(/No bill was named to schedule/)).not.toBeInTheDocument();
    expect(schedule.state.formRequests).toHaveLength(0);
  });

  it('ROLE-31: a signed-in resident with a payable path gets its form', async () => {
    const { schedule } = open(U5001);
    await screen.findByRole('heading', { level: 2, name: 'Water bill U-5001' });
    expect(screen.queryByText(/No bill was named to schedule/)).not.toBeInTheDocument();
    expect(schedule.state.formRequests.map((q) => q.get('payablePath'))).toContain('sunshine/demo/utilities/U-5001');
  });

  it('SCHED-02: the form shows the payable and the allowed kinds, and asks in the resident time zone', async () => {
    const { schedule } = open(U5001);
    await screen.findByRole('heading', { level: 2, name: 'Water bill U-5001' });
    expect(screen.getByText('$64.10')).toBeInTheDocument();
    const often = screen.getByRole('group', { name: 'How often' });
    expect(within(often).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['One time', 'Recurring']);
    expect(within(screen.getByRole('group', { name: 'When to pay' })).getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Days before the due date' })).toHaveValue('4');
    expect(screen.getByRole('radio', { name: 'Visa Card ending in 4242' })).toBeChecked();
    const asked = schedule.state.formRequests[0];
    expect(asked?.get('payablePath')).toBe('sunshine/demo/utilities/U-5001');
    expect(asked?.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(asked?.get('lang')).toBe('en');
  });

  it('SCHED-43 SCHED-50: the checks before the summary show beside their fields and focus the first', async () => {
    const { user } = open(U5001);
    const days = await screen.findByRole('textbox', { name: 'Days before the due date' });
    await user.clear(days);
    await user.type(days, '04');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(days).toHaveFocus());
    expect(days).toHaveAccessibleDescription(expect.stringContaining('Enter a whole number of days, without leading zeros.'));
    expect(screen.getByRole('checkbox', { name: 'This plan has no end date: it pays until I cancel it.' })).toHaveAccessibleDescription(
      'Enter an end date, or confirm that the plan has no end date.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule a payment' })).toBeInTheDocument();
  });

  it('SCHED-02 SCHED-53: the summary says what, when and from which method; the terms must be accepted before saving', async () => {
    const { user, schedule } = open(U5001);
    await toSummary(user);
    expect(screen.getByText('Each bill, 4 days before its due date')).toBeInTheDocument();
    expect(screen.getByText('The amount due at each payment ($64.10 now)')).toBeInTheDocument();
    expect(screen.getByText('No end date')).toBeInTheDocument();
    expect(screen.getByText('Visa Card ending in 4242')).toBeInTheDocument();
    expect(screen.getByText(/I authorize Sunshine County/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule payment' }));
    const terms = screen.getByRole('checkbox', { name: 'I agree to the terms of this scheduled payment.' });
    await waitFor(() => expect(terms).toHaveFocus());
    expect(terms).toHaveAccessibleDescription('You must agree to the terms to schedule the payment.');
    expect(schedule.state.sent).toHaveLength(0);

    await user.click(terms);
    await user.click(screen.getByRole('button', { name: 'Schedule payment' }));
    await screen.findByRole('heading', { level: 1, name: 'Your payment is scheduled' });
    expect(screen.getByText('12/12/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your scheduled payments' })).toHaveAttribute(
      'href',
      '/sunshine/demo/my-dashboard#scheduled-payments',
    );
    expect(schedule.state.sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/bff/v1/sunshine/demo/schedules',
        body: expect.objectContaining({
          payablePath: 'sunshine/demo/utilities/U-5001',
          frequency: { value: 'recurring', spec: { kind: 'beforeDue', daysBeforeDue: '4' } },
          amount: { kind: 'amountDue' },
          tenderId: 'wt_visa',
          termsAccepted: true,
          noEndDateConfirmed: true,
        }),
      }),
    ]);
  });

  it('SCHED-53: terms agreed on one summary are asked again after Change alters the plan', async () => {
    const { user, schedule } = open(U5001);
    await toSummary(user);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms of this scheduled payment.' }));
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const days = await screen.findByRole('textbox', { name: 'Days before the due date' });
    await user.clear(days);
    await user.type(days, '9');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Review your scheduled payment' });
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms of this scheduled payment.' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Schedule payment' }));
    expect(schedule.state.sent).toHaveLength(0);
  });

  it('keeps one Idempotency-Key across retries of a submission, and takes a new one for a changed submission', async () => {
    const { user, schedule } = open(U5001, {
      answers: [
        { status: 503, code: 'unavailable', message: 'The scheduled payments service is not available.' },
        { status: 503, code: 'unavailable', message: 'The scheduled payments service is not available.' },
      ],
    });
    await toSummary(user);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms of this scheduled payment.' }));
    await user.click(screen.getByRole('button', { name: 'Schedule payment' }));
    await screen.findByText('The scheduled payments service is not available.');
    await user.click(screen.getByRole('button', { name: 'Schedule payment' }));
    await waitFor(() => expect(schedule.state.sent).toHaveLength(2));
    const [first, second] = schedule.state.sent;
    expect(first?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);

    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // A new summary: its terms are agreed to again (SCHED-53).
    await user.click(await screen.findByRole('checkbox', { name: 'I agree to the terms of this scheduled payment.' }));
    await user.click(screen.getByRole('button', { name: 'Schedule payment' }));
    await screen.findByRole('heading', { level: 1, name: 'Your payment is scheduled' });
    expect(schedule.state.sent[2]?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it("shows the BFF's field errors in the asked language beside their fields and focuses the first", async () => {
    const { user } = open(U5001, {
      answers: [
        {
          status: 422,
          code: 'unprocessable',
          message: 'Days before due must be between 1 and 10.',
          fields: { 'frequency.spec.daysBeforeDue': 'Los días antes del vencimiento deben estar entre 1 y 10.' },
        },
      ],
    });
    await toSummary(user);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms of this scheduled payment.' }));
    await user.click(screen.getByRole('button', { name: 'Schedule payment' }));
    const days = await screen.findByRole('textbox', { name: 'Days before the due date' });
    await waitFor(() => expect(days).toHaveFocus());
    expect(days).toHaveAccessibleDescription(expect.stringContaining('Los días antes del vencimiento deben estar entre 1 y 10.'));
    expect(screen.getByRole('alert', { name: '' })).toHaveTextContent('Some details need your attention.');
  });

  it('SCHED-41: a duplicate plan (409) is said plainly', async () => {
    const { user } = open(U5001, {
      answers: [
        {
          status: 409,
          code: 'duplicate_plan',
          message: 'This bill already has a scheduled payment.',
          displayMessage: 'This bill already has a scheduled payment.',
        },
      ],
    });
    await toSummary(user);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms of this scheduled payment.' }));
    await user.click(screen.getByRole('button', { name: 'Schedule payment' }));
    expect(await screen.findByText('This bill already has a scheduled payment.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Review your scheduled payment' })).toBeInTheDocument();
  });

  it('SCHED-41: when a plan already blocks a new one the form says so instead of asking', async () => {
    open(U5001, { form: scheduleForm({ planExists: true }) });
    expect(await screen.findByText('You already have a scheduled payment for this bill, and it allows only one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your scheduled payments' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('SCHED-57: with no saved card or bank account it says so and links to Payment methods', async () => {
    const { user } = open(U5001, { form: scheduleForm({ tenders: [] }) });
    const method = await screen.findByRole('group', { name: 'Payment method' });
    expect(within(method).getByText(/You have no saved card or bank account/)).toBeInTheDocument();
    expect(within(method).getByRole('link', { name: 'Add one in My settings, Payment methods' })).toHaveAttribute(
      'href',
      '/sunshine/demo/my-dashboard#my-settings',
    );
    await user.click(screen.getByRole('checkbox', { name: 'This plan has no end date: it pays until I cancel it.' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await within(method).findByText('Choose a payment method.')).toBeInTheDocument();
  });

  it('changes an existing plan: its values are filled in and the change is sent with PATCH', async () => {
    const plan = planDetail({
      frequency: { value: 'recurring', spec: { kind: 'beforeDue', daysBeforeDue: '7', endDate: '06/01/2027' } },
      amount: { kind: 'amountDue' },
      tenderId: 'wt_visa',
      termsAccepted: true,
    }, 'plan-9');
    const { user, schedule } = open('/sunshine/demo/schedule?plan=plan-9', { plan });
    await screen.findByRole('heading', { level: 1, name: 'Change a scheduled payment' });
    expect(await screen.findByRole('textbox', { name: 'Days before the due date' })).toHaveValue('7');
    expect(screen.getByRole('textbox', { name: 'End date (optional)' })).toHaveValue('06/01/2027');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I agree to the terms of this scheduled payment.' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { level: 1, name: 'Your scheduled payment is changed' });
    expect(schedule.state.sent).toEqual([
      expect.objectContaining({ method: 'PATCH', path: '/bff/v1/sunshine/demo/schedules/plan-9', idempotencyKey: null }),
    ]);
    expect(schedule.state.sent[0]?.body.frequency).toEqual({ value: 'recurring', spec: { kind: 'beforeDue', daysBeforeDue: '7', endDate: '06/01/2027' } });
  });
});
