// Autopay at check-out, end to end against the sandbox scheduled-payments
// service (spec 000 §4 "Autopay at checkout"; contracts §8): in English and
// Spanish a resident with a saved card puts the renewal of plate ABC1234 in
// the cart, accepts the renewal-autopay modal (AUTOPAY-06, AUTOPAY-08), finds
// "Enroll in autopay" ticked at review, cancels the terms and nothing is
// submitted (AUTOPAY-03), accepts them and pays (AUTOPAY-01, AUTOPAY-02),
// sees the enrolment on the receipt (AUTOPAY-05), and the plan exists
// afterwards (the BFF's list of the resident's plans, read with the page's
// session). A guest gets Log in in the renewal modal (AUTOPAY-09) and, at
// review, a link in place of the checkbox that opens the sign-in prompt
// (SCHED-40). axe checks the modals and the review step in both languages.
// The sandbox clock is never moved.
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { WORDS, addByAccount, cardFrame, enterCard, expectReceipt, passChallenge, startIn, submitPayment, type Lang, type Words } from './checkout';
import { newResident, signInOnHostedPage } from './residents';

/** The words of autopay (widget/src/lib/i18n/en.autopay.ts, es.autopay.ts), the wallet's and delivery's. */
const AUTOPAY = {
  en: {
    logIn: 'Log in', save: 'Save this payment method', visa: 'Visa Card ending in 4242',
    renewalTitle: 'Renew automatically every year?', renewalAccept: 'Yes, enroll in autopay', renewalDismiss: 'No thanks',
    enroll: 'Enroll in autopay', termsTitle: 'Autopay terms', accept: 'Accept and pay', cancel: 'Cancel',
    terms: /I authorize the county to charge/, enrolled: /is enrolled in autopay\./, firstRun: /First autopay payment: \d\d\/\d\d\/\d{4}/,
    guestLink: 'Log in to enroll in autopay', signInTitle: /sign in/i,
    plate: 'License plate', mail: 'By mail', name: 'Full name', street: 'Street address', city: 'City', state: 'State',
    zip: 'ZIP code', confirm: 'I confirm that this mailing address is correct.',
  },
  es: {
    logIn: 'Iniciar sesión', save: 'Guardar este método de pago', visa: 'Tarjeta Visa que termina en 4242',
    renewalTitle: '¿Renovar automáticamente cada año?', renewalAccept: 'Sí, inscribirme en el pago automático',
    renewalDismiss: 'No, gracias', enroll: 'Inscribirse en el pago automático', termsTitle: 'Términos del pago automático',
    accept: 'Aceptar y pagar', cancel: 'Cancelar', terms: /Autorizo al condado/,
    enrolled: /está inscrito en el pago automático\./, firstRun: /Primer pago automático: \d\d\/\d\d\/\d{4}/,
    guestLink: 'Inicie sesión para inscribirse en el pago automático', signInTitle: /sesión/i,
    plate: 'Número de placa', mail: 'Por correo', name: 'Nombre completo', street: 'Dirección', city: 'Ciudad',
    state: 'Estado', zip: 'Código postal', confirm: 'Confirmo que esta dirección postal es correcta.',
  },
} as const;

type Autopay = (typeof AUTOPAY)[Lang];

/** signIn presses the header's Log in and signs in on the hosted page. */
async function signIn(page: Page, a: Autopay, lang: Lang, email: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: a.logIn, exact: true }).click();
  await signInOnHostedPage(page, lang, email);
}

/** saveCard pays R100-002 with the sandbox Visa, "Save this payment method" ticked. */
async function saveCard(page: Page, w: Words, a: Autopay): Promise<void> {
  await addByAccount(page, w, 'property-tax', 'R100-002');
  await page.goto('/sunshine/demo/checkout');
  await page.getByRole('button', { name: w.toPayment }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.paymentStep })).toBeVisible();
  const frame = await cardFrame(page, w);
  await frame.getByLabel(w.cardNumber, { exact: true }).fill('4242 4242 4242 4242');
  await frame.getByLabel(w.expiry, { exact: true }).fill('12/30');
  await frame.getByLabel(w.cvc, { exact: true }).fill('123');
  await frame.getByLabel(w.nameOnCard, { exact: true }).fill('Rosa Resident');
  await page.getByRole('checkbox', { name: a.save }).check();
  await page.getByRole('button', { name: w.toReview }).click();
  await submitPayment(page, w);
  await expectReceipt(page, w);
}

/** renewalInCart adds the renewal of ABC1234 and opens the cart. */
async function renewalInCart(page: Page, w: Words, a: Autopay): Promise<void> {
  await page.goto('/sunshine/demo/vehicle-renewal');
  await page.getByLabel(a.plate, { exact: true }).fill('ABC1234');
  await page.getByRole('button', { name: w.search, exact: true }).click();
  await page.getByRole('button', { name: w.add }).first().click();
  await expect(page.getByRole('link', { name: w.goToCheckout })).toBeVisible();
  await page.goto('/sunshine/demo/checkout');
  await expect(page.getByRole('heading', { level: 1, name: w.cartStep })).toBeVisible();
}

/** byMail fills the mailing address of the renewal and goes on to payment. */
async function byMail(page: Page, w: Words, a: Autopay): Promise<void> {
  await page.getByRole('radio', { name: a.mail }).check();
  await page.getByRole('textbox', { name: a.name }).fill('Rosa Resident');
  await page.getByRole('textbox', { name: a.street }).fill('12 Palm Way');
  await page.getByRole('textbox', { name: a.city }).fill('Sunshine');
  await page.getByRole('combobox', { name: a.state }).selectOption('FL');
  await page.getByRole('textbox', { name: a.zip }).fill('32801');
  await page.getByRole('checkbox', { name: a.confirm }).check();
  await page.getByRole('button', { name: w.toPayment }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.paymentStep })).toBeVisible();
}

for (const lang of ['en', 'es'] as const) {
  const w = WORDS[lang];
  const a = AUTOPAY[lang];

  test.describe(`autopay at check-out (${lang})`, () => {
    startIn(lang);

    test('AUTOPAY-01..08: a resident enrols ABC1234 in yearly autopay through the terms modal', async ({ page, request }) => {
      test.setTimeout(150_000);
      const resident = await newResident(request, lang);
      await page.goto('/sunshine/demo/my-dashboard');
      await signIn(page, a, lang, resident.email);
      await saveCard(page, w, a);

      // AUTOPAY-06: the renewal-autopay modal on opening the checkout; accept ticks the item (AUTOPAY-08).
      await renewalInCart(page, w, a);
      const renewal = page.getByRole('dialog', { name: a.renewalTitle });
      await expect(renewal).toBeVisible();
      await expectNoViolations(page);
      await renewal.getByRole('button', { name: a.renewalAccept }).click();
      await expect(renewal).toHaveCount(0);

      await byMail(page, w, a);
      await expect(page.getByRole('radio', { name: new RegExp(`^${a.visa}`) })).toBeChecked();
      await page.getByRole('button', { name: w.toReview }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.reviewStep })).toBeVisible();
      const enroll = page.getByRole('checkbox', { name: a.enroll });
      await expect(enroll).toBeChecked();
      await expectNoViolations(page);

      // AUTOPAY-03: the terms declined, nothing is submitted.
      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && /\/bff\/v1\/sunshine\/demo\/checkout$/.test(new URL(r.url()).pathname)) posts.push(r.url());
      });
      await passChallenge(page, w);
      const submit = page.getByRole('button', { name: w.submit });
      await submit.click();
      const terms = page.getByRole('dialog', { name: a.termsTitle });
      await expect(terms).toBeVisible();
      await expect(terms).toContainText(a.terms);
      await expectNoViolations(page);
      await terms.getByRole('button', { name: a.cancel }).click();
      await expect(terms).toHaveCount(0);
      await expect(submit).toBeFocused();
      // Escape cancels too.
      await submit.click();
      await expect(terms).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(terms).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: w.reviewStep })).toBeVisible();
      expect(posts).toEqual([]);

      // AUTOPAY-01, AUTOPAY-02: accepted, the payment goes with the enrolment.
      await submit.click();
      await terms.getByRole('button', { name: a.accept }).click();
      await expectReceipt(page, w);
      expect(posts).toHaveLength(1);
      // AUTOPAY-05: the enrolment and the plan's first payment.
      const main = page.locator('main');
      await expect(main).toContainText(a.enrolled);
      await expect(main).toContainText(a.firstRun);
      await expectNoViolations(page);

      // The plan exists: the resident's plans, read with the page's session.
      const res = await page.request.get(`/bff/v1/sunshine/demo/schedules?lang=${lang}`);
      expect(res.ok(), await res.text()).toBe(true);
      const { plans } = (await res.json()) as { plans: Array<{ payablePath: string; active: boolean }> };
      expect(plans.filter((p) => p.payablePath === 'sunshine/demo/vehicle_renewal/ABC1234' && p.active)).toHaveLength(1);
    });

    test('AUTOPAY-09, SCHED-40: a guest is offered Log in in the renewal modal and a sign-in link at review', async ({ page }) => {
      test.setTimeout(90_000);
      await renewalInCart(page, w, a);
      const renewal = page.getByRole('dialog', { name: a.renewalTitle });
      await expect(renewal.getByRole('button', { name: a.logIn, exact: true })).toBeVisible();
      await expectNoViolations(page);
      await renewal.getByRole('button', { name: a.renewalDismiss }).click();
      await expect(renewal).toHaveCount(0);

      await byMail(page, w, a);
      await page.getByLabel(w.email, { exact: true }).fill(`autopay-guest-${lang}@example.com`);
      await enterCard(page, w, '4242 4242 4242 4242');
      await expect(page.getByRole('checkbox', { name: a.enroll })).toHaveCount(0);
      const link = page.getByRole('link', { name: a.guestLink });
      await expect(link).toBeVisible();
      await expectNoViolations(page);
      await link.click();
      const prompt = page.getByRole('dialog');
      await expect(prompt).toBeVisible();
      await expect(prompt.getByRole('button', { name: a.logIn, exact: true })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
