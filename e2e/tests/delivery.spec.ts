import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { WORDS, enterCard, expectReceipt, startIn, submitPayment, type Words } from './checkout';

// The words of the delivery step in each language.
const DELIVERY = {
  en: {
    plate: 'License plate', delivery: 'Delivery', mail: 'By mail', pickUp: 'Pick up at an office',
    name: 'Full name', street: 'Street address', city: 'City', state: 'State', zip: 'ZIP code',
    confirm: 'I confirm that this mailing address is correct.', office: 'Pick-up office',
    person: 'Name of the person picking up', chooseMethod: 'Please choose mail or pick-up.',
    addDonation: 'Add donation', donationInCart: /Your donation of \$5\.00/,
    renewalTitle: 'Renew automatically every year?', renewalDismiss: 'No thanks',
  },
  es: {
    plate: 'Número de placa', delivery: 'Entrega', mail: 'Por correo', pickUp: 'Recoger en una oficina',
    name: 'Nombre completo', street: 'Dirección', city: 'Ciudad', state: 'Estado', zip: 'Código postal',
    confirm: 'Confirmo que esta dirección postal es correcta.', office: 'Oficina de recogida',
    person: 'Nombre de la persona que recoge', chooseMethod: 'Elija correo o recogida.',
    addDonation: 'Agregar donación', donationInCart: /Su donación de \$5\.00/,
    renewalTitle: '¿Renovar automáticamente cada año?', renewalDismiss: 'No, gracias',
  },
} as const;

/** Finds plate ABC1234, adds its renewal, opens the cart at the delivery step and declines renewal autopay. */
async function renewalInCart(page: Page, w: Words, d: (typeof DELIVERY)['en' | 'es']): Promise<void> {
  await page.goto('/sunshine/demo/vehicle-renewal');
  await page.getByLabel(d.plate, { exact: true }).fill('ABC1234');
  await page.getByRole('button', { name: w.search, exact: true }).click();
  await page.getByRole('button', { name: w.add }).first().click();
  await expect(page.getByRole('link', { name: w.goToCheckout })).toBeVisible();
  await page.goto('/sunshine/demo/checkout');
  await expect(page.getByRole('heading', { level: 1, name: w.cartStep })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: d.delivery })).toBeVisible();
  // AUTOPAY-06: the renewal is yearly-autopay eligible, so the checkout first asks about autopay; declined here.
  const renewal = page.getByRole('dialog', { name: d.renewalTitle });
  await renewal.getByRole('button', { name: d.renewalDismiss }).click();
  await expect(renewal).toHaveCount(0);
}

/** Continues to payment and fills in the receipt email. */
async function continueToPayment(page: Page, w: Words, email: string): Promise<void> {
  await page.getByRole('button', { name: w.toPayment }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.paymentStep })).toBeVisible();
  await page.getByLabel(w.email, { exact: true }).fill(email);
}

test.describe('renewal delivery by mail (en)', () => {
  const w = WORDS.en;
  const d = DELIVERY.en;
  startIn('en');

  test('DLV-01 DLV-25 DLV-16: a guest renews ABC1234 by mail and the receipt shows the address', async ({ page }) => {
    await renewalInCart(page, w, d);
    // CHK-20: without a delivery choice the payer stays on the cart.
    await page.getByRole('button', { name: w.toPayment }).click();
    await expect(page.getByText(d.chooseMethod)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: w.cartStep })).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole('radio', { name: d.mail }).check();
    await page.getByRole('textbox', { name: d.name }).fill('Ana Diaz');
    await page.getByRole('textbox', { name: d.street }).fill('12 Palm Way');
    await page.getByRole('textbox', { name: d.city }).fill('Sunshine');
    await page.getByRole('combobox', { name: d.state }).selectOption('FL');
    await page.getByRole('textbox', { name: d.zip }).fill('32801');
    await expect(page.getByText('Mailed registrations arrive in 7-10 business days.')).toBeVisible();
    await page.getByRole('checkbox', { name: d.confirm }).check();
    await expectNoViolations(page);

    await continueToPayment(page, w, 'mail-en@example.com');
    await enterCard(page, w, '4242 4242 4242 4242');
    await expect(page.getByText('12 Palm Way')).toBeVisible();
    await submitPayment(page, w);
    await expectReceipt(page, w);
    const main = page.locator('main');
    await expect(main).toContainText(d.mail);
    await expect(main).toContainText('12 Palm Way');
    await expect(main).toContainText('Sunshine, FL 32801');
    await expectNoViolations(page);
  });
});

test.describe('renewal pick-up with a donation (es)', () => {
  const w = WORDS.es;
  const d = DELIVERY.es;
  startIn('es');

  test('DLV-02 DLV-27: a guest renews ABC1234 for pick-up with a donation, in Spanish', async ({ page }) => {
    await renewalInCart(page, w, d);
    await page.getByRole('radio', { name: '$5.00', exact: true }).check();
    await page.getByRole('button', { name: d.addDonation }).click();
    await expect(page.getByText(d.donationInCart)).toBeVisible();

    await page.getByRole('radio', { name: d.pickUp }).check();
    const offices = page.getByRole('radiogroup', { name: d.office });
    await expect(offices.getByText(/Horario:/).first()).toBeVisible();
    // DLV-27: an office and a name are needed; the first error takes focus.
    await page.getByRole('button', { name: w.toPayment }).click();
    await expect(offices).toBeFocused();
    await expectNoViolations(page);

    await offices.getByRole('radio').first().check();
    await page.getByRole('textbox', { name: d.person }).fill('Luis Díaz');
    await expectNoViolations(page);

    await continueToPayment(page, w, 'pickup-es@example.com');
    await enterCard(page, w, '4242 4242 4242 4242');
    await expect(page.getByText('Luis Díaz')).toBeVisible();
    await submitPayment(page, w);
    await expectReceipt(page, w);
    const main = page.locator('main');
    await expect(main).toContainText(d.pickUp);
    await expect(main).toContainText('Luis Díaz');
    await expect(main).toContainText('Recaudador de impuestos');
    // DLV-02: the donation was paid with the renewal: 45.60 + 5.00.
    await expect(main).toContainText('$50.60');
    await expectNoViolations(page);
  });
});
