import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import { WORDS, addByAccount, expectReceipt, passChallenge, startIn, toPayment } from './checkout';

test.describe('PayPal (en)', () => {
  const w = WORDS.en;
  startIn('en');

  test('PAYPAL-02 PAYPAL-04: a guest pays R100-002 with PayPal on the approval page and gets a receipt', async ({ page }) => {
    await addByAccount(page, w, 'property-tax', 'R100-002');
    await toPayment(page, w, 'paypal-en@example.com');
    await passChallenge(page, w);
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Sandbox PayPal: approve your payment' })).toBeVisible();
    // The approval page is on the wallet host's own origin.
    expect(new URL(page.url()).origin).toBe(process.env.PAYHUB_WALLET_URL);
    await expect(page.getByText('$861.89')).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    // Capturing the approved order moves money: a fresh challenge first;
    // the tick starts the capture at once, so the box goes away.
    await page.getByRole('checkbox', { name: w.notRobot }).click();

    const confirmation = await expectReceipt(page, w);
    await expect(page.getByText('PayPal', { exact: true })).toBeVisible();
    const outbox = await (await fetch(`${process.env.PAYHUB_SANDBOX_URL}/outbox.json`)).text();
    expect(outbox).toContain(confirmation);
  });

  test('a cancelled PayPal approval returns to the payment step with a message', async ({ page }) => {
    await addByAccount(page, w, 'property-tax', 'R100-002');
    await toPayment(page, w, 'paypal-cancel@example.com');
    await passChallenge(page, w);
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.paymentStep })).toBeVisible();
    await expect(page.getByText('The PayPal payment was cancelled. Choose how you would like to pay.')).toBeVisible();
  });
});

test.describe('Google Pay (es)', () => {
  const w = WORDS.es;
  startIn('es');

  test('TENDER-05: a guest pays the water bill U-5001 with Google Pay from the sheet, without review', async ({ page }) => {
    await addByAccount(page, w, 'utilities', 'U-5001');
    await toPayment(page, w, 'gpay-es@example.com');
    await passChallenge(page, w);
    await page.getByRole('button', { name: 'Pagar con Google Pay' }).click();
    const sheet = page.getByRole('dialog', { name: 'Google Pay de prueba' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('Cargo por servicio')).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Pagar' })).toBeFocused();
    await expectNoViolations(page);
    await sheet.getByRole('button', { name: 'Pagar' }).click();
    await expectReceipt(page, w);
  });
});

test.describe('Apple Pay (en)', () => {
  const w = WORDS.en;
  startIn('en');

  test('a guest pays the water bill U-5001 with Apple Pay; Escape closes the sheet first', async ({ page }) => {
    await addByAccount(page, w, 'utilities', 'U-5001');
    await toPayment(page, w, 'apay-en@example.com');
    await passChallenge(page, w);
    const button = page.getByRole('button', { name: 'Pay with Apple Pay' });
    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Sandbox Apple Pay' });
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(sheet).toBeVisible();
    await expectNoViolations(page);
    await sheet.getByRole('button', { name: 'Pay' }).click();
    await expectReceipt(page, w);
  });
});
