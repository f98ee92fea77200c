// The staff console in the browser, in English and Spanish, axe on every
// console page: the sandbox admin signs in through the login service's
// staff page and posts the cardDown preset on sunshine/demo (ANN-08); a
// guest in another browser then sees the banner and no card option at
// check-out (ANN-10; the Go test TestAdmin_ANN10_... proves over HTTP that
// a check-out by card is refused); the admin deletes it and card returns;
// the audit lists both changes (who, when, what). The viewer sees the
// lists and no write control (ROLE-26, ROLE-27). A card outage on
// sunshine/demo would take the card from every other test paying there,
// so this file runs in a project of its own after the others
// (playwright.config.ts; run it alone with `npx playwright test
// tests/admin.spec.ts --no-deps`), one language after the other, and deletes what
// it made even when it fails half-way.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { WORDS, addByAccount, startIn, toPayment, type Lang } from './checkout';
import { signInOnHostedPage } from './residents';

test.describe.configure({ mode: 'serial' });

const CONSOLE = {
  en: {
    signInHeading: 'Sign in as county staff', signIn: 'Sign in as county staff', announcements: 'Announcements',
    banners: 'Banners', newBanner: 'New banner', save: 'Save', saved: 'The announcement was saved.',
    delete: 'Delete', confirmHeading: 'Delete this announcement?', deleted: 'The announcement was deleted.',
    audit: 'Audit', created: 'Created: Banners', removed: 'Deleted: Banners', signOut: 'Sign out',
    signedOut: 'You are signed out', strip: 'Announcement banners',
    noCard: 'We are having trouble taking card payments. Please try again later or pay by bank account.',
    seedBanner: 'Online payments are open 24 hours a day, 7 days a week.',
  },
  es: {
    signInHeading: 'Inicie sesión como personal del condado', signIn: 'Iniciar sesión como personal del condado',
    announcements: 'Anuncios', banners: 'Avisos', newBanner: 'Nuevo aviso', save: 'Guardar', saved: 'El anuncio se guardó.',
    delete: 'Eliminar', confirmHeading: '¿Eliminar este anuncio?', deleted: 'El anuncio se eliminó.',
    audit: 'Auditoría', created: 'Creado: Avisos', removed: 'Eliminado: Avisos', signOut: 'Cerrar sesión',
    signedOut: 'Ha cerrado la sesión', strip: 'Avisos',
    noCard: 'Tenemos problemas para aceptar pagos con tarjeta. Intente más tarde o pague con cuenta bancaria.',
    seedBanner: 'Los pagos en línea están disponibles las 24 horas del día, los 7 días de la semana.',
  },
} as const;

const ADMIN = 'admin@sunshine.example';
const VIEWER = 'viewer@sunshine.example';

/** Signs a staff member in from the console's sign-in page, axe-checked, and waits for the announcements. */
async function signInToConsole(page: Page, lang: Lang, email: string): Promise<void> {
  const c = CONSOLE[lang];
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1, name: c.signInHeading })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: c.signIn }).click();
  await signInOnHostedPage(page, lang, email);
  await expect(page.getByRole('heading', { level: 1, name: c.announcements })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
}

/** A guest's page in a browser context of its own, in lang. */
async function guestPage(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((l) => localStorage.setItem('defaultLocale', l), lang);
  return context.newPage();
}

/** Waits for the animations of an element's backdrop (a modal's fade-in) to finish. */
async function settled(dialog: Locator): Promise<void> {
  await dialog.evaluate(async (el) => {
    const root = el.closest('.modal-backdrop') ?? el;
    await Promise.all(root.getAnimations({ subtree: true }).map((a) => a.finished));
  });
}

/** Deletes a banner through the BFF with the staff session of page's browser. */
async function deleteBanner(page: Page, id: string): Promise<void> {
  const res = await page.request.delete(`/bff/v1/admin/announcements/banners/${encodeURIComponent(id)}`, {
    headers: { 'X-Requested-With': 'payhub' },
  });
  expect([204, 404]).toContain(res.status());
}

for (const lang of ['en', 'es'] as Lang[]) {
  test.describe(`the staff console (${lang})`, () => {
    startIn(lang);
    const c = CONSOLE[lang];
    const w = WORDS[lang];

    test(`ANN-08 ANN-10 ANN-18 ROLE-29: the admin posts and deletes the card outage on sunshine/demo; a guest loses and regains card (${lang})`, async ({ page, browser }) => {
      test.setTimeout(120_000);
      await signInToConsole(page, lang, ADMIN);
      await expectNoViolations(page);

      await page.getByRole('button', { name: c.newBanner }).click();
      await page.getByRole('checkbox', { name: /\(sunshine\/demo\)/ }).check();
      // The preset's text in the member's language, shown before posting (cardDown is the first preset).
      const message = (await page.locator(`.admin__preset dd[lang="${lang}"]`).textContent())?.trim() ?? '';
      expect(message).not.toBe('');
      await expectNoViolations(page);
      const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/bff/v1/admin/announcements/banners'));
      await page.getByRole('button', { name: c.save }).click();
      const created = await posted;
      expect(created.status()).toBe(201);
      const id = ((await created.json()) as { id: string }).id;
      let deleted = false;
      try {
        await expect(page.getByRole('status')).toHaveText(c.saved);
        const list = page.getByRole('list', { name: c.banners });
        const item = list.getByRole('listitem').filter({ hasText: message });
        await expect(item).toContainText('sunshine/demo');

        const guest = await guestPage(browser, lang);
        await guest.goto('/sunshine/demo/home');
        // ANN-11: a card outage shows as the site's no-card message, which stands for the banner's own text.
        const strip = guest.getByRole('region', { name: c.strip, exact: true });
        await expect(strip).toContainText(c.noCard);
        await addByAccount(guest, w, 'property-tax', 'R100-001');
        await toPayment(guest, w);
        await expect(guest.getByRole('radio', { name: new RegExp(w.bank) })).toBeVisible();
        await expect(guest.getByRole('radio', { name: new RegExp(w.card) })).toHaveCount(0);

        await item.getByRole('button', { name: c.delete }).click();
        const dialog = page.getByRole('dialog', { name: c.confirmHeading });
        await expect(dialog.getByRole('button', { name: c.delete })).toBeFocused();
        // axe measures contrast as drawn: the dialog fades in, so it is checked once the fade is over.
        await settled(dialog);
        await expectNoViolations(page);
        await dialog.getByRole('button', { name: c.delete }).click();
        await expect(page.getByRole('status')).toHaveText(c.deleted);
        deleted = true;
        await expect(list.getByRole('listitem').filter({ hasText: message })).toHaveCount(0);

        await toPayment(guest, w);
        await expect(guest.getByRole('radio', { name: new RegExp(w.card) })).toBeVisible();
        // The seed's own banner is still there; the no-card message is gone.
        await guest.goto('/sunshine/demo/home');
        await expect(strip).toContainText(c.seedBanner);
        await expect(strip).not.toContainText(c.noCard);
        await guest.context().close();

        await page.getByRole('link', { name: c.audit }).click();
        await expect(page.getByRole('heading', { level: 1, name: c.audit })).toBeFocused();
        const rows = page.getByRole('row').filter({ hasText: id });
        await expect(rows.nth(0)).toContainText(c.removed);
        await expect(rows.nth(1)).toContainText(c.created);
        await expect(rows.nth(0)).toContainText(ADMIN);
        await expectNoViolations(page);

        await page.getByRole('button', { name: c.signOut }).click();
        await expect(page.getByRole('heading', { level: 1, name: c.signedOut })).toBeVisible();
        await expectNoViolations(page);
      } finally {
        if (!deleted) await deleteBanner(page, id);
      }
    });

    test(`ROLE-26 ROLE-27: the viewer reads the lists and has no write control (${lang})`, async ({ page }) => {
      await signInToConsole(page, lang, VIEWER);
      const list = page.getByRole('list', { name: c.banners });
      await expect(list.getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('button', { name: c.newBanner })).toHaveCount(0);
      await expect(list.getByRole('button')).toHaveCount(0);
      await expectNoViolations(page);
      await page.getByRole('link', { name: c.audit }).click();
      await expect(page.getByRole('heading', { level: 1, name: c.audit })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
