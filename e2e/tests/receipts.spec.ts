// A resident's receipt with an item the department refused (contracts §6:
// water bill U-5009, account closed), in English and Spanish: the checkout
// receipt and the past payment's receipt show the receipt, confirmation and
// transaction numbers, date, payer, recipient, fee and response code
// (HIST-04), the refused item marked not paid with the utility's message
// and outside the total (HIST-03); the print view shows only the receipt;
// axe on each.
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { WORDS, enterCard, expectReceipt, startIn, submitPayment, type Lang } from './checkout';
import { newResident, signInOnHostedPage } from './residents';

const WATER = 'sunshine/demo/utilities/U-5001';
const CLOSED = 'sunshine/demo/utilities/U-5009';

/** The receipt's words (widget/src/lib/i18n/*.steps.ts, *.account.ts). */
const R = {
  en: {
    logIn: 'Log in', pastPayments: 'Past payments',
    viewReceipt: 'View receipt', receiptNumber: 'Receipt number', transactionNumber: 'Transaction number',
    responseCode: 'Response code', fee: 'Fee', paidBy: 'Paid by', date: 'Date', paidTo: 'Paid to Utilities',
    notPaid: 'Not paid', notCharged: 'Not charged', total: 'Total',
    message: 'The department did not accept this payment because the account is closed. You were not charged for this item.',
  },
  es: {
    logIn: 'Iniciar sesión', pastPayments: 'Pagos anteriores', viewReceipt: 'Ver el recibo', receiptNumber: 'Número de recibo',
    transactionNumber: 'Número de transacción', responseCode: 'Código de respuesta', fee: 'Cargo', paidBy: 'Pagado por',
    date: 'Fecha', paidTo: 'Pagado a Servicios Públicos', notPaid: 'No pagado', notCharged: 'No cobrado', total: 'Total',
    message: 'El departamento no aceptó este pago porque la cuenta está cerrada. No se le cobró este artículo.',
  },
} as const;

/** signIn signs a resident in from the header's Log in button on the sandbox's hosted page. */
async function signIn(page: Page, lang: Lang, email: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: R[lang].logIn, exact: true }).click();
  await signInOnHostedPage(page, lang, email);
}

/** The value of the fact named term inside scope. */
function fact(scope: ReturnType<Page['locator']>, term: string) {
  return scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).first().locator('xpath=following-sibling::dd[1]');
}

for (const lang of ['en', 'es'] as Lang[]) {
  test.describe(`a receipt with a refused item (${lang})`, () => {
    const w = WORDS[lang];
    const r = R[lang];
    startIn(lang);
    test.describe.configure({ timeout: 150_000 });

    test(`HIST-03 HIST-04: the checkout receipt and the past payment's receipt, on screen and in print (${lang})`, async ({ page, request }) => {
      // A resident of its own: no other test's cart or payments in the way.
      const resident = await newResident(request, lang);
      await page.goto('/sunshine/demo/home');
      await signIn(page, lang, resident.email);
      await page.goto(`/sunshine/demo/checkout?items=${encodeURIComponent(WATER)},${encodeURIComponent(CLOSED)}`);
      await expect(page.getByRole('heading', { level: 1, name: w.cartStep })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('U-5009');
      await page.getByRole('button', { name: w.toPayment }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.paymentStep })).toBeVisible();
      // The resident's e-mail is the account's, read-only (WAL-19).
      await expect(page.getByLabel(w.email, { exact: true })).toHaveValue(resident.email);
      await enterCard(page, w, '4242 4242 4242 4242');
      await submitPayment(page, w);
      const confirmation = await expectReceipt(page, w);

      const main = page.getByRole('main');
      const failed = main.getByRole('listitem').filter({ hasText: 'U-5009' });
      await expect(failed).toContainText(r.notPaid);
      await expect(failed).toContainText(r.message);
      await expect(failed).toContainText(r.notCharged);
      await expect(main.getByRole('listitem').filter({ hasText: 'U-5001' }).first()).toContainText(r.paidTo);
      await expect(fact(main, r.transactionNumber)).toHaveText(/^cart_/);
      await expect(fact(main, r.responseCode)).not.toBeEmpty();
      await expectNoViolations(page);

      await page.goto('/sunshine/demo/past-payments');
      const panel = page.getByRole('tabpanel', { name: r.pastPayments });
      await panel.getByRole('row').filter({ hasText: confirmation })
        .getByRole('link', { name: `${r.viewReceipt} ${confirmation}` }).click();
      const receipt = panel.getByRole('article');
      await expect(receipt).toBeVisible();
      await expect(fact(receipt, r.receiptNumber)).toHaveText(confirmation);
      await expect(fact(receipt, w.confirmation)).toHaveText(confirmation);
      await expect(fact(receipt, r.date)).not.toBeEmpty();
      await expect(fact(receipt, r.paidBy)).toContainText(resident.email);
      await expect(fact(receipt, r.transactionNumber)).toHaveText(/^cart_.*-immediate$/);
      await expect(fact(receipt, r.responseCode)).not.toBeEmpty();
      await expect(fact(receipt, r.fee)).toHaveText(/\$\d/);
      await expect(receipt.getByRole('listitem').filter({ hasText: 'U-5009' })).toContainText(r.message);
      await expect(receipt.getByRole('listitem').filter({ hasText: 'U-5001' }).first()).toContainText(r.paidTo);
      // The total is the paid items and the fee, never the refused 18.40.
      const cents = (s: string) => Math.round(Number(s.replace(/[^0-9.]/g, '')) * 100);
      const total = cents(await fact(receipt, r.total).innerText());
      const fee = cents(await fact(receipt.locator('.summary'), lang === 'en' ? 'Convenience fee' : 'Cargo por servicio').innerText());
      const amounts = await receipt.locator('.lines__amount').allInnerTexts();
      const paid = amounts.filter((a) => a !== r.notCharged).reduce((sum, a) => sum + cents(a), 0);
      expect(amounts).toContain(r.notCharged);
      expect(total).toBe(paid + fee);
      await expectNoViolations(page);

      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('tablist')).toBeHidden();
      await expect(receipt).toBeVisible();
      await expect(receipt).toContainText(r.message);
      await expectNoViolations(page);
      await page.emulateMedia({ media: 'screen' });
    });
  });
}
