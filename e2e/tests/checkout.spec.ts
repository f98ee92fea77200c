import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import {
  WORDS, addByAccount, cardFrame, cartID, charges, enterCard, expectReceipt, passChallenge, startIn, submitPayment,
  toPayment, type Lang,
} from './checkout';

for (const lang of ['en', 'es'] as Lang[]) {
  test.describe(`guest checkout (${lang})`, () => {
    const w = WORDS[lang];
    startIn(lang);

    test(`CHK-01 CHK-03: a guest pays R100-001 by card and gets a receipt, each page accessible (${lang})`, async ({ page }) => {
      await addByAccount(page, w, 'property-tax', 'R100-001');
      await expectNoViolations(page);
      await toPayment(page, w, `card-${lang}@example.com`);
      await expectNoViolations(page);
      const reference = await cartID(page);
      await enterCard(page, w, '4242 4242 4242 4242');
      await expect(page.getByText(/4242/).first()).toBeVisible();
      await expectNoViolations(page);
      await submitPayment(page, w);
      const confirmation = await expectReceipt(page, w);
      await expectNoViolations(page);

      const ledger = await charges(reference);
      expect(ledger.filter((c) => c.outcome === 'approved')).toHaveLength(1);
      // The receipt e-mail is in the sandbox outbox.
      const outbox = await (await fetch(`${process.env.PAYHUB_SANDBOX_URL}/outbox.json`)).text();
      expect(outbox).toContain(confirmation);
      expect(outbox).toContain(`card-${lang}@example.com`);
      // Reload keeps the receipt (it is read from the BFF).
      await page.reload();
      await expect(page.getByText(confirmation).first()).toBeVisible();
    });

    test(`the card frame typed last and Continue clicked at once reaches the review (${lang})`, async ({ page }) => {
      await addByAccount(page, w, 'property-tax', 'R100-001');
      await toPayment(page, w, `fast-${lang}@example.com`);
      const frame = await cardFrame(page, w);
      await frame.getByLabel(w.cardNumber, { exact: true }).fill('4242 4242 4242 4242');
      await frame.getByLabel(w.expiry, { exact: true }).fill('12/30');
      await frame.getByLabel(w.cvc, { exact: true }).fill('123');
      // The last field is typed into and the button clicked with no pause and no Tab out of the frame.
      await frame.getByLabel(w.nameOnCard, { exact: true }).pressSequentially('Ana Diaz');
      await page.getByRole('button', { name: w.toReview }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.reviewStep })).toBeVisible();
    });

    test(`an incomplete card frame at Continue is named in words and stays on payment (${lang})`, async ({ page }) => {
      await addByAccount(page, w, 'property-tax', 'R100-001');
      await toPayment(page, w, `incomplete-${lang}@example.com`);
      const frame = await cardFrame(page, w);
      await frame.getByLabel(w.cardNumber, { exact: true }).fill('4242 4242 4242 4242');
      await frame.getByLabel(w.expiry, { exact: true }).fill('12/30');
      await page.getByRole('button', { name: w.toReview }).click();
      await expect(page.getByRole('alert')).toContainText(w.cardIncomplete);
      await expect(page.getByRole('heading', { level: 1, name: w.paymentStep })).toBeVisible();
      await expect(frame.getByLabel(w.cvc, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    });

    test(`a guest pays the water bill by bank account (${lang})`, async ({ page }) => {
      await addByAccount(page, w, 'utilities', 'U-5001');
      await toPayment(page, w);
      await page.getByRole('radio', { name: new RegExp(w.bank) }).check();
      const frame = page.frameLocator(`iframe[title="${w.bankFrame}"]`);
      await frame.getByLabel(w.routing, { exact: true }).fill('110000000');
      await frame.getByLabel(w.bankAccount, { exact: true }).fill('000123456789');
      await frame.getByLabel(w.confirmAccount, { exact: true }).pressSequentially('000123456789');
      await frame.getByLabel(w.accountType, { exact: true }).selectOption({ index: 1 });
      await frame.getByLabel(w.nameOnAccount, { exact: true }).fill('Ana Diaz');
      await expectNoViolations(page);
      await page.getByRole('button', { name: w.toReview }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.reviewStep })).toBeVisible();
      await submitPayment(page, w);
      await expectReceipt(page, w);
    });
  });
}

test.describe('payments that go wrong', () => {
  const w = WORDS.en;
  startIn('en');

  test('a declined card shows a friendly message and a retry with 4242 succeeds', async ({ page }) => {
    await addByAccount(page, w, 'property-tax', 'R100-002');
    await toPayment(page, w);
    const reference = await cartID(page);
    await enterCard(page, w, '4000 0000 0000 0002');
    await submitPayment(page, w);
    await expect(page.getByRole('alert').filter({ hasText: /declined/i })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: w.paymentStep })).toBeVisible();
    const frame = await cardFrame(page, w);
    await frame.getByLabel(w.cardNumber, { exact: true }).fill('4242 4242 4242 4242');
    await frame.getByLabel(w.expiry, { exact: true }).fill('12/30');
    await frame.getByLabel(w.cvc, { exact: true }).fill('123');
    await frame.getByLabel(w.nameOnCard, { exact: true }).fill('Ana Diaz');
    await page.getByRole('button', { name: w.toReview }).click();
    await submitPayment(page, w);
    await expectReceipt(page, w);
    const ledger = await charges(reference);
    expect(ledger.map((c) => c.outcome).sort()).toEqual(['approved', 'declined']);
  });

  test('a double click on submit makes one charge', async ({ page }) => {
    await page.goto('/sunshine/demo/donations');
    await page.getByRole('button', { name: w.add }).first().click();
    await expect(page.getByRole('link', { name: w.goToCheckout })).toBeVisible();
    await toPayment(page, w);
    const reference = await cartID(page);
    await enterCard(page, w, '5555 5555 5555 4444');
    await passChallenge(page, w);
    await page.getByRole('button', { name: w.submit }).dblclick();
    await expectReceipt(page, w);
    expect((await charges(reference)).filter((c) => c.outcome === 'approved')).toHaveLength(1);
  });

  test('a replay after a dropped response makes one charge', async ({ page }) => {
    await addByAccount(page, w, 'business-license', 'B-9001');
    await toPayment(page, w);
    const reference = await cartID(page);
    await enterCard(page, w, '4242 4242 4242 4242');
    // The first check-out reaches the BFF and is paid, but its answer is lost.
    let dropped = false;
    await page.route('**/bff/v1/sunshine/demo/checkout', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await submitPayment(page, w);
    await expect(page.getByRole('alert').first()).toBeVisible();
    await submitPayment(page, w);
    await expectReceipt(page, w);
    expect(dropped).toBe(true);
    expect((await charges(reference)).filter((c) => c.outcome === 'approved')).toHaveLength(1);
  });

  test('VAL-23 VAL-22: a cart over the card limit blocks card and leaves bank', async ({ page }) => {
    await addByAccount(page, w, 'property-tax', 'R100-004');
    await toPayment(page, w);
    await expect(page.getByRole('radio', { name: new RegExp(w.card) })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: new RegExp(w.bank) })).toBeVisible();
    await expect(page.getByText(/cannot be made by card/)).toBeVisible();
    await expectNoViolations(page);
  });

  test('CART-10 CART-11: the expiry warning shows at 10 minutes or less', async ({ page }) => {
    await page.clock.install();
    await addByAccount(page, w, 'property-tax', 'R100-001');
    await page.goto('/sunshine/demo/checkout');
    await expect(page.getByRole('heading', { level: 1, name: w.cartStep })).toBeVisible();
    await page.clock.fastForward('21:00');
    await expect(page.getByText(/expire/i).first()).toBeVisible();
    await expectNoViolations(page);
  });
  test('the bot challenge: submit needs a tick, a tampered token is refused, a retry pays', async ({ page }) => {
    await addByAccount(page, w, 'business-license', 'B-9001');
    await toPayment(page, w);
    const reference = await cartID(page);
    await enterCard(page, w, '4242 4242 4242 4242');
    const submit = page.getByRole('button', { name: w.submit });
    await expect(submit).toBeDisabled();
    await expect(page.getByText('Confirm the security check above to submit your payment.')).toBeVisible();
    await expectNoViolations(page);

    let tampered = false;
    await page.route('**/bff/v1/sunshine/demo/checkout', async (route) => {
      if (tampered) return route.continue();
      tampered = true;
      const body = { ...route.request().postDataJSON(), botToken: 'sandbox-fail' };
      await route.continue({ postData: JSON.stringify(body) });
    });
    await submitPayment(page, w);
    await expect(page.getByText(w.botFailed)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: w.notRobot })).not.toBeChecked();
    await expect(submit).toBeDisabled();
    expect(await charges(reference)).toHaveLength(0);

    await submitPayment(page, w);
    await expectReceipt(page, w);
    expect(tampered).toBe(true);
    expect((await charges(reference)).filter((c) => c.outcome === 'approved')).toHaveLength(1);
  });
});
