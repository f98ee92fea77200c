// Bulk add, end to end (spec 001 §2, §4 "Bulk upload flow", §5 "Bulk
// file"; BULK-01..10, ROLE-23, ERR-103): in English and Spanish a resident
// opens property tax's bulk add on sunshine/demo, is asked to sign in,
// has an Excel file refused, uploads a CSV of R100-001 and R100-002 plus
// one unknown account, sees two found and one error, pays online, and finds
// both bills in the cart. Every screen passes axe. The file goes through
// the BFF, which reads it and searches the sandbox's payables service.
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import { startIn, type Lang } from './checkout';
import { newResident, signInOnHostedPage } from './residents';

/** The words of the pages (widget/src/lib/i18n/*.bulk, *.pages) and the sandbox's bills. */
const W = {
  en: {
    link: 'Add many accounts from a file', logIn: 'Log in', guest: 'Sign in to add many accounts from a file.',
    file: 'CSV file', upload: 'Upload file', notCsv: /Only CSV files can be uploaded/,
    summary: '2 found, 1 with errors', notFound: /We could not find R404-404/, toOptions: 'Continue to payment options',
    online: /Pay online/, next: 'Continue', done: '2 bills are in your cart.', goToCart: 'Go to checkout',
    bills: ['2026 Property Tax - 123 Main St', '2026 Property Tax - 9 Oak Ave'],
  },
  es: {
    link: 'Agregar muchas cuentas desde un archivo', logIn: 'Iniciar sesión', guest: 'Inicie sesión para agregar muchas cuentas desde un archivo.',
    file: 'Archivo CSV', upload: 'Subir archivo', notCsv: /Solo se pueden subir archivos CSV/,
    summary: '2 encontradas, 1 con errores', notFound: /No encontramos R404-404/, toOptions: 'Continuar a las opciones de pago',
    online: /Pagar en línea/, next: 'Continuar', done: '2 facturas están en su carrito.', goToCart: 'Ir a pagar',
    bills: ['Impuesto sobre la propiedad 2026 - 123 Main St', 'Impuesto sobre la propiedad 2026 - 9 Oak Ave'],
  },
} as const;

const LIST = 'Account Number,Installment\nR100-001,any\n R100-002 \nR404-404\n';

for (const lang of ['en', 'es'] as const satisfies readonly Lang[]) {
  test.describe(`bulk add (${lang})`, () => {
    startIn(lang);
    const w = W[lang];

    test('a resident uploads a list, sees two found and one error, pays online and finds both in the cart', async ({ page, request }) => {
      const resident = await newResident(request, lang);
      await page.goto('/sunshine/demo/property-tax');
      await page.getByRole('link', { name: w.link }).click();

      // ROLE-23: a guest is asked to sign in first, and comes back here.
      await expect(page.getByText(w.guest)).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole('main').getByRole('button', { name: w.logIn, exact: true }).click();
      await signInOnHostedPage(page, lang, resident.email);
      await expect(page).toHaveURL(/\/sunshine\/demo\/property-tax\/upload$/);

      // BULK-06: an Excel workbook is refused.
      const input = page.getByLabel(w.file, { exact: true });
      await input.setInputFiles({ name: 'accounts.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('PK\x03\x04 a workbook') });
      await page.getByRole('button', { name: w.upload }).click();
      await expect(page.getByRole('alert')).toHaveText(w.notCsv);
      await expectNoViolations(page);

      await input.setInputFiles({ name: 'accounts.csv', mimeType: 'text/csv', buffer: Buffer.from(LIST) });
      await page.getByRole('button', { name: w.upload }).click();

      // BULK-03: each row's bill or its error.
      await expect(page.getByText(w.summary)).toBeVisible();
      const table = page.getByRole('table');
      for (const bill of w.bills) {
        await expect(table.getByText(bill)).toBeVisible();
      }
      await expect(table.getByText(w.notFound)).toBeVisible();
      await expectNoViolations(page);

      // BULK-04: the payment options; pay online puts both in the cart in one step.
      await page.getByRole('link', { name: w.toOptions }).click();
      await page.getByRole('radio', { name: w.online }).check();
      await expectNoViolations(page);
      await page.getByRole('button', { name: w.next, exact: true }).click();
      await expect(page.getByText(w.done)).toBeVisible();
      await expectNoViolations(page);

      await page.getByRole('link', { name: w.goToCart }).click();
      const names = page.locator('.cart-item__name');
      await expect(names).toHaveCount(2);
      await expect(names).toContainText([...w.bills]);
    });
  });
}

// VAL-81: wire transfer is offered for a list at or above property tax's
// minimum (2,000.00) and not under it, where a note names the minimum; in
// English and Spanish with axe.
const WIRE = {
  en: { wire: 'Pay by wire transfer', note: 'Wire transfer is offered for lists totaling $2,000.00 or more.' },
  es: { wire: 'Pagar por transferencia bancaria', note: 'La transferencia bancaria se ofrece para listas que suman $2,000.00 o más.' },
} as const;

for (const lang of ['en', 'es'] as const satisfies readonly Lang[]) {
  test.describe(`bulk add wire transfer (${lang})`, () => {
    startIn(lang);
    const w = W[lang];
    const x = WIRE[lang];

    test('VAL-81: a list under the wire-transfer minimum is offered no wire transfer, one above it is', async ({ page, request }) => {
      const resident = await newResident(request, lang);
      await page.goto('/sunshine/demo/property-tax/upload');
      await page.getByRole('main').getByRole('button', { name: w.logIn, exact: true }).click();
      await signInOnHostedPage(page, lang, resident.email);
      await expect(page).toHaveURL(/\/sunshine\/demo\/property-tax\/upload$/);

      const input = page.getByLabel(w.file, { exact: true });
      await input.setInputFiles({ name: 'one.csv', mimeType: 'text/csv', buffer: Buffer.from('R100-001\n') });
      await page.getByRole('button', { name: w.upload }).click();
      await page.getByRole('link', { name: w.toOptions }).click();
      await expect(page.getByText(x.note)).toBeVisible();
      await expect(page.getByRole('radio', { name: x.wire })).toHaveCount(0);
      await expect(page.getByRole('radio', { name: w.online })).toBeVisible();
      await expectNoViolations(page);

      await page.goto('/sunshine/demo/property-tax/upload');
      await page.getByLabel(w.file, { exact: true }).setInputFiles({ name: 'two.csv', mimeType: 'text/csv', buffer: Buffer.from('R100-001\nR100-002\n') });
      await page.getByRole('button', { name: w.upload }).click();
      await page.getByRole('link', { name: w.toOptions }).click();
      await expect(page.getByRole('radio', { name: x.wire })).toBeVisible();
      await expect(page.getByText(x.note)).toHaveCount(0);
      await expectNoViolations(page);
    });
  });
}
