// Scheduled payments staff set up for a payer, in the browser, in English
// and Spanish, axe on the console's screen: the sandbox admin signs in,
// opens Scheduled payments, sets up a monthly plan on a property tax bill
// of sunshine/demo for the sandbox resident (contracts §6:
// resident@example.com, Rosa Resident; SCHED-54, SCHED-55), typing the
// sandbox Visa into the card-input frame bound to the payer (ROLE-18
// adminFilling), and sees the plan in the list, "Admin - Sunny Admin" as
// last modified (SCHED-16). The resident then signs in and finds it under
// My Payments' scheduled payments marked as set up by the county. Each
// language uses a bill of its own, so the second plan is never refused as
// a duplicate of the first. The plans stay on the seed resident, so this
// file runs in a project of its own after the others (playwright.config.ts;
// run it alone with `npx playwright test tests/admin-plans.spec.ts --no-deps`).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { WORDS, startIn, type Lang } from './checkout';
import { signInOnHostedPage } from './residents';

test.describe.configure({ mode: 'serial' });

/** The console's words (widget/src/lib/i18n/*.admin.ts), the staff terms (bff/texts) and the resident's plans (*.plans.ts, *.account.ts). */
const PLANS = {
  en: {
    signIn: 'Sign in as county staff', announcements: 'Announcements', section: 'Scheduled payments', site: 'Site',
    list: 'Scheduled payments set up by staff', newPlan: 'Set up a scheduled payment for a payer', payerName: 'Payer name',
    payerEmail: 'Payer e-mail', bill: 'Bill', recurring: 'Recurring', monthly: 'Monthly, from a start date', start: 'Start date',
    noEnd: 'This plan has no end date: it pays until it is canceled.', otherAmount: 'Another amount', amountValue: 'Amount to pay',
    terms: 'The payer must accept the terms', submit: 'Set up the scheduled payment',
    created: 'The scheduled payment for Rosa Resident was set up.', lastModified: 'Admin - Sunny Admin',
    forPayer: 'You are entering payment details for Rosa Resident.', monthlyFrom: 'Monthly from',
    logIn: 'Log in', scheduledTab: 'Scheduled payments', plans: 'Your scheduled payments', setUpBy: 'Set up by Sunshine County',
  },
  es: {
    signIn: 'Iniciar sesión como personal del condado', announcements: 'Anuncios', section: 'Pagos programados', site: 'Sitio',
    list: 'Pagos programados configurados por el personal', newPlan: 'Configurar un pago programado para un pagador',
    payerName: 'Nombre del pagador', payerEmail: 'Correo electrónico del pagador', bill: 'Factura', recurring: 'Recurrente',
    monthly: 'Mensualmente, a partir de una fecha de inicio', start: 'Fecha de inicio',
    noEnd: 'Este plan no tiene fecha de finalización: paga hasta que se cancele.', otherAmount: 'Otro monto', amountValue: 'Monto a pagar',
    terms: 'El pagador debe aceptar los términos', submit: 'Configurar el pago programado',
    created: 'Se configuró el pago programado de Rosa Resident.', lastModified: 'Administrador - Sunny Admin',
    forPayer: 'Está ingresando los datos de pago de Rosa Resident.', monthlyFrom: 'Mensualmente a partir del',
    logIn: 'Iniciar sesión', scheduledTab: 'Pagos programados', plans: 'Sus pagos programados', setUpBy: 'Configurado por Sunshine County',
  },
} as const;

/**
 * Each language's bill, with the address the resident's plan is named by and the monthly amount it
 * takes (sandbox/sqlite/seed_payables.go): R100-002 is paid only in its full amount.
 */
const BILLS = {
  en: { path: 'sunshine/demo/property_tax/2026/R100-001', address: '123 Main St', amount: '10.00' },
  es: { path: 'sunshine/demo/property_tax/2026/R100-002', address: '9 Oak Ave', amount: '842.10' },
} as const;

const ADMIN = 'admin@sunshine.example';
const RESIDENT = { email: 'resident@example.com', name: 'Rosa Resident' };

/** A start date five days on, mm/dd/yyyy, as the schedule form takes it. */
function startDate(): string {
  const day = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(day.getMonth() + 1)}/${two(day.getDate())}/${day.getFullYear()}`;
}

/** A page in a browser context of its own, in lang. */
async function pageIn(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((l) => localStorage.setItem('defaultLocale', l), lang);
  return context.newPage();
}

for (const lang of ['en', 'es'] as Lang[]) {
  test.describe(`scheduled payments set up by staff (${lang})`, () => {
    startIn(lang);
    const p = PLANS[lang];
    const w = WORDS[lang];
    const bill = BILLS[lang];

    test(`SCHED-04 SCHED-16 SCHED-54 SCHED-55 ROLE-18: the admin sets up a monthly plan for the sandbox resident, who sees it set up by the county (${lang})`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await page.goto('/admin/');
      await page.getByRole('button', { name: p.signIn }).click();
      await signInOnHostedPage(page, lang, ADMIN);
      await expect(page.getByRole('heading', { level: 1, name: p.announcements })).toBeVisible();

      await page.getByRole('navigation').getByRole('link', { name: p.section }).click();
      await expect(page.getByRole('heading', { level: 1, name: p.section })).toBeVisible();
      await page.getByLabel(p.site, { exact: true }).selectOption('sunshine/demo');
      await expect(page.getByRole('list', { name: p.list })).toBeAttached();
      await expectNoViolations(page);

      await page.getByRole('button', { name: p.newPlan }).click();
      await expect(page.getByRole('heading', { name: p.newPlan })).toBeFocused();
      await page.getByLabel(p.payerName, { exact: true }).fill(RESIDENT.name);
      await page.getByLabel(p.payerEmail, { exact: true }).fill(RESIDENT.email);
      await page.getByLabel(p.bill, { exact: true }).fill(bill.path);
      await page.getByRole('radio', { name: p.recurring }).check();
      await page.getByRole('radio', { name: p.monthly }).check();
      const start = startDate();
      await page.getByLabel(p.start, { exact: true }).fill(start);
      await page.getByRole('checkbox', { name: p.noEnd }).check();
      // A monthly plan pays a set amount, the one each bill takes.
      await page.getByRole('radio', { name: p.otherAmount }).check();
      await page.getByLabel(p.amountValue, { exact: true }).fill(bill.amount);
      await page.getByRole('checkbox', { name: p.terms }).check();

      // The frame bound to the payer (asked for once the payer's name and e-mail were valid) names them.
      const frame = page.frameLocator(`iframe[title="${w.cardFrame}"]`);
      await expect(frame.getByText(p.forPayer)).toBeVisible();
      await frame.getByLabel(w.cardNumber, { exact: true }).fill('4242 4242 4242 4242');
      await frame.getByLabel(w.expiry, { exact: true }).fill('12/30');
      await frame.getByLabel(w.cvc, { exact: true }).fill('123');
      await frame.getByLabel(w.nameOnCard, { exact: true }).fill(RESIDENT.name);
      await expectNoViolations(page);

      const made = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/bff/v1/admin/schedpay/plans'));
      await page.getByRole('button', { name: p.submit }).click();
      expect((await made).status()).toBe(201);
      await expect(page.getByRole('status')).toHaveText(p.created);
      const item = page.getByRole('list', { name: p.list }).getByRole('listitem').filter({ hasText: bill.path });
      await expect(item).toContainText(`${RESIDENT.name} (${RESIDENT.email})`);
      await expect(item).toContainText(`${p.monthlyFrom} ${start}`);
      await expect(item).toContainText(p.lastModified);
      await expectNoViolations(page);

      // The resident, in a browser of their own, finds it under My Payments.
      const resident = await pageIn(browser, lang);
      await resident.goto('/sunshine/demo/my-dashboard');
      await resident.getByRole('main').getByRole('button', { name: p.logIn, exact: true }).click();
      await signInOnHostedPage(resident, lang, RESIDENT.email);
      await resident.goto('/sunshine/demo/my-dashboard#scheduled-payments');
      await expect(resident.getByRole('tab', { name: p.scheduledTab, selected: true })).toBeVisible();
      const plan = resident.getByRole('list', { name: p.plans }).getByRole('article', { name: new RegExp(bill.address) });
      await expect(plan).toContainText(p.setUpBy);
      await resident.context().close();
    });
  });
}
