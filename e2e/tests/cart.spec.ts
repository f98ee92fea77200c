// The cart and the error pages against a real payhub serve: the checkout
// link with items (contracts §3), payable changes made through the sandbox
// admin endpoint, required freeform fields and the full-page error screens.
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { WORDS, startIn, type Lang } from './checkout';

const PROPERTY_TAX = 'sunshine/demo/property_tax/2026/R100-001';
const WATER = 'sunshine/demo/utilities/U-5001';

/** checkoutLink is the contracts §3 checkout link for paths. */
function checkoutLink(...paths: string[]): string {
  return `/sunshine/demo/checkout?items=${paths.map(encodeURIComponent).join(',')}`;
}

/** cartItems lists the names of the items in the cart, in order. */
async function cartItemNames(page: Page): Promise<string[]> {
  return page.locator('.cart-item__name').allTextContents();
}

const PERMIT_LICENSE = 'sunshine/demo/business_license/B-9002';
const CHANGING_LICENSE = 'sunshine/demo/business_license/B-9003';

// The field's label is the payable's own text, in the language the cart
// service read it in; the messages are the portal's.
const FIELDS = {
  en: { permit: /^(Permit number|Número de permiso)$/, required: 'Please fill in this field.' },
  es: { permit: /^(Permit number|Número de permiso)$/, required: 'Complete este campo.' },
} as const;

/** changePayable changes a payable through the sandbox admin endpoint. */
async function changePayable(body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${process.env.PAYHUB_SANDBOX_URL}/svc/payables/v0/admin/change`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
}

const ERROR_PAGE = {
  en: { title: 'Too many requests', back: 'Return to the home page' },
  es: { title: 'Demasiadas solicitudes', back: 'Volver a la página de inicio' },
} as const;

for (const lang of ['en', 'es'] as Lang[]) {
  test.describe(`cart (${lang})`, () => {
    const w = WORDS[lang];
    startIn(lang);

    test(`ROUTE-11 ROUTE-12: the checkout link adds each listed payable once (${lang})`, async ({ page }) => {
      await page.goto(checkoutLink(PROPERTY_TAX, WATER));
      await expect(page.getByRole('heading', { level: 1, name: w.cartStep })).toBeVisible();
      await expect(page.locator('.cart-item')).toHaveCount(2);
      await expect(page).toHaveURL(/\/sunshine\/demo\/checkout$/);
      const names = await cartItemNames(page);
      expect(names.some((n) => n.includes('R100-001') || n.includes('123 Main St'))).toBe(true);
      expect(names.some((n) => n.includes('U-5001'))).toBe(true);
      await expectNoViolations(page);

      // Opening the link again adds nothing twice.
      await page.goto(checkoutLink(PROPERTY_TAX, WATER));
      await expect(page).toHaveURL(/\/sunshine\/demo\/checkout$/);
      await expect(page.locator('.cart-item')).toHaveCount(2);
      await page.reload();
      await expect(page.locator('.cart-item')).toHaveCount(2);
    });

    test(`VAL-16: a required freeform field blocks continuing until it is filled (${lang})`, async ({ page }) => {
      await page.goto(checkoutLink(PERMIT_LICENSE));
      const permit = page.getByRole('textbox', { name: FIELDS[lang].permit });
      await expect(permit).toBeVisible();
      await page.getByRole('button', { name: w.toPayment }).click();
      await expect(page.getByText(FIELDS[lang].required)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: w.cartStep })).toBeVisible();
      await expect(permit).toBeFocused();
      await expectNoViolations(page);
      await permit.fill('P-777');
      await permit.blur();
      await expect(page.getByText(FIELDS[lang].required)).toHaveCount(0);
      await page.getByRole('button', { name: w.toPayment }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.paymentStep })).toBeVisible();
      // The value was saved in the cart.
      await page.goto('/sunshine/demo/checkout');
      await expect(page.getByRole('textbox', { name: FIELDS[lang].permit })).toHaveValue('P-777');
    });

    test(`ERR-53 ERR-54: the rate-limit page renders with a way home (${lang})`, async ({ page }) => {
      await page.goto('/sunshine/demo/rate-limit-error');
      await expect(page.getByRole('heading', { level: 1, name: ERROR_PAGE[lang].title })).toBeVisible();
      const back = page.getByRole('link', { name: ERROR_PAGE[lang].back });
      await expect(back).toHaveAttribute('href', '/sunshine/demo/home');
      await expectNoViolations(page);
      await back.click();
      await expect(page).toHaveURL(/\/sunshine\/demo\/home$/);
    });
  });
}

test.describe('payable changes', () => {
  startIn('en');

  test('PAYCHG-05 PAYCHG-06: a payable changed in the sandbox shows the keep/remove alert; Keep item takes the new amount', async ({ page }) => {
    await page.goto(checkoutLink(CHANGING_LICENSE));
    await expect(page.locator('.cart-item')).toHaveCount(1);
    await changePayable({ path: CHANGING_LICENSE, amount: '175.00' });
    await page.reload();
    const alert = page.locator('.cart-item__change');
    await expect(alert).toContainText('The amount of this item changed from $150.00 to $175.00.');
    await expect(alert.getByRole('button', { name: /^Remove / })).toBeVisible();
    await expectNoViolations(page);

    // Continuing waits for the payer's choice (VAL-21).
    await page.getByRole('button', { name: WORDS.en.toPayment }).click();
    await expect(page.getByText('Please keep or remove the changed items before you continue.')).toBeVisible();

    await page.getByRole('button', { name: 'Español' }).click();
    await expect(alert).toContainText('cambió de');
    await expectNoViolations(page);
    await alert.getByRole('button', { name: /^Conservar artículo/ }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.locator('.cart-item').getByText(/175[.,]00/).first()).toBeVisible();
    await page.reload();
    await expect(page.locator('.cart-item__change')).toHaveCount(0);
  });
});
