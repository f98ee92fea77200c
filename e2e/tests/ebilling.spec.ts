// Paperless billing, end to end (spec 001 §1, §2, §4 "E-billing"): in
// English and Spanish a guest subscribes R100-001 to bills by e-mail from
// its search result, reads the activation e-mail in the sandbox outbox,
// follows its link and sees the subscription confirmed on the e-billing
// screen, which has no footer and no cart icon (EBILL-01..03, EBILL-06,
// EBILL-10, ROLE-19); a second subscription of the item and address is
// refused; then the guest unsubscribes with a code e-mailed on request
// (EBILL-09). An expired link shows the expired message and sends a new
// one (EBILL-07), and a wrong code the incorrect-code message (ERR-72).
// axe checks every new screen and dialog. The expired link needs the
// sandbox clock moved, which every test of a server shares and which only
// goes forward, so each test starts a `payhub serve` of its own.
import { expect, type Page } from '@playwright/test';
import { test } from './ownServer';
import { expectNoViolations } from './axe';
import { WORDS, startIn, type Lang } from './checkout';

/** The words of paperless billing (widget/src/lib/i18n/*.ebilling and the BFF's texts). */
const EBILL = {
  en: {
    entry: 'Get bills by e-mail', dialog: 'Get bills by e-mail', name: 'Your name', email: 'E-mail address',
    preference: 'How do you want the bill?', both: /Mailed bill and a copy by e-mail/, paperless: /Paperless: by e-mail only/,
    guestHint: /sign in and verify ownership of this item first/, subscribe: 'Subscribe', checkEmail: /Almost done: please check your e-mail/,
    duplicate: 'This e-mail address is already subscribed to this item, or waiting for confirmation.', close: 'Close',
    verifyTitle: 'Confirm bills by e-mail', confirmed: /Your subscription is confirmed/,
    expired: 'This link has expired. We can send you a new one.', resend: 'Send me a new link', resent: /We sent a new link/,
    incorrect: 'The code is incorrect.', unsubscribeTitle: 'Stop bills by e-mail', sendCode: 'E-mail me a code',
    code: 'Code from the e-mail', unsubscribe: 'Unsubscribe', unsubscribed: /You are unsubscribed/, cart: /cart/i,
  },
  es: {
    entry: 'Recibir facturas por correo electrónico', dialog: 'Recibir facturas por correo electrónico', name: 'Su nombre',
    email: 'Correo electrónico', preference: '¿Cómo quiere recibir la factura?', both: /Factura por correo postal y una copia/,
    paperless: /Sin papel: solo por correo electrónico/, guestHint: /inicie sesión y verifique primero la propiedad/,
    subscribe: 'Suscribirse', checkEmail: /Casi listo: revise su correo electrónico/,
    duplicate: 'Este correo electrónico ya está suscrito a este artículo o está esperando confirmación.', close: 'Cerrar',
    verifyTitle: 'Confirmar facturas por correo electrónico', confirmed: /Su suscripción está confirmada/,
    expired: 'Este enlace ha vencido. Podemos enviarle uno nuevo.', resend: 'Enviarme un enlace nuevo', resent: /Enviamos un enlace nuevo/,
    incorrect: 'El código es incorrecto.', unsubscribeTitle: 'Dejar de recibir facturas por correo electrónico',
    sendCode: 'Enviarme un código', code: 'Código del correo electrónico', unsubscribe: 'Cancelar la suscripción',
    unsubscribed: /Su suscripción está cancelada/, cart: /carrito/i,
  },
} as const;

/** The outbox's messages of kind to address, newest first. */
async function outbox(sandboxUrl: string, to: string, kind: string): Promise<string[]> {
  const res = await fetch(`${sandboxUrl}/outbox.json?to=${encodeURIComponent(to)}`);
  const { messages } = (await res.json()) as { messages: { text: string; kind?: string }[] | null };
  return (messages ?? []).filter((m) => m.kind === kind).map((m) => m.text);
}

/** The path of the newest activation link e-mailed to email: /sunshine/demo/ebilling/{id}/verify/{code}. */
async function activationPath(sandboxUrl: string, email: string): Promise<string> {
  const mails = await outbox(sandboxUrl, email, 'ebilling_activation');
  expect(mails.length, 'activation e-mails').toBeGreaterThan(0);
  const link = /https?:\/\/[^/\s]+(\/sunshine\/demo\/ebilling\/[a-z0-9_]+\/verify\/[a-z0-9]+)/.exec(mails[0]);
  expect(link, mails[0]).not.toBeNull();
  return link![1];
}

/** A code of the link's shape that is not the link's: its last character changed. */
function wrongCode(path: string): string {
  const last = path.endsWith('x') ? 'y' : 'x';
  return path.slice(0, -1) + last;
}

/** searchTax finds R100-001 on the property-tax page and answers its result. */
async function searchTax(page: Page, lang: Lang) {
  const w = WORDS[lang];
  await page.goto('/sunshine/demo/property-tax');
  await page.getByLabel(w.account, { exact: true }).fill('R100-001');
  await page.getByRole('button', { name: w.search, exact: true }).click();
  return page.getByRole('article').filter({ hasText: 'R100-001' }).first();
}

/** subscribeAsGuest fills the dialog of the search result with name and e-mail (mailed bill and a copy) and waits for the check-your-e-mail message. */
async function subscribeAsGuest(page: Page, lang: Lang, email: string, axe = false): Promise<void> {
  const x = EBILL[lang];
  const result = await searchTax(page, lang);
  await result.getByRole('button', { name: x.entry }).click();
  const dialog = page.getByRole('dialog', { name: x.dialog });
  await expect(dialog.getByLabel(x.name, { exact: true })).toBeFocused();
  const group = dialog.getByRole('group', { name: x.preference });
  // VERIFY-01: a guest is never offered paperless.
  await expect(group.getByRole('radio', { name: x.paperless })).toHaveCount(0);
  await expect(group).toContainText(x.guestHint);
  await expect(group.getByRole('radio', { name: x.both })).toBeChecked();
  if (axe) await expectNoViolations(page);
  await dialog.getByLabel(x.name, { exact: true }).fill('Pat Guest');
  await dialog.getByLabel(x.email, { exact: true }).fill(email);
  await dialog.getByRole('button', { name: x.subscribe, exact: true }).click();
  await expect(dialog.getByText(x.checkEmail)).toBeVisible();
}

for (const lang of ['en', 'es'] as const) {
  const x = EBILL[lang];

  test.describe(`paperless billing (${lang})`, () => {
    startIn(lang);
    test.describe.configure({ timeout: 120_000 });

    test(`EBILL-01 ROLE-19 EBILL-02 EBILL-03: a guest subscribes R100-001, confirms from the outbox link, then unsubscribes with an e-mailed code (${lang})`, async ({
      page,
      payhub,
    }) => {
      const email = `guest-${lang}-${Date.now().toString(36)}@example.com`;
      await subscribeAsGuest(page, lang, email, true);
      await expectNoViolations(page);

      // A second subscription of the item and address: the BFF's refusal, clearly.
      const dialog = page.getByRole('dialog', { name: x.dialog });
      await dialog.getByRole('button', { name: x.close }).click();
      await subscribeAsGuestAgain(page, lang, email);

      // EBILL-01: it takes effect only through the e-mailed link.
      const link = await activationPath(payhub.sandboxUrl, email);
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: x.verifyTitle })).toBeVisible();
      await expect(page.getByText(x.confirmed)).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      // EBILL-03: no footer and no cart icon.
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('link', { name: x.cart })).toHaveCount(0);
      await expectNoViolations(page);

      // EBILL-09: unsubscribe with a code e-mailed on request.
      const id = /ebilling\/([a-z0-9_]+)\/verify/.exec(link)![1];
      await page.goto(`/sunshine/demo/ebilling/${id}/unsubscribe`);
      await expect(page.getByRole('heading', { level: 1, name: x.unsubscribeTitle })).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole('button', { name: x.sendCode }).click();
      const field = page.getByLabel(x.code, { exact: true });
      await expect(field).toBeFocused();
      const codes = await outbox(payhub.sandboxUrl, email, 'ebilling_unsubscribe_code');
      expect(codes, 'unsubscribe codes').toHaveLength(1);
      const code = /\b\d{6}\b/.exec(codes[0])![0];
      await field.fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: x.unsubscribe, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: x.incorrect })).toBeVisible();
      await expectNoViolations(page);
      await field.fill(code);
      await page.getByRole('button', { name: x.unsubscribe, exact: true }).click();
      await expect(page.getByText(x.unsubscribed)).toBeVisible();
      await expectNoViolations(page);
    });

    test(`EBILL-07 ERR-72: a wrong code is refused, an expired link shows the expired message and a new link confirms (${lang})`, async ({
      page,
      request,
      payhub,
    }) => {
      const email = `late-${lang}-${Date.now().toString(36)}@example.com`;
      await subscribeAsGuest(page, lang, email);
      const link = await activationPath(payhub.sandboxUrl, email);

      // ERR-72: a wrong code in the link.
      await page.goto(wrongCode(link));
      await expect(page.getByRole('alert').filter({ hasText: x.incorrect })).toBeVisible();
      await expect(page.getByRole('button', { name: x.resend })).toHaveCount(0);
      await expectNoViolations(page);

      // EBILL-07: a day and more later the link has expired; a new one is sent.
      const moved = await request.post(`${payhub.sandboxUrl}/svc/clock/advance`, { data: { by: '25h' } });
      expect(moved.ok(), await moved.text()).toBe(true);
      await page.goto(link);
      await expect(page.getByRole('alert').filter({ hasText: x.expired })).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole('button', { name: x.resend }).click();
      await expect(page.getByText(x.resent)).toBeVisible();
      await expectNoViolations(page);
      const fresh = await activationPath(payhub.sandboxUrl, email);
      expect(fresh).not.toBe(link);
      await page.goto(fresh);
      await expect(page.getByText(x.confirmed)).toBeVisible();
    });
  });
}

/** subscribeAsGuestAgain subscribes the same item and address again and expects the refusal. */
async function subscribeAsGuestAgain(page: Page, lang: Lang, email: string): Promise<void> {
  const x = EBILL[lang];
  const result = page.getByRole('article').filter({ hasText: 'R100-001' }).first();
  await result.getByRole('button', { name: x.entry }).click();
  const dialog = page.getByRole('dialog', { name: x.dialog });
  await dialog.getByLabel(x.name, { exact: true }).fill('Pat Guest');
  await dialog.getByLabel(x.email, { exact: true }).fill(email);
  await dialog.getByRole('button', { name: x.subscribe, exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(x.duplicate);
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: x.close }).click();
}
