// Helpers for the checkout tests: the words a payer sees in each language
// (contracts §7) and the steps of a guest payment.
import { expect, test, type FrameLocator, type Page } from '@playwright/test';

export type Lang = 'en' | 'es';

export const WORDS = {
  en: {
    account: 'Account number', search: 'Search', add: 'Add to cart', goToCheckout: 'Go to checkout',
    cartStep: 'Shopping cart', paymentStep: 'Payment', reviewStep: 'Review and submit payment',
    receiptStep: 'Payment receipt', toPayment: 'Continue to payment', toReview: 'Continue to review',
    submit: 'Submit payment', email: 'Email', card: 'Card', bank: 'Bank account',
    cardFrame: 'Card details', bankFrame: 'Bank account details',
    cardNumber: 'Card number', expiry: 'Expiration date', cvc: 'Security code', nameOnCard: 'Name on card',
    routing: 'Routing number', bankAccount: 'Account number', confirmAccount: 'Confirm account number',
    accountType: 'Account type', nameOnAccount: 'Name on account', confirmation: 'Confirmation number',
    notRobot: 'I am not a robot (sandbox)', botFailed: 'Failed Turnstile Challenge',
    cardIncomplete: 'The card details are not complete. Check the highlighted fields in the card form.',
  },
  es: {
    account: 'Número de cuenta', search: 'Buscar', add: 'Agregar al carrito', goToCheckout: 'Ir a pagar',
    cartStep: 'Carrito de compras', paymentStep: 'Pago', reviewStep: 'Revisar y enviar el pago',
    receiptStep: 'Recibo de pago', toPayment: 'Continuar al pago', toReview: 'Continuar a la revisión',
    submit: 'Enviar el pago', email: 'Correo electrónico', card: 'Tarjeta', bank: 'Cuenta bancaria',
    cardFrame: 'Datos de la tarjeta', bankFrame: 'Datos de la cuenta bancaria',
    cardNumber: 'Número de tarjeta', expiry: 'Fecha de vencimiento', cvc: 'Código de seguridad',
    nameOnCard: 'Nombre en la tarjeta', routing: 'Número de ruta', bankAccount: 'Número de cuenta',
    confirmAccount: 'Confirmar número de cuenta', accountType: 'Tipo de cuenta',
    nameOnAccount: 'Nombre en la cuenta', confirmation: 'Número de confirmación',
    notRobot: 'No soy un robot (prueba)', botFailed: 'Falló la verificación de Turnstile',
    cardIncomplete: 'Los datos de la tarjeta no están completos. Revise los campos marcados en el formulario de la tarjeta.',
  },
} as const;

export type Words = (typeof WORDS)[Lang];

/** startIn makes every test of the file start with nothing stored, in lang. */
export function startIn(lang: Lang): void {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((l) => {
      if (!sessionStorage.getItem('e2e-init')) {
        localStorage.clear();
        localStorage.setItem('defaultLocale', l);
        sessionStorage.setItem('e2e-init', '1');
      }
    }, lang);
  });
}

/** passChallenge ticks the sandbox bot challenge (sunshine/demo enables it). */
export async function passChallenge(page: Page, w: Words): Promise<void> {
  await page.getByRole('checkbox', { name: w.notRobot }).check();
}

/** submitPayment passes the bot challenge of the review step and submits. */
export async function submitPayment(page: Page, w: Words): Promise<void> {
  await passChallenge(page, w);
  await page.getByRole('button', { name: w.submit }).click();
}

/** addByAccount searches a field-search source and adds the first result. */
export async function addByAccount(page: Page, w: Words, route: string, account: string): Promise<void> {
  await page.goto(`/sunshine/demo/${route}`);
  await page.getByLabel(w.account, { exact: true }).fill(account);
  await page.getByRole('button', { name: w.search, exact: true }).click();
  await page.getByRole('button', { name: w.add }).first().click();
  await expect(page.getByRole('link', { name: w.goToCheckout })).toBeVisible();
}

/** toPayment opens the cart and moves on to the payment step. */
export async function toPayment(page: Page, w: Words, email = 'resident@example.com'): Promise<void> {
  await page.goto('/sunshine/demo/checkout');
  await expect(page.getByRole('heading', { level: 1, name: w.cartStep })).toBeVisible();
  await page.getByRole('button', { name: w.toPayment }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.paymentStep })).toBeVisible();
  await fillEmail(page, w, email);
}

/**
 * fillEmail types the receipt e-mail of a guest; a signed-in resident's is
 * the account's and read-only (WAL-19, ROLE-10), so it is only checked.
 */
export async function fillEmail(page: Page, w: Words, email: string): Promise<void> {
  const field = page.getByLabel(w.email, { exact: true });
  await expect(field).toBeVisible();
  if ((await field.getAttribute('readonly')) !== null) {
    await expect(field).toHaveValue(email);
  } else {
    await field.fill(email);
  }
}

/** cardFrame waits for the card-input frame and returns it. */
export async function cardFrame(page: Page, w: Words): Promise<FrameLocator> {
  const frame = page.frameLocator(`iframe[title="${w.cardFrame}"]`);
  await expect(frame.getByLabel(w.cardNumber, { exact: true })).toBeVisible();
  return frame;
}

/** payByCard fills the card frame and goes on to review. */
export async function enterCard(page: Page, w: Words, number: string): Promise<void> {
  const frame = await cardFrame(page, w);
  await frame.getByLabel(w.cardNumber, { exact: true }).fill(number);
  await frame.getByLabel(w.expiry, { exact: true }).fill('12/30');
  await frame.getByLabel(w.cvc, { exact: true }).fill('123');
  await frame.getByLabel(w.nameOnCard, { exact: true }).fill('Ana Diaz');
  await page.getByRole('button', { name: w.toReview }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.reviewStep })).toBeVisible();
}

/** expectReceipt waits for the receipt and returns its confirmation number. */
export async function expectReceipt(page: Page, w: Words): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: w.receiptStep })).toBeVisible();
  await expect(page.getByText(w.confirmation, { exact: true })).toBeVisible();
  await expect(page.locator('main')).toContainText(/PH-[A-Z0-9]+/);
  const text = await page.locator('main').innerText();
  const match = text.match(new RegExp(`${w.confirmation}\\s*:?\\s*(PH-[A-Z0-9]+)`));
  expect(match, `no confirmation number in:\n${text}`).not.toBeNull();
  return match?.[1] ?? '';
}

/** charges lists the sandbox ledger's charges for a cart. */
export async function charges(reference: string): Promise<Array<{ outcome: string; amount: string }>> {
  const res = await fetch(`${process.env.PAYHUB_SANDBOX_URL}/svc/wallet/ledger?reference=${encodeURIComponent(reference)}`);
  const body = (await res.json()) as { charges: Array<{ outcome: string; amount: string }> | null };
  return body.charges ?? [];
}

/** cartID reads the session's cart id from the checkout screen. */
export async function cartID(page: Page): Promise<string> {
  const res = await page.request.get('/bff/v1/sunshine/demo/screens/checkout');
  const body = (await res.json()) as { sections: { cart: { data: { id: string } } } };
  return body.sections.cart.data.id;
}
