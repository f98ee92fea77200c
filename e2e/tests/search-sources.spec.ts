// What a payable source's configuration adds to its page, and the
// confidential tax payment, on the sandbox's sunshine/types site in English
// and Spanish: the court fines page shows where the citation number is
// printed (an image with its text alternative, and texts) and links to the
// Clerk's website (SRCH-08); the confidential payment asks for an account
// label, a dollar value and a tax type of central, real estate or tangible
// before it is added, and the cart shows them (VAL-80, PAY-06). Every page
// passes axe.
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import { startIn } from './checkout';

const SITE = '/sunshine/types';

/** The words as the sandbox seed (sandbox/sqlite/seed_confidential.go) and the portal write them. */
const W = {
  en: {
    fines: 'Court Fines', where: 'Where to find it',
    example: 'A citation notice with its citation number, C-2026-0001, in the top right corner.',
    exampleText: 'The citation number is printed in the top right corner of your notice.',
    website: "Visit the office's website",
    confidential: 'Confidential Tax Payment', label: 'Account label', amount: 'Amount', taxType: 'Tax type',
    add: 'Add to cart', required: 'Please fill in this field.',
    taxTypeRequired: 'Choose the tax type: central, real estate or tangible.', realEstate: 'Real estate',
    added: 'Confidential Tax Payment was added to your cart.', checkout: 'Go to checkout',
  },
  es: {
    fines: 'Multas judiciales', where: 'Dónde encontrarlo',
    example: 'Un aviso de citación con su número de citación, C-2026-0001, en la esquina superior derecha.',
    exampleText: 'El número de citación está impreso en la esquina superior derecha de su aviso.',
    website: 'Visite el sitio web de la oficina',
    confidential: 'Pago confidencial de impuestos', label: 'Etiqueta de la cuenta', amount: 'Monto', taxType: 'Tipo de impuesto',
    add: 'Agregar al carrito', required: 'Complete este campo.',
    taxTypeRequired: 'Elija el tipo de impuesto: central, bienes inmuebles o bienes muebles tangibles.', realEstate: 'Bienes inmuebles',
    added: 'Pago confidencial de impuestos se agregó a su carrito.', checkout: 'Ir a pagar',
  },
} as const;

for (const lang of ['en', 'es'] as const) {
  const w = W[lang];
  test.describe(`source extras (${lang})`, () => {
    startIn(lang);

    test(`SRCH-08: the court fines page shows where the citation number is and links to the Clerk's website (${lang})`, async ({ page }) => {
      await page.goto(`${SITE}/court-fines`);
      await expect(page.getByRole('heading', { level: 1, name: w.fines })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: w.where })).toBeVisible();
      const image = main.getByRole('img', { name: w.example });
      await expect(image).toBeVisible();
      // The image loaded: the portal serves it.
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(main.getByText(w.exampleText)).toBeVisible();
      await expect(main.getByRole('link', { name: w.website })).toHaveAttribute('href', 'https://clerk.sunshine-county.example');
      await expectNoViolations(page);
    });

    test(`VAL-80 PAY-06: a confidential payment needs its account label, dollar value and tax type, and the cart keeps them (${lang})`, async ({ page }) => {
      await page.goto(`${SITE}/confidential-tax`);
      await expect(page.getByRole('heading', { level: 1, name: w.confidential })).toBeVisible();
      const main = page.getByRole('main');
      const label = main.getByRole('textbox', { name: w.label });
      const taxType = main.getByRole('combobox', { name: w.taxType });
      await main.getByRole('button', { name: w.add }).click();
      await expect(label).toHaveAttribute('aria-invalid', 'true');
      await expect(main.getByRole('textbox', { name: w.amount })).toHaveAttribute('aria-invalid', 'true');
      await expect(main.getByText(w.taxTypeRequired)).toBeVisible();
      await expect(label).toBeFocused();
      await expectNoViolations(page);

      await label.fill('Main Street store');
      await main.getByRole('textbox', { name: w.amount }).fill('250');
      // By keyboard: the tax type is a native list.
      await taxType.focus();
      await taxType.selectOption({ label: w.realEstate });
      await main.getByRole('button', { name: w.add }).click();
      await expect(main.getByText(w.added)).toBeVisible();
      await main.getByRole('link', { name: w.checkout }).click();
      const cart = page.getByRole('main');
      await expect(cart.getByText(w.confidential).first()).toBeVisible();
      await expect(cart.getByRole('textbox', { name: w.label })).toHaveValue('Main Street store');
      await expect(cart.getByRole('textbox', { name: w.taxType })).toHaveValue('real_estate');
      await expectNoViolations(page);
    });
  });
}
