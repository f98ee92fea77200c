// Saved payment methods (the resident's wallet), end to end against the
// sandbox wallet service (contracts §8: "Payment methods" in My settings,
// "Save this payment method" at the payment step): in English and Spanish a
// resident saves a card while paying R100-002, pays U-5001 with it without
// typing a card number, finds it under Payment methods, renames it, adds a
// bank account and makes it the default, and removes the card; a guest
// never sees the save checkbox; a guest's card is kept after signing in on
// the receipt (claim). axe checks the payment step with saved methods and
// My settings in both languages. In English the bank account is added with a
// billing address (WAL-10, VAL-75), which the wallet then keeps.
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { WORDS, addByAccount, cardFrame, expectReceipt, startIn, submitPayment, toPayment, type Lang } from './checkout';
import { newResident, signInOnHostedPage } from './residents';

/** The wallet's words (widget/src/lib/i18n/en.wallet.ts, es.wallet.ts). */
const WALLET = {
  en: {
    logIn: 'Log in', settingsTab: 'My settings', heading: 'Payment methods', save: 'Save this payment method',
    visa: 'Visa Card ending in 4242', saved: 'Visa Card ending in 4242 is saved for your next payments.',
    newCard: 'New card', rename: 'Rename', nickname: 'Nickname', saveName: 'Save nickname', renamed: 'Everyday card',
    addBank: 'Add bank account', addSubmit: 'Save payment method', bankRow: 'Checking Account ending in 6789',
    bankAdded: 'Checking Account ending in 6789 is saved.', makeDefault: 'Make default', defaultBadge: 'Default',
    remove: 'Remove', removeTitle: 'Remove this payment method?', list: 'Saved payment methods',
    claim: 'Keep the Visa card ending in 4242 for later payments?', keep: 'Keep it', disclosure: /kept on file/,
    claimed: 'Saved. You will find it under Payment methods in My settings.', checking: 'Checking',
  },
  es: {
    logIn: 'Iniciar sesión', settingsTab: 'Mi configuración', heading: 'Métodos de pago', save: 'Guardar este método de pago',
    visa: 'Tarjeta Visa que termina en 4242', saved: 'Tarjeta Visa que termina en 4242 quedó guardada para sus próximos pagos.',
    newCard: 'Tarjeta nueva', rename: 'Cambiar nombre', nickname: 'Apodo', saveName: 'Guardar apodo', renamed: 'Tarjeta diaria',
    addBank: 'Agregar cuenta bancaria', addSubmit: 'Guardar método de pago', bankRow: 'Cuenta corriente que termina en 6789',
    bankAdded: 'Cuenta corriente que termina en 6789 quedó guardada.', makeDefault: 'Usar como predeterminado',
    defaultBadge: 'Predeterminado', remove: 'Eliminar', removeTitle: '¿Eliminar este método de pago?', list: 'Métodos de pago guardados',
    claim: '¿Desea guardar la tarjeta Visa que termina en 4242 para pagos futuros?', keep: 'Guardarlo', disclosure: /quede archivado/,
    claimed: 'Guardado. Lo encontrará en Métodos de pago, en Mi configuración.', checking: 'Corriente',
  },
} as const;

/** The billing address fields of the add form (en.wallet.ts), checked in English. */
const BILLING = {
  legend: 'Billing address', address1: 'Address line 1', address2: 'Address line 2 (optional)', city: 'City',
  state: 'State', postalCode: 'ZIP or postal code', country: 'Country',
  needsStreet: 'Enter the street address of the billing address.',
} as const;

/** signIn presses a Log in button (the page's, else the header's) and signs in on the hosted page. */
async function signIn(page: Page, lang: Lang, email: string): Promise<void> {
  const inMain = page.getByRole('main').getByRole('button', { name: WALLET[lang].logIn, exact: true });
  const button = (await inMain.count()) > 0 ? inMain : page.getByRole('banner').getByRole('button', { name: WALLET[lang].logIn, exact: true });
  await button.click();
  await signInOnHostedPage(page, lang, email);
}

/** toSignedInPayment opens the cart and moves on to the payment step, whose e-mail is the account's. */
async function toSignedInPayment(page: Page, lang: Lang, email: string): Promise<void> {
  const w = WORDS[lang];
  await page.goto('/sunshine/demo/checkout');
  await expect(page.getByRole('heading', { level: 1, name: w.cartStep })).toBeVisible();
  await page.getByRole('button', { name: w.toPayment }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.paymentStep })).toBeVisible();
  // WAL-19, ROLE-10: the account's e-mail, read-only.
  const field = page.getByLabel(w.email, { exact: true });
  await expect(field).toHaveValue(email);
  await expect(field).toHaveAttribute('readonly', '');
}

/** typeCard fills the card frame with the sandbox Visa. */
async function typeCard(page: Page, lang: Lang): Promise<void> {
  const w = WORDS[lang];
  const frame = await cardFrame(page, w);
  await frame.getByLabel(w.cardNumber, { exact: true }).fill('4242 4242 4242 4242');
  await frame.getByLabel(w.expiry, { exact: true }).fill('12/30');
  await frame.getByLabel(w.cvc, { exact: true }).fill('123');
  await frame.getByLabel(w.nameOnCard, { exact: true }).fill('Rosa Resident');
}

/** openSettings opens My settings and waits for Payment methods. */
async function openSettings(page: Page, lang: Lang) {
  await page.goto('/sunshine/demo/my-dashboard#my-settings');
  await expect(page.getByRole('tab', { name: WALLET[lang].settingsTab, selected: true })).toBeVisible();
  const heading = page.getByRole('heading', { name: WALLET[lang].heading, exact: true });
  await expect(heading).toBeVisible();
  return page.locator('section', { has: heading });
}

for (const lang of ['en', 'es'] as const) {
  const w = WORDS[lang];
  const x = WALLET[lang];

  test.describe(`saved payment methods (${lang})`, () => {
    startIn(lang);

    test(`saves a card while paying, pays again with it, and manages it under ${x.heading}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const resident = await newResident(request, lang);
      await page.goto('/sunshine/demo/my-dashboard');
      await signIn(page, lang, resident.email);

      // 1. R100-002 by card, "Save this payment method" ticked.
      await addByAccount(page, w, 'property-tax', 'R100-002');
      await toSignedInPayment(page, lang, resident.email);
      await typeCard(page, lang);
      await page.getByRole('checkbox', { name: x.save }).check();
      await page.getByRole('button', { name: w.toReview }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.reviewStep })).toBeVisible();
      await submitPayment(page, w);
      await expectReceipt(page, w);
      await expect(page.getByText(x.saved)).toBeVisible();

      // 2. U-5001 with the saved card: no card number typed, no frame.
      await addByAccount(page, w, 'utilities', 'U-5001');
      await toSignedInPayment(page, lang, resident.email);
      const saved = page.getByRole('radio', { name: new RegExp(`^${x.visa}`) });
      await expect(saved).toBeChecked();
      await expect(page.getByRole('radio', { name: new RegExp(`^${x.newCard}`) })).not.toBeChecked();
      await expect(page.locator(`iframe[title="${w.cardFrame}"]`)).toHaveCount(0);
      await expectNoViolations(page);
      await page.getByRole('button', { name: w.toReview }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.reviewStep })).toBeVisible();
      await submitPayment(page, w);
      await expectReceipt(page, w);

      // 3. Under Payment methods: rename it.
      const methods = await openSettings(page, lang);
      const list = methods.getByRole('list', { name: x.list });
      const card = list.getByRole('listitem').filter({ hasText: x.visa });
      await expect(card).toContainText(x.defaultBadge);
      await expectNoViolations(page);
      await card.getByRole('button', { name: x.rename }).click();
      const nickname = methods.getByRole('textbox', { name: x.nickname, exact: true });
      await expect(nickname).toBeFocused();
      await nickname.fill(x.renamed);
      await page.keyboard.press('Enter');
      const renamed = list.getByRole('listitem').filter({ hasText: x.renamed });
      await expect(renamed).toBeVisible();

      // 4. Add a bank account and make it the default.
      await methods.getByRole('button', { name: x.addBank }).click();
      const bank = page.frameLocator(`iframe[title="${w.bankFrame}"]`);
      await bank.getByLabel(w.routing, { exact: true }).fill('110000000');
      await bank.getByLabel(w.bankAccount, { exact: true }).fill('000123456789');
      await bank.getByLabel(w.confirmAccount, { exact: true }).fill('000123456789');
      await bank.getByLabel(w.accountType, { exact: true }).selectOption({ label: x.checking });
      await bank.getByLabel(w.nameOnAccount, { exact: true }).fill('Rosa Resident');
      if (lang === 'en') {
        // WAL-10: a billing address, United States by default; VAL-75: once started, the street is required.
        const billing = methods.getByRole('group', { name: BILLING.legend });
        await expect(billing.getByRole('combobox', { name: BILLING.country })).toHaveValue('US');
        await billing.getByRole('textbox', { name: BILLING.city, exact: true }).fill('Orlando');
        await methods.getByRole('button', { name: x.addSubmit }).click();
        const street = billing.getByRole('textbox', { name: BILLING.address1, exact: true });
        await expect(street).toBeFocused();
        await expect(street).toHaveAccessibleDescription(BILLING.needsStreet);
        await expectNoViolations(page);
        await page.keyboard.type('100 Main St');
        await page.keyboard.press('Tab');
        await page.keyboard.type('Apt 4');
        await billing.getByRole('textbox', { name: BILLING.postalCode }).fill('32801');
        // VAL-62: the ZIP code chose the state.
        await expect(billing.getByRole('combobox', { name: BILLING.state, exact: true })).toHaveValue('FL');
      }
      await methods.getByRole('button', { name: x.addSubmit }).click();
      await expect(methods.getByText(x.bankAdded)).toBeVisible();
      if (lang === 'en') {
        const wallet = await page.request.get('/bff/v1/sunshine/demo/wallet');
        expect(wallet.ok()).toBe(true);
        const { tenders } = (await wallet.json()) as { tenders: { type: string; billingAddress?: unknown }[] };
        expect(tenders.find((t) => t.type === 'bank')?.billingAddress).toEqual({
          address1: '100 Main St', address2: 'Apt 4', city: 'Orlando', state: 'FL', postalCode: '32801', country: 'US',
        });
      }
      const bankRow = list.getByRole('listitem').filter({ hasText: x.bankRow });
      await bankRow.getByRole('button', { name: x.makeDefault }).click();
      await expect(bankRow).toContainText(x.defaultBadge);
      await expect(renamed).not.toContainText(x.defaultBadge);

      // 5. Remove the card, after the confirmation.
      await renamed.getByRole('button', { name: x.remove }).click();
      const dialog = page.getByRole('dialog', { name: x.removeTitle });
      await expect(dialog).toBeVisible();
      // axe measures contrast as painted: the dialog's fade-in has to be over first.
      await dialog.evaluate((node) => Promise.all(node.parentElement?.getAnimations().map((animation) => animation.finished) ?? []));
      await expectNoViolations(page);
      await dialog.getByRole('button', { name: x.remove }).click();
      await expect(dialog).toBeHidden();
      await expect(list.getByRole('listitem').filter({ hasText: x.renamed })).toHaveCount(0);
      await expect(bankRow).toBeVisible();
      await expectNoViolations(page);
    });

    test('ROLE-09, ROLE-21: a guest sees no save checkbox', async ({ page }) => {
      await addByAccount(page, w, 'utilities', 'U-5001');
      await toPayment(page, w, `guest-wallet-${lang}@example.com`);
      await cardFrame(page, w);
      await expect(page.getByRole('checkbox', { name: x.save })).toHaveCount(0);
    });

    test('a guest pays by card, signs in on the receipt and keeps the card (claim)', async ({ page, request }) => {
      test.setTimeout(90_000);
      const resident = await newResident(request, lang);
      await addByAccount(page, w, 'utilities', 'U-5001');
      await toPayment(page, w, resident.email);
      await typeCard(page, lang);
      await page.getByRole('button', { name: w.toReview }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.reviewStep })).toBeVisible();
      await submitPayment(page, w);
      await expectReceipt(page, w);

      await signIn(page, lang, resident.email);
      const offer = page.getByRole('region', { name: lang === 'en' ? 'Keep this payment method?' : '¿Guardar este método de pago?' });
      await expect(offer.getByText(x.claim)).toBeVisible();
      await offer.getByRole('checkbox', { name: x.disclosure }).check();
      await offer.getByRole('button', { name: x.keep }).click();
      await expect(page.getByText(x.claimed)).toBeVisible();

      const methods = await openSettings(page, lang);
      await expect(methods.getByRole('list', { name: x.list }).getByRole('listitem').filter({ hasText: x.visa })).toBeVisible();
    });
  });
}
