// Scheduled payments, end to end (spec 001 §4 "Scheduled payment", contracts
// §8 "the plans under the dashboard tab #scheduled-payments"): in English and
// Spanish a resident signs in, saves a card under My settings, schedules the
// water bill U-5001 through the schedule form to be paid before each monthly
// due date with that card, and the sandbox clock moves past two due dates;
// the resident then sees two paid runs under Scheduled payments, two
// payments under Past payments, and the sandbox outbox holds two receipt
// e-mails. Then a plan is paused, resumed with the card chosen again and
// canceled, and Edit opens the plan's schedule form. The sandbox clock is shared
// by everything a server runs and only moves forward, so each test starts a
// `payhub serve` of its own (e2e/server.ts) with a fresh data directory.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './ownServer';
import { expectNoViolations } from './axe';
import { WORDS, startIn, type Lang } from './checkout';
import { newResident, signInOnHostedPage } from './residents';

/** The words of the dashboard, My settings' payment methods and the plans (widget/src/lib/i18n/*.account, *.wallet, *.plans). */
const SCHED = {
  en: {
    logIn: 'Log in', settingsTab: 'My settings', methods: 'Payment methods', addCard: 'Add card', addSubmit: 'Save payment method',
    cardAdded: 'Visa Card ending in 4242 is saved.', scheduledTab: 'Scheduled payments', pastTab: 'Past payments',
    plans: 'Your scheduled payments', details: 'Payments and options', paidRuns: 'Payments made', upcoming: 'Upcoming payments',
    paid: 'Paid', amountDue: 'Amount due', frequency: 'Every bill, 4 days before its due date', method: 'Visa Card ending in 4242',
    active: 'Active', payments: /Your payments, newest first/, status: 'Status', pause: 'Pause', pauseHeading: 'Pause this scheduled payment',
    indefinite: /Pause with no end date/, pauseSubmit: 'Pause payments', paused: 'Paused with no resume date', pausedRun: 'Paused',
    resume: 'Resume', payWith: 'Pay with', resumeSubmit: 'Resume payments', resumed: 'The scheduled payment is active again.',
    cancel: 'Cancel scheduled payment', cancelTitle: 'Cancel this scheduled payment?', canceled: /was canceled\./,
    empty: 'You have no scheduled payments set up.', edit: 'Edit', editTitle: 'Change a scheduled payment',
    start: 'Schedule payment', title: 'Schedule a payment', often: 'How often', recurring: 'Recurring', when: 'When to pay',
    beforeDue: 'Before the due date', days: 'Days before the due date', formMethod: 'Payment method',
    noEnd: 'This plan has no end date: it pays until I cancel it.', continue: 'Continue', summary: 'Review your scheduled payment',
    accept: 'I agree to the terms of this scheduled payment.', done: 'Your payment is scheduled', seePlans: 'See your scheduled payments',
  },
  es: {
    logIn: 'Iniciar sesión', settingsTab: 'Mi configuración', methods: 'Métodos de pago', addCard: 'Agregar tarjeta',
    addSubmit: 'Guardar método de pago', cardAdded: 'Tarjeta Visa que termina en 4242 quedó guardada.',
    scheduledTab: 'Pagos programados', pastTab: 'Pagos anteriores', plans: 'Sus pagos programados', details: 'Pagos y opciones',
    paidRuns: 'Pagos realizados', upcoming: 'Próximos pagos', paid: 'Pagado', amountDue: 'Monto adeudado',
    frequency: 'Cada factura, 4 días antes de su vencimiento', method: 'Tarjeta Visa que termina en 4242', active: 'Activo',
    payments: /Sus pagos, del más reciente al más antiguo/, status: 'Estado', pause: 'Pausar', pauseHeading: 'Pausar este pago programado',
    indefinite: /Pausar sin fecha de fin/, pauseSubmit: 'Pausar pagos', paused: 'En pausa sin fecha de reanudación', pausedRun: 'En pausa',
    resume: 'Reanudar', payWith: 'Pagar con', resumeSubmit: 'Reanudar pagos', resumed: 'El pago programado está activo de nuevo.',
    cancel: 'Cancelar pago programado', cancelTitle: '¿Cancelar este pago programado?', canceled: /Se canceló el pago programado/,
    empty: 'No tiene pagos programados.', edit: 'Modificar', editTitle: 'Cambiar un pago programado',
    start: 'Programar pago', title: 'Programar un pago', often: 'Con qué frecuencia', recurring: 'Recurrente', when: 'Cuándo pagar',
    beforeDue: 'Antes de la fecha de vencimiento', days: 'Días antes de la fecha de vencimiento', formMethod: 'Método de pago',
    noEnd: 'Este plan no tiene fecha de finalización: paga hasta que yo lo cancele.', continue: 'Continuar',
    summary: 'Revise su pago programado', accept: 'Acepto los términos de este pago programado.', done: 'Su pago está programado',
    seePlans: 'Ver sus pagos programados',
  },
} as const;

/** saveCard adds the sandbox Visa under My settings' payment methods. */
async function saveCard(page: Page, lang: Lang): Promise<void> {
  const w = WORDS[lang];
  const x = SCHED[lang];
  await page.goto('/sunshine/demo/my-dashboard#my-settings');
  await expect(page.getByRole('tab', { name: x.settingsTab, selected: true })).toBeVisible();
  const heading = page.getByRole('heading', { name: x.methods, exact: true });
  const methods = page.locator('section', { has: heading });
  await methods.getByRole('button', { name: x.addCard }).click();
  const frame = page.frameLocator(`iframe[title="${w.cardFrame}"]`);
  await frame.getByLabel(w.cardNumber, { exact: true }).fill('4242 4242 4242 4242');
  await frame.getByLabel(w.expiry, { exact: true }).fill('12/30');
  await frame.getByLabel(w.cvc, { exact: true }).fill('123');
  await frame.getByLabel(w.nameOnCard, { exact: true }).fill('Rosa Resident');
  await methods.getByRole('button', { name: x.addSubmit }).click();
  await expect(methods.getByText(x.cardAdded)).toBeVisible();
}

/**
 * scheduleWater schedules U-5001 through the schedule form: "Schedule
 * payment" on its search result, recurring 4 days before each due date (the
 * defaults), the amount due, the saved card, no end date, the terms.
 */
async function scheduleWater(page: Page, lang: Lang): Promise<void> {
  const w = WORDS[lang];
  const x = SCHED[lang];
  await page.goto('/sunshine/demo/utilities');
  await page.getByLabel(w.account, { exact: true }).fill('U-5001');
  await page.getByRole('button', { name: w.search, exact: true }).click();
  const result = page.getByRole('article').filter({ hasText: 'U-5001' }).first();
  await result.getByRole('button', { name: x.start }).click();
  await expect(page.getByRole('heading', { level: 1, name: x.title })).toBeVisible();
  await expect(page.getByRole('group', { name: x.often }).getByRole('radio', { name: x.recurring })).toBeChecked();
  await expect(page.getByRole('group', { name: x.when }).getByRole('radio', { name: x.beforeDue })).toBeChecked();
  await expect(page.getByRole('textbox', { name: x.days })).toHaveValue('4');
  await page.getByRole('group', { name: x.formMethod }).getByRole('radio', { name: x.method }).check();
  await page.getByRole('checkbox', { name: x.noEnd }).check();
  await page.getByRole('button', { name: x.continue }).click();
  await expect(page.getByRole('heading', { level: 1, name: x.summary })).toBeFocused();
  await page.getByRole('checkbox', { name: x.accept }).check();
  await page.getByRole('button', { name: x.start }).click();
  await expect(page.getByRole('heading', { level: 1, name: x.done })).toBeFocused();
}

/** advanceClock moves the sandbox clock on; it answers once every run that fell due has executed. */
async function advanceClock(request: APIRequestContext, sandboxUrl: string, by: string): Promise<number> {
  const moved = await request.post(`${sandboxUrl}/svc/clock/advance`, { data: { by } });
  expect(moved.ok(), await moved.text()).toBe(true);
  return ((await moved.json()) as { runs: number }).runs;
}

/** receiptMails are the receipt e-mails in the sandbox outbox for email. */
async function receiptMails(sandboxUrl: string, email: string): Promise<{ text: string }[]> {
  const outbox = await fetch(`${sandboxUrl}/outbox.json?to=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: { text: string; kind?: string }[] | null };
  return (messages ?? []).filter((m) => m.kind === 'receipt');
}

for (const lang of ['en', 'es'] as const) {
  const x = SCHED[lang];

  test.describe(`scheduled payments (${lang})`, () => {
    startIn(lang);

    test(`SCHED-01 SCHED-14: U-5001 scheduled monthly with a saved card pays twice as the clock moves, under ${x.scheduledTab}, ${x.pastTab} and in the outbox`, async ({
      page,
      request,
      payhub,
    }) => {
      test.setTimeout(180_000);
      const resident = await newResident(request, lang);
      await page.goto('/sunshine/demo/my-dashboard');
      await page.getByRole('main').getByRole('button', { name: x.logIn, exact: true }).click();
      await signInOnHostedPage(page, lang, resident.email);

      await saveCard(page, lang);
      await scheduleWater(page, lang);

      // Two due dates go by: each run is paid.
      let ran = 0;
      ran += await advanceClock(request, payhub.sandboxUrl, '720h');
      ran += await advanceClock(request, payhub.sandboxUrl, '720h');
      expect(ran, 'runs executed').toBe(2);

      // Scheduled payments: the plan, opened in place on its two paid runs.
      await page.goto('/sunshine/demo/my-dashboard#scheduled-payments');
      await expect(page.getByRole('tab', { name: x.scheduledTab, selected: true })).toBeVisible();
      const plan = page.getByRole('list', { name: x.plans }).getByRole('article', { name: /U-5001/ });
      await expect(plan).toContainText(x.amountDue);
      await expect(plan).toContainText(x.frequency);
      await expect(plan).toContainText(x.method);
      await expect(plan).toContainText(x.active);
      const toggle = plan.getByRole('button', { name: x.details });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const paid = plan.getByRole('table', { name: x.paidRuns });
      await expect(paid.getByRole('row').filter({ hasText: x.paid })).toHaveCount(2);
      await expect(paid.getByRole('row')).toHaveCount(3);
      await expect(paid).toContainText(/PH-[A-Z0-9]+/);
      await expect(plan.getByRole('table', { name: x.upcoming })).toBeVisible();
      await expectNoViolations(page);

      // Past payments: the two payments the runs made.
      await page.goto('/sunshine/demo/my-dashboard#past-payments');
      const payments = page.getByRole('table', { name: x.payments });
      await expect(payments.getByRole('row')).toHaveCount(3);

      // The outbox: a receipt for each.
      const mails = await receiptMails(payhub.sandboxUrl, resident.email);
      expect(mails, 'receipt e-mails').toHaveLength(2);
    });

    test(`SCHED-27 SCHED-30 SCHED-56 SCHED-25: the plan is paused with no end date, resumed with the card chosen again, and canceled (${lang})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const resident = await newResident(request, lang);
      await page.goto('/sunshine/demo/my-dashboard');
      await page.getByRole('main').getByRole('button', { name: x.logIn, exact: true }).click();
      await signInOnHostedPage(page, lang, resident.email);
      await saveCard(page, lang);
      await scheduleWater(page, lang);

      // The confirmation leads to the plans.
      await page.getByRole('link', { name: x.seePlans }).click();
      await expect(page.getByRole('tab', { name: x.scheduledTab, selected: true })).toBeVisible();
      const plan = page.getByRole('list', { name: x.plans }).getByRole('article', { name: /U-5001/ });
      await plan.getByRole('button', { name: x.details }).click();
      const status = plan.getByRole('term').filter({ hasText: x.status }).locator('xpath=following-sibling::dd');

      // SCHED-56: an indefinite pause, confirmed; its projected runs show paused.
      await plan.getByRole('button', { name: x.pause, exact: true }).click();
      await expect(plan.getByRole('heading', { name: x.pauseHeading })).toBeFocused();
      await plan.getByRole('checkbox', { name: x.indefinite }).check();
      await expectNoViolations(page);
      await plan.getByRole('button', { name: x.pauseSubmit }).click();
      await expect(status).toHaveText(x.paused);
      await expect(plan.getByRole('table', { name: x.upcoming }).getByRole('row').filter({ hasText: x.pausedRun }).first()).toBeVisible();

      // SCHED-30: resuming asks for the payment method again.
      await plan.getByRole('button', { name: x.resume, exact: true }).click();
      await plan.getByRole('group', { name: x.payWith }).getByRole('radio', { name: x.method }).check();
      await plan.getByRole('button', { name: x.resumeSubmit }).click();
      await expect(plan.getByText(x.resumed)).toBeVisible();
      await expect(status).toHaveText(x.active);

      // SCHED-25: canceled after the confirmation, the plan leaves the list.
      await plan.getByRole('button', { name: x.cancel }).click();
      const dialog = page.getByRole('dialog', { name: x.cancelTitle });
      await dialog.evaluate((node) => Promise.all(node.parentElement?.getAnimations().map((animation) => animation.finished) ?? []));
      await expectNoViolations(page);
      await dialog.getByRole('button', { name: x.cancel }).click();
      await expect(page.getByText(x.canceled)).toBeFocused();
      await expect(page.getByText(x.empty)).toBeVisible();
    });

    test(`Edit opens the schedule form of the plan (${lang})`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const resident = await newResident(request, lang);
      await page.goto('/sunshine/demo/my-dashboard');
      await page.getByRole('main').getByRole('button', { name: x.logIn, exact: true }).click();
      await signInOnHostedPage(page, lang, resident.email);
      await saveCard(page, lang);
      await scheduleWater(page, lang);
      await page.goto('/sunshine/demo/my-dashboard#scheduled-payments');
      const plan = page.getByRole('list', { name: x.plans }).getByRole('article', { name: /U-5001/ });
      await plan.getByRole('button', { name: x.details }).click();
      await plan.getByRole('link', { name: x.edit }).click();
      await expect(page).toHaveURL(/\/sunshine\/demo\/schedule\?plan=[A-Za-z0-9_-]+$/);
      await expect(page.getByRole('heading', { level: 1, name: x.editTitle })).toBeVisible();
    });
  });
}
