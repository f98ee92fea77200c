// The payables flags and choices on search results against a real payhub
// serve (spec 001 §3 "Payable", §4 "Payables flags"), in English and
// Spanish with axe: a year's bill with installments is paid only alone
// (PAY-11), an account in credit says so (PAY-12, PAY-04), a renewal offers
// its 12 or 24 months and adds the one picked (PAY-05), and a renewal lists
// its extra items or warns when they cannot be read (PAY-09).
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { WORDS, startIn, type Lang } from './checkout';

const TEXTS = {
  en: {
    year: '2026 Property Tax - 8 Elm St (full year)',
    first: '2026 Property Tax - 8 Elm St (first installment)',
    payAlone: /This bill is paid on its own/,
    partOf: 'Part of 2026 Property Tax - 8 Elm St (full year).',
    aloneRefused: /A bill with installments is paid on its own/,
    credit: "This account's credit balance is more than the amount due, so there is nothing to pay.",
    plate: 'License plate',
    renewal: 'Vehicle Registration Renewal - ABC1234',
    choices: 'Choose how to pay Vehicle Registration Renewal - ABC1234',
    months24: /^24 months/,
    months12: /^12 months/,
    includes: 'The amount due includes:',
    extra: /Specialty plate: Florida panther/,
    fallback: 'Some items included in this renewal cannot be shown right now. The amount due already includes them.',
  },
  es: {
    year: 'Impuesto sobre la propiedad 2026 - 8 Elm St (año completo)',
    first: 'Impuesto sobre la propiedad 2026 - 8 Elm St (primera cuota)',
    payAlone: /Esta factura se paga sola/,
    partOf: 'Parte de Impuesto sobre la propiedad 2026 - 8 Elm St (año completo).',
    aloneRefused: /Una factura con cuotas se paga sola/,
    credit: 'El saldo a favor de esta cuenta es mayor que la cantidad a pagar, así que no hay nada que pagar.',
    plate: 'Número de placa',
    renewal: 'Renovación del registro de vehículo - ABC1234',
    choices: 'Elija cómo pagar Renovación del registro de vehículo - ABC1234',
    months24: /^24 meses/,
    months12: /^12 meses/,
    includes: 'La cantidad a pagar incluye:',
    extra: /Placa especial: pantera de Florida/,
    fallback: 'Algunos artículos incluidos en esta renovación no se pueden mostrar en este momento. La cantidad a pagar ya los incluye.',
  },
} as const;

/** search opens a field-search source and searches label for value. */
async function search(page: Page, route: string, label: string, value: string, button: string): Promise<void> {
  await page.goto(`/sunshine/demo/${route}`);
  await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: button, exact: true }).click();
}

for (const lang of ['en', 'es'] as Lang[]) {
  test.describe(`payables (${lang})`, () => {
    const w = WORDS[lang];
    const x = TEXTS[lang];
    startIn(lang);

    test(`PAY-11: the full year is paid only alone, its installments like any bill (${lang})`, async ({ page }) => {
      await search(page, 'property-tax', w.account, 'R100-006', w.search);
      const year = page.getByRole('article', { name: x.year });
      await expect(year.getByText(x.payAlone)).toBeVisible();
      const first = page.getByRole('article', { name: x.first });
      await expect(first.getByText(x.partOf)).toBeVisible();
      await expectNoViolations(page);

      await first.getByRole('button', { name: w.add }).click();
      await expect(page.getByRole('link', { name: w.goToCheckout })).toBeVisible();
      await year.getByRole('button', { name: w.add }).click();
      await expect(year.getByRole('alert')).toHaveText(x.aloneRefused);
      await expectNoViolations(page);
    });

    test(`PAY-12 PAY-04: an account in credit says so and cannot be added (${lang})`, async ({ page }) => {
      await search(page, 'property-tax', w.account, 'R100-007', w.search);
      const result = page.getByRole('article');
      await expect(result.getByText(x.credit)).toBeVisible();
      await expect(result.getByRole('button', { name: w.add })).toHaveCount(0);
      await expectNoViolations(page);
    });

    test(`PAY-05: a renewal's 12 or 24 months are a choice and the one picked is added (${lang})`, async ({ page }) => {
      await search(page, 'vehicle-renewal', x.plate, 'ABC1234', w.search);
      const result = page.getByRole('article', { name: x.renewal });
      const group = result.getByRole('group', { name: x.choices });
      await expect(group.getByRole('radio', { name: x.months12 })).toBeChecked();
      await expectNoViolations(page);
      await group.getByRole('radio', { name: x.months24 }).check();
      await result.getByRole('button', { name: w.add }).click();
      await page.getByRole('link', { name: w.goToCheckout }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.cartStep })).toBeVisible();
      await expect(page.locator('.cart-item')).toHaveCount(1);
      await expect(page.locator('.cart-item')).toContainText(/91[.,]20/);
    });

    test(`PAY-09: a renewal lists its extra items, or warns when they cannot be read (${lang})`, async ({ page }) => {
      await search(page, 'vehicle-renewal', x.plate, 'XTR0001', w.search);
      const listed = page.getByRole('article');
      await expect(listed.getByText(x.includes)).toBeVisible();
      await expect(listed.getByRole('listitem').filter({ hasText: x.extra })).toBeVisible();
      await expectNoViolations(page);

      await search(page, 'vehicle-renewal', x.plate, 'XTR0002', w.search);
      await expect(page.getByRole('article').getByRole('status')).toHaveText(x.fallback);
      await expectNoViolations(page);
    });
  });
}

// PAY-02 and API-91: R100-005's restriction names the payment it follows
// from, and the tax-system record of R100-001 lists its bill, whose add goes
// through the tax-system route (the BFF tells the adaptor), in English and
// Spanish with axe.
const MORE = {
  en: {
    previous: 'Paid recently: confirmation number PH-20261101-0042.',
    bills: 'Bills of account R100-001',
    bill: '2026 Property Tax - 123 Main St',
    added: '2026 Property Tax - 123 Main St was added to your cart.',
  },
  es: {
    previous: 'Pagado recientemente: número de confirmación PH-20261101-0042.',
    bills: 'Facturas de la cuenta R100-001',
    bill: 'Impuesto sobre la propiedad 2026 - 123 Main St',
    added: 'Impuesto sobre la propiedad 2026 - 123 Main St se agregó a su carrito.',
  },
} as const;

for (const lang of ['en', 'es'] as Lang[]) {
  test.describe(`payables and the tax-system pages (${lang})`, () => {
    const w = WORDS[lang];
    const x = MORE[lang];
    startIn(lang);

    test(`PAY-02: a previous payment's confirmation number is shown (${lang})`, async ({ page }) => {
      await search(page, 'property-tax', w.account, 'R100-005', w.search);
      await expect(page.getByRole('article').getByText(x.previous)).toBeVisible();
      await expectNoViolations(page);
    });

    test(`API-91: a tax-system record's bill is added to the cart (${lang})`, async ({ page }) => {
      await page.goto('/sunshine/demo/taxsys/parcels/2026/R100-001');
      const bills = page.getByRole('region', { name: x.bills });
      const add = bills.getByRole('button', { name: `${w.add}: ${x.bill}` });
      await expect(add).toBeVisible();
      await expectNoViolations(page);
      await add.click();
      await expect(bills.getByText(x.added)).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
