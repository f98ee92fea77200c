// A guest pays with the keyboard alone: no clicks, no fills, only Tab,
// Shift+Tab, typing, Enter and Space, as a keyboard or switch user would.
// On every step change focus lands on the new page heading, and every
// control the payer needs is reached by Tab in a sensible order, including
// the fields of the card-input frame on the wallet host's origin.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { WORDS, cartID, charges, expectReceipt, startIn, type Lang } from './checkout';

/** Whether target (in the page or in a frame) has the keyboard focus. */
async function focused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === el.ownerDocument.activeElement && el.ownerDocument.hasFocus()).catch(() => false);
}

/** Presses Tab until target has focus; fails after 60 presses. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < 60; i += 1) {
    if (await focused(target)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The page's h1 named name has focus, as after a route or step change. */
async function headingFocused(page: Page, name: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  await expect.poll(() => focused(heading), { message: `focus on the "${name}" heading` }).toBe(true);
}

for (const lang of ['en', 'es'] as Lang[]) {
  test.describe(`keyboard only (${lang})`, () => {
    const w = WORDS[lang];
    startIn(lang);

    test(`a guest finds R100-002, pays by card and gets a receipt without a pointer (${lang})`, async ({ page }) => {
      await page.goto('/sunshine/demo/property-tax');
      await tabTo(page, page.getByLabel(w.account, { exact: true }));
      await page.keyboard.type('R100-002');
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('button', { name: w.add }).first());
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('link', { name: w.goToCheckout }));
      await page.keyboard.press('Enter');

      await headingFocused(page, w.cartStep);
      await tabTo(page, page.getByRole('button', { name: w.toPayment }));
      await page.keyboard.press('Enter');

      await headingFocused(page, w.paymentStep);
      await tabTo(page, page.getByLabel(w.email, { exact: true }));
      await page.keyboard.type(`keys-${lang}@example.com`);
      // Card is the first payment method; Space on its radio keeps it chosen.
      await tabTo(page, page.getByRole('radio', { name: new RegExp(w.card) }).first());
      await page.keyboard.press('Space');
      const frame = page.frameLocator(`iframe[title="${w.cardFrame}"]`);
      const fields: Array<[string, string]> = [
        [w.cardNumber, '4242424242424242'],
        [w.expiry, '1230'],
        [w.cvc, '123'],
        [w.nameOnCard, 'Ana Diaz'],
      ];
      for (const [label, text] of fields) {
        await tabTo(page, frame.getByLabel(label, { exact: true }));
        await page.keyboard.type(text);
      }
      await tabTo(page, page.getByRole('button', { name: w.toReview }));
      await page.keyboard.press('Enter');

      await headingFocused(page, w.reviewStep);
      const reference = await cartID(page);
      await tabTo(page, page.getByRole('checkbox', { name: w.notRobot }));
      await page.keyboard.press('Space');
      await expect(page.getByRole('checkbox', { name: w.notRobot })).toBeChecked();
      await tabTo(page, page.getByRole('button', { name: w.submit }));
      await page.keyboard.press('Enter');

      await headingFocused(page, w.receiptStep);
      await expectReceipt(page, w);
      expect((await charges(reference)).filter((c) => c.outcome === 'approved')).toHaveLength(1);
    });

    test(`Shift+Tab walks back through the payment step in the reverse order (${lang})`, async ({ page }) => {
      await page.goto('/sunshine/demo/property-tax');
      await page.getByLabel(w.account, { exact: true }).fill('R100-001');
      await page.getByRole('button', { name: w.search, exact: true }).click();
      await page.getByRole('button', { name: w.add }).first().click();
      await expect(page.getByRole('link', { name: w.goToCheckout })).toBeVisible();
      await page.goto('/sunshine/demo/checkout');
      await tabTo(page, page.getByRole('button', { name: w.toPayment }));
      await page.keyboard.press('Enter');
      await headingFocused(page, w.paymentStep);
      const frame = page.frameLocator(`iframe[title="${w.cardFrame}"]`);
      await tabTo(page, frame.getByLabel(w.cvc, { exact: true }));
      await page.keyboard.press('Shift+Tab');
      await expect.poll(() => focused(frame.getByLabel(w.expiry, { exact: true }))).toBe(true);
      await page.keyboard.press('Shift+Tab');
      await expect.poll(() => focused(frame.getByLabel(w.cardNumber, { exact: true }))).toBe(true);
    });
  });
}
