// The schedule form (contracts §8: "Schedule payment" on a payable that
// allows it; the schedule form, its summary and terms), end to end against
// the sandbox's scheduled-payments service, in English and Spanish: a new
// resident saves a card in My settings, opens "Schedule payment" on the
// water bill U-5001 from its search result, keeps recurring before the due
// date (4 days, the default), confirms there is no end date, reviews the
// summary, accepts the terms, saves, and sees the confirmation with the next
// payment; a guest gets the sign-in prompt instead of the form (SCHED-03).
// axe checks every step in both languages. The sandbox clock is never moved
// here: other tests of the run share it.
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { WORDS, cardFrame, startIn, type Lang } from './checkout';
import { newResident, signInOnHostedPage } from './residents';

/** The schedule form's words (widget/src/lib/i18n/en.schedule.ts, es.schedule.ts; en.ts, es.ts). */
const SCHEDULE = {
  en: {
    logIn: 'Log in', start: 'Schedule payment', title: 'Schedule a payment', settingsTab: 'My settings',
    methods: 'Payment methods', addCard: 'Add card', addSubmit: 'Save payment method', cardAdded: 'Visa Card ending in 4242 is saved.',
    often: 'How often', recurring: 'Recurring', when: 'When to pay', beforeDue: 'Before the due date',
    days: 'Days before the due date', noEnd: 'This plan has no end date: it pays until I cancel it.',
    method: 'Payment method', visa: 'Visa Card ending in 4242', continue: 'Continue',
    noEndError: 'Enter an end date, or confirm that the plan has no end date.',
    summary: 'Review your scheduled payment', when4: 'Each bill, 4 days before its due date', terms: 'Terms',
    accept: 'I agree to the terms of this scheduled payment.', termsError: 'You must agree to the terms to schedule the payment.',
    done: 'Your payment is scheduled', next: 'Next payment', plans: 'See your scheduled payments',
    signIn: 'Sign in to schedule payments.', prompt: 'Sign in to continue',
  },
  es: {
    logIn: 'Iniciar sesión', start: 'Programar pago', title: 'Programar un pago', settingsTab: 'Mi configuración',
    methods: 'Métodos de pago', addCard: 'Agregar tarjeta', addSubmit: 'Guardar método de pago',
    cardAdded: 'Tarjeta Visa que termina en 4242 quedó guardada.',
    often: 'Con qué frecuencia', recurring: 'Recurrente', when: 'Cuándo pagar', beforeDue: 'Antes de la fecha de vencimiento',
    days: 'Días antes de la fecha de vencimiento',
    noEnd: 'Este plan no tiene fecha de finalización: paga hasta que yo lo cancele.',
    method: 'Método de pago', visa: 'Tarjeta Visa que termina en 4242', continue: 'Continuar',
    noEndError: 'Ingrese una fecha de finalización o confirme que el plan no tiene fecha de finalización.',
    summary: 'Revise su pago programado', when4: 'Cada factura, 4 días antes de su fecha de vencimiento', terms: 'Términos',
    accept: 'Acepto los términos de este pago programado.', termsError: 'Debe aceptar los términos para programar el pago.',
    done: 'Su pago está programado', next: 'Próximo pago', plans: 'Ver sus pagos programados',
    signIn: 'Inicie sesión para programar pagos.', prompt: 'Inicie sesión para continuar',
  },
} as const;

/** saveCard adds the sandbox Visa under Payment methods in My settings. */
async function saveCard(page: Page, lang: Lang): Promise<void> {
  const w = WORDS[lang];
  const x = SCHEDULE[lang];
  await page.goto('/sunshine/demo/my-dashboard#my-settings');
  await expect(page.getByRole('tab', { name: x.settingsTab, selected: true })).toBeVisible();
  const heading = page.getByRole('heading', { name: x.methods, exact: true });
  const methods = page.locator('section', { has: heading });
  await methods.getByRole('button', { name: x.addCard }).click();
  const frame = await cardFrame(page, w);
  await frame.getByLabel(w.cardNumber, { exact: true }).fill('4242 4242 4242 4242');
  await frame.getByLabel(w.expiry, { exact: true }).fill('12/30');
  await frame.getByLabel(w.cvc, { exact: true }).fill('123');
  await frame.getByLabel(w.nameOnCard, { exact: true }).fill('Rosa Resident');
  await methods.getByRole('button', { name: x.addSubmit }).click();
  await expect(methods.getByText(x.cardAdded)).toBeVisible();
}

/** searchU5001 finds the water bill U-5001 on the utilities search page. */
async function searchU5001(page: Page, lang: Lang) {
  const w = WORDS[lang];
  await page.goto('/sunshine/demo/utilities');
  await page.getByLabel(w.account, { exact: true }).fill('U-5001');
  await page.getByRole('button', { name: w.search, exact: true }).click();
  const result = page.getByRole('article').filter({ hasText: 'U-5001' }).first();
  await expect(result).toBeVisible();
  return result;
}

for (const lang of ['en', 'es'] as const) {
  const x = SCHEDULE[lang];

  test.describe(`schedule form (${lang})`, () => {
    startIn(lang);

    test('a resident schedules U-5001 monthly before its due date with a saved card', async ({ page, request }) => {
      test.setTimeout(120_000);
      const resident = await newResident(request, lang);
      await page.goto('/sunshine/demo/my-dashboard');
      await page.getByRole('main').getByRole('button', { name: x.logIn, exact: true }).click();
      await signInOnHostedPage(page, lang, resident.email);
      await saveCard(page, lang);

      const result = await searchU5001(page, lang);
      await result.getByRole('button', { name: x.start }).click();
      await expect(page.getByRole('heading', { level: 1, name: x.title })).toBeVisible();

      // SCHED-34, SCHED-45: recurring before the due date, 4 days, are the defaults.
      await expect(page.getByRole('group', { name: x.often }).getByRole('radio', { name: x.recurring })).toBeChecked();
      await expect(page.getByRole('group', { name: x.when }).getByRole('radio', { name: x.beforeDue })).toBeChecked();
      await expect(page.getByRole('textbox', { name: x.days })).toHaveValue('4');
      await page.getByRole('group', { name: x.method }).getByRole('radio', { name: x.visa }).check();
      await expectNoViolations(page);

      // SCHED-50: no end date needs its confirmation; the error takes focus.
      await page.getByRole('button', { name: x.continue }).click();
      const noEnd = page.getByRole('checkbox', { name: x.noEnd });
      await expect(noEnd).toBeFocused();
      await expect(noEnd).toHaveAccessibleDescription(x.noEndError);
      await expectNoViolations(page);
      await noEnd.check();
      await page.getByRole('button', { name: x.continue }).click();

      // The summary and the terms (SCHED-02); the agreement is required (SCHED-53).
      const summary = page.getByRole('heading', { level: 1, name: x.summary });
      await expect(summary).toBeFocused();
      await expect(page.getByText(x.when4)).toBeVisible();
      await expect(page.getByText(x.visa)).toBeVisible();
      await expect(page.getByRole('heading', { name: x.terms })).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole('button', { name: x.start }).click();
      const accept = page.getByRole('checkbox', { name: x.accept });
      await expect(accept).toBeFocused();
      await expect(accept).toHaveAccessibleDescription(x.termsError);
      await accept.check();
      await page.getByRole('button', { name: x.start }).click();

      // The confirmation, with the next payment and the way to My Payments.
      await expect(page.getByRole('heading', { level: 1, name: x.done })).toBeFocused();
      await expect(page.getByText(x.next)).toBeVisible();
      await expect(page.getByRole('link', { name: x.plans })).toHaveAttribute('href', '/sunshine/demo/my-dashboard#scheduled-payments');
      await expectNoViolations(page);

      const plans = await page.request.get('/bff/v1/sunshine/demo/schedules');
      expect(plans.ok()).toBe(true);
      const { plans: list } = (await plans.json()) as { plans: { payablePath: string; frequency: { value: string; spec: { kind: string } } }[] };
      expect(list.map((p) => [p.payablePath, p.frequency.value, p.frequency.spec.kind])).toEqual([
        ['sunshine/demo/utilities/U-5001', 'recurring', 'beforeDue'],
      ]);
    });

    test('SCHED-03: a guest who starts scheduling gets the sign-in prompt', async ({ page }) => {
      const result = await searchU5001(page, lang);
      await result.getByRole('button', { name: x.start }).click();
      const dialog = page.getByRole('dialog', { name: x.prompt });
      await expect(dialog).toBeVisible();
      await expect(page.getByText(x.signIn)).toBeVisible();
      await expect(page.getByRole('radio')).toHaveCount(0);
      // axe measures contrast as painted: the dialog's fade-in has to be over first.
      await dialog.evaluate((node) => Promise.all(node.parentElement?.getAnimations().map((animation) => animation.finished) ?? []));
      await expectNoViolations(page);
    });
  });
}
