// Ownership by a mailed PIN, end to end (spec 001 §1, §4 "Ownership" and
// "E-billing"): in English and Spanish a signed-in resident finds R100-001,
// asks for the PIN letter under "Verify ownership", reads the letter the
// sandbox outbox holds for the property's address, enters a wrong PIN
// (refused with the invalid-PIN message of ERR-70, the status stays
// pin_requested: VERIFY-05) and then the right one (payable_claimed:
// VERIFY-04). Paperless is then offered (VERIFY-01): the resident
// subscribes, confirms from the e-mailed link and turns paperless on
// (EBILL-08), and opens the print view of the bill with the owner's name
// (VERIFY-02). axe checks every new dialog. The letters to a property are
// limited per day, and the outbox is read by the property's address, so
// each test starts a `payhub serve` of its own.
import { expect, type Page } from '@playwright/test';
import { test } from './ownServer';
import { expectNoViolations } from './axe';
import { WORDS, startIn, type Lang } from './checkout';
import { newResident, signInOnHostedPage } from './residents';

/** The words of ownership and paperless (widget/src/lib/i18n/*.ownership, *.ebilling, and the BFF's texts). */
const OWN = {
  en: {
    logIn: 'Log in', verify: 'Verify ownership', intro: /We mail a letter with the property's PIN to the address of the property/,
    request: 'Mail me the PIN letter', sent: 'The letter with your PIN is on its way to the address of the property.',
    again: 'Mail me a new letter', onItsWay: /already mailed to the property today, so no new letter is sent/, verifiedOn: /Name verified on /,
    pin: 'PIN from the letter', submit: 'Verify', invalid: 'The PIN is not correct. Please check the letter and try again.',
    attempts: /Attempts left with this letter: \d+\./, done: /Ownership is verified\./, close: 'Close', claimed: 'Ownership verified',
    print: "Print bill with owner's name", bill: /^Bill:/, printButton: 'Print',
    ebill: 'Get bills by e-mail', email: 'E-mail address', both: /Mailed bill and a copy by e-mail/, paperlessOption: /Paperless: by e-mail only/,
    subscribe: 'Subscribe', checkEmail: /Almost done: please check your e-mail/, confirmed: /Your subscription is confirmed/,
    active: 'Active.', paperless: 'Paperless: stop the mailed bill', paperlessOn: 'Paperless is on: the bill is e-mailed only.',
  },
  es: {
    logIn: 'Iniciar sesión', verify: 'Verificar la propiedad', intro: /Enviamos por correo postal una carta con el PIN de la propiedad/,
    request: 'Enviarme la carta con el PIN', sent: 'La carta con su PIN va en camino a la dirección de la propiedad.',
    again: 'Enviarme una carta nueva', onItsWay: /así que no se envía una carta nueva/, verifiedOn: /Nombre verificado el /,
    pin: 'PIN de la carta', submit: 'Verificar', invalid: 'El PIN no es correcto. Revise la carta e inténtelo de nuevo.',
    attempts: /Intentos restantes con esta carta: \d+\./, done: /La propiedad está verificada\./, close: 'Cerrar',
    claimed: 'Propiedad verificada', print: 'Imprimir factura con el nombre del propietario', bill: /^Factura:/, printButton: 'Imprimir',
    ebill: 'Recibir facturas por correo electrónico', email: 'Correo electrónico', both: /Factura por correo postal y una copia/,
    paperlessOption: /Sin papel: solo por correo electrónico/, subscribe: 'Suscribirse', checkEmail: /Casi listo: revise su correo electrónico/,
    confirmed: /Su suscripción está confirmada/, active: 'Activa.', paperless: 'Sin papel: dejar de recibir la factura por correo postal',
    paperlessOn: 'La opción sin papel está activada: la factura solo se envía por correo electrónico.',
  },
} as const;

/** The outbox's messages of kind to address, newest first. */
async function outbox(sandboxUrl: string, to: string, kind: string): Promise<string[]> {
  const res = await fetch(`${sandboxUrl}/outbox.json?to=${encodeURIComponent(to)}`);
  const { messages } = (await res.json()) as { messages: { text: string; kind?: string }[] | null };
  return (messages ?? []).filter((m) => m.kind === kind).map((m) => m.text);
}

/** searchTax finds R100-001 on the property-tax page and answers its result. */
async function searchTax(page: Page, lang: Lang) {
  const w = WORDS[lang];
  await page.goto('/sunshine/demo/property-tax');
  await page.getByLabel(w.account, { exact: true }).fill('R100-001');
  await page.getByRole('button', { name: w.search, exact: true }).click();
  return page.getByRole('article').filter({ hasText: 'R100-001' }).first();
}

for (const lang of ['en', 'es'] as const) {
  const x = OWN[lang];

  test.describe(`ownership by a mailed PIN (${lang})`, () => {
    startIn(lang);
    test.describe.configure({ timeout: 150_000 });

    test(`VERIFY-04 VERIFY-05 ERR-70 VERIFY-01 EBILL-08 VERIFY-02: a resident claims R100-001 with the mailed PIN, goes paperless and prints the bill with the owner's name (${lang})`, async ({
      page,
      request,
      payhub,
    }) => {
      // window.print opens the browser's own dialog: counted here instead.
      await page.addInitScript(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed++;
        };
      });
      const resident = await newResident(request, lang);
      await page.goto('/sunshine/demo/property-tax');
      await page.getByRole('banner').getByRole('button', { name: x.logIn, exact: true }).click();
      await signInOnHostedPage(page, lang, resident.email);

      // The letter.
      let result = await searchTax(page, lang);
      await result.getByRole('button', { name: x.verify }).click();
      const dialog = page.getByRole('dialog', { name: x.verify });
      await expect(dialog.getByText(x.intro)).toBeVisible();
      await expectNoViolations(page);
      await dialog.getByRole('button', { name: x.request }).click();
      await expect(dialog.getByText(x.sent)).toBeVisible();
      const pinField = dialog.getByLabel(x.pin);
      await expect(pinField).toBeVisible();
      await expectNoViolations(page);
      // One letter a property a day: asking again says it is on its way and mails nothing.
      await dialog.getByRole('button', { name: x.again }).click();
      await expect(dialog.getByText(x.onItsWay)).toBeVisible();
      const letters = await outbox(payhub.sandboxUrl, 'Postal mail: 123 Main St', 'verify_pin_letter');
      expect(letters, 'PIN letters to the property').toHaveLength(1);
      const pin = /\b\d{6}\b/.exec(letters[0])![0];

      // ERR-70, VERIFY-05: a wrong PIN is refused and the status stays.
      await pinField.fill(pin === '000000' ? '111111' : '000000');
      await dialog.getByRole('button', { name: x.submit, exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText(x.invalid);
      await expect(dialog.getByText(x.attempts)).toBeVisible();
      await expect(pinField).toBeVisible();
      await expectNoViolations(page);

      // VERIFY-04: the right PIN claims the item.
      await pinField.fill(pin);
      await dialog.getByRole('button', { name: x.submit, exact: true }).click();
      await expect(dialog.getByText(x.done)).toBeVisible();
      await dialog.getByRole('button', { name: x.close }).click();
      await expect(result.getByText(x.claimed, { exact: true })).toBeVisible();
      await expect(result.getByRole('button', { name: x.verify })).toHaveCount(0);

      // VERIFY-01: paperless is offered now; subscribed with the bill still mailed, confirmed, then paperless on (EBILL-08).
      await result.getByRole('button', { name: x.ebill }).click();
      const ebill = page.getByRole('dialog', { name: x.ebill });
      await expect(ebill.getByRole('radio', { name: x.paperlessOption })).toBeVisible();
      await expect(ebill.getByLabel(x.email, { exact: true })).toHaveValue(resident.email);
      await ebill.getByRole('radio', { name: x.both }).check();
      await ebill.getByRole('button', { name: x.subscribe, exact: true }).click();
      await expect(ebill.getByText(x.checkEmail)).toBeVisible();
      const mails = await outbox(payhub.sandboxUrl, resident.email, 'ebilling_activation');
      const link = /https?:\/\/[^/\s]+(\/sunshine\/demo\/ebilling\/[a-z0-9_]+\/verify\/[a-z0-9]+)/.exec(mails[0] ?? '');
      expect(link, 'the activation link').not.toBeNull();
      await page.goto(link![1]);
      await expect(page.getByText(x.confirmed)).toBeVisible();

      result = await searchTax(page, lang);
      await result.getByRole('button', { name: x.ebill }).click();
      const current = page.getByRole('dialog', { name: x.ebill }).getByRole('listitem').filter({ hasText: resident.email });
      await expect(current).toContainText(x.active);
      await current.getByRole('checkbox', { name: x.paperless }).check();
      await expect(current.getByText(x.paperlessOn)).toBeVisible();
      await expect(current.getByRole('checkbox', { name: x.paperless })).toBeChecked();
      await expectNoViolations(page);
      await page.getByRole('dialog', { name: x.ebill }).getByRole('button', { name: x.close }).last().click();

      // VERIFY-02: the print view names the owner as verified at the claim, with its date.
      await result.getByRole('button', { name: x.print }).click();
      const bill = page.getByRole('dialog', { name: x.bill });
      await expect(bill).toContainText('Rosa Resident');
      await expect(bill).toContainText(x.verifiedOn);
      await expect(bill).toContainText('123 Main St');
      await expectNoViolations(page);
      await bill.getByRole('button', { name: x.printButton, exact: true }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    });
  });
}
