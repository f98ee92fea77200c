// The modals that stand between a guest and what needs an account, and the
// footer's survey, in a real browser with axe (WCAG 2.2 AA) in English and
// Spanish: the login-disabled modal of the header's Log in on
// starlight/nologin (ROLE-13, LOGIN-07, LOGIN-08, SHELL-28), the sign-in
// prompt of a guest's Save for later on sunshine/demo, whose Log in goes
// through the sandbox's hosted sign-in and back to the page (SHELL-32,
// CART-18), and the survey modal of the Contact us tab's site-feedback box
// (SHELL-21, SHELL-30), whose frame shows the sandbox survey in the page's
// language: an answer sent from inside the frame reaches the survey, and
// Escape inside the frame closes the modal (SHELL-22).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { WORDS, startIn, type Lang } from './checkout';
import { signInOnHostedPage } from './residents';

const TEXT = {
  en: {
    logIn: 'Log in', disabledTitle: 'Signing in is not available', ok: 'OK',
    disabledText: 'Signing in is not available right now. You can still pay as a guest.',
    save: 'Save for later', promptTitle: 'Sign in to continue', cancel: 'Cancel',
    saveWarning: 'Sign in to save items for later. Nothing was saved.',
    menu: 'Account menu for Rosa',
    contactTab: 'Contact us', takeSurvey: 'Take the survey', survey: 'Site survey', closeSurvey: 'Close the survey',
    surveyTitle: 'Tell us about this site', rating: '4 Easy', comment: /^Anything else/, send: 'Send',
    thanks: 'Thank you for your answers',
  },
  es: {
    logIn: 'Iniciar sesión', disabledTitle: 'El inicio de sesión no está disponible', ok: 'Aceptar',
    disabledText: 'El inicio de sesión no está disponible en este momento. Aún puede pagar como invitado.',
    save: 'Guardar para después', promptTitle: 'Inicie sesión para continuar', cancel: 'Cancelar',
    saveWarning: 'Inicie sesión para guardar artículos para después. No se guardó nada.',
    menu: 'Menú de la cuenta de Rosa',
    contactTab: 'Contáctenos', takeSurvey: 'Responder la encuesta', survey: 'Encuesta del sitio',
    closeSurvey: 'Cerrar la encuesta', surveyTitle: 'Cuéntenos sobre este sitio', rating: '4 Fácil',
    comment: /^¿Hay algo más/, send: 'Enviar', thanks: 'Gracias por sus respuestas',
  },
} as const;

/** Whether focus is on an element inside the locator. */
async function focusInside(page: Page, within: Locator): Promise<boolean> {
  const handle = await within.elementHandle();
  return page.evaluate((node) => node !== null && node.contains(document.activeElement), handle);
}

/** The signed-in resident of the browser's session, or null for a guest. */
async function sessionUser(page: Page, site: string): Promise<unknown> {
  const res = await page.request.get(`/bff/v1/${site}/session`);
  return ((await res.json()) as { user: unknown }).user;
}

/**
 * surveyReady waits until the survey modal's frame shows the survey and has
 * run its script (deferred, so before DOMContentLoaded), which is what
 * makes Escape pressed inside the frame close the modal.
 */
async function surveyReady(dialog: Locator, title: string): Promise<void> {
  const frame = dialog.locator('iframe');
  await expect(frame.contentFrame().getByRole('heading', { level: 1, name: title })).toBeVisible();
  const document = await (await frame.elementHandle())?.contentFrame();
  await document?.waitForLoadState('domcontentloaded');
}

for (const lang of ['en', 'es'] as Lang[]) {
  test.describe(`sign-in modals and the survey (${lang})`, () => {
    const t = TEXT[lang];
    const w = WORDS[lang];
    startIn(lang);
    test.describe.configure({ timeout: 90_000 });

    test(`ROLE-13 LOGIN-07 LOGIN-08 SHELL-28: on starlight/nologin Log in opens the login-disabled modal, Escape closes it and the guest goes on (${lang})`, async ({
      page,
    }) => {
      await page.goto('/starlight/nologin/home');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const logIn = page.getByRole('banner').getByRole('button', { name: t.logIn, exact: true });
      await logIn.click();

      const dialog = page.getByRole('dialog', { name: t.disabledTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog).toContainText(t.disabledText);
      await expect(dialog.getByRole('button', { name: t.ok })).toBeFocused();
      await page.keyboard.press('Tab');
      expect(await focusInside(page, dialog), 'focus after Tab').toBe(true);
      await expectNoViolations(page);

      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(logIn).toBeFocused();
      // Nothing left the site and nobody is signed in.
      await expect(page).toHaveURL(/\/starlight\/nologin\/home$/);
      expect(await sessionUser(page, 'starlight/nologin')).toBeNull();

      // OK closes it too; then the guest's checkout opens as before.
      await logIn.click();
      await dialog.getByRole('button', { name: t.ok }).click();
      await expect(dialog).toHaveCount(0);
      await expect(logIn).toBeFocused();
      await page.goto('/starlight/nologin/checkout');
      await expect(page.getByRole('heading', { level: 1, name: w.cartStep })).toBeVisible();
      const screen = await page.request.get('/bff/v1/starlight/nologin/screens/checkout');
      expect(screen.status()).toBe(200);
      const body = (await screen.json()) as { sections: { cart: { status: string; data: { id: string } } } };
      expect(body.sections.cart.status).toBe('ok');
      expect(body.sections.cart.data.id).not.toBe('');
      expect(await sessionUser(page, 'starlight/nologin')).toBeNull();
    });

    test(`SHELL-32 CART-18: a guest's Save for later offers sign-in; Cancel keeps the warning, Log in signs in and comes back (${lang})`, async ({
      page,
    }) => {
      await page.goto('/sunshine/demo/property-tax');
      await page.getByLabel(w.account, { exact: true }).fill('R100-001');
      await page.getByRole('button', { name: w.search, exact: true }).click();
      const save = page.getByRole('main').getByRole('button', { name: t.save });
      await expect(save).toHaveCount(1);
      await save.click();

      const prompt = page.getByRole('dialog', { name: t.promptTitle });
      await expect(prompt).toBeVisible();
      const promptLogIn = prompt.getByRole('button', { name: t.logIn, exact: true });
      await expect(promptLogIn).toBeFocused();
      for (const key of ['Tab', 'Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(await focusInside(page, prompt), `focus after ${key}`).toBe(true);
      }
      await expectNoViolations(page);

      await page.keyboard.press('Escape');
      await expect(prompt).toHaveCount(0);
      await expect(save).toBeFocused();
      await expect(page.getByRole('main').getByRole('alert')).toContainText(t.saveWarning);
      await expectNoViolations(page);

      await save.click();
      await prompt.getByRole('button', { name: t.cancel }).click();
      await expect(prompt).toHaveCount(0);
      await expect(save).toBeFocused();
      expect(await sessionUser(page, 'sunshine/demo')).toBeNull();

      // The prompt's Log in is the real sign-in, back to this page.
      await save.click();
      await promptLogIn.click();
      await signInOnHostedPage(page, lang, 'resident@example.com');
      await expect(page).toHaveURL(/\/sunshine\/demo\/property-tax$/);
      await expect(page.getByRole('banner').getByRole('button', { name: t.menu })).toBeVisible();
      expect(await sessionUser(page, 'sunshine/demo')).toMatchObject({ email: 'resident@example.com' });
    });

    test(`SHELL-21 SHELL-22 SHELL-30: the Contact us tab's site-feedback box opens the survey modal, whose frame shows the sandbox survey, sends an answer and closes on Escape inside it (${lang})`, async ({
      page,
    }) => {
      await page.goto('/sunshine/demo/home');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('contentinfo').getByRole('button', { name: t.contactTab }).click();
      const opener = page.getByRole('button', { name: t.takeSurvey });
      await opener.click();

      const dialog = page.getByRole('dialog', { name: t.survey });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      const close = dialog.getByRole('button', { name: t.closeSurvey });
      await expect(close).toBeFocused();
      const frame = dialog.locator('iframe');
      await expect(frame).toHaveAttribute('title', t.survey);
      await expect(frame).toHaveAttribute('height', '300');
      // SHELL-31: the survey is asked with the client and the site.
      await expect(frame).toHaveAttribute('src', /client=sunshine/);
      await expect(frame).toHaveAttribute('src', /site=demo/);
      // SHELL-22: the page's policy lets the frame load the sandbox survey
      // of the non-production link in the page's language.
      const survey = frame.contentFrame();
      await expect(survey.getByRole('heading', { level: 1, name: t.surveyTitle })).toBeVisible();
      await expect(survey.locator('html')).toHaveAttribute('lang', lang);
      // Into the frame, out of it round to Close, back into it and back to
      // Close: Tab never leaves the dialog, from the frame either.
      for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(await focusInside(page, dialog), `focus after ${key}`).toBe(true);
      }
      await expect(close).toBeFocused();
      await expectNoViolations(page);

      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();

      // An answer sent from inside the frame reaches the sandbox survey.
      await opener.click();
      await surveyReady(dialog, t.surveyTitle);
      const comment = `e2e ${lang} ${Date.now()}`;
      await survey.getByRole('group').getByRole('radio', { name: t.rating }).check();
      await survey.getByRole('textbox', { name: t.comment }).fill(comment);
      await survey.getByRole('button', { name: t.send }).click();
      const thanks = survey.getByRole('heading', { level: 1, name: t.thanks });
      await expect(thanks).toBeFocused();
      const res = await fetch(`${process.env.PAYHUB_SANDBOX_URL}/svc/survey/answers.json?client=sunshine&site=demo`);
      expect(res.status).toBe(200);
      const { answers } = (await res.json()) as { answers: Array<Record<string, unknown>> };
      expect(answers.find((a) => a.comment === comment)).toMatchObject({ rating: 4, lang, survey: 'non-production' });

      // Escape pressed inside the frame closes the modal, focus back on the opener.
      await thanks.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
      await opener.click();
      await surveyReady(dialog, t.surveyTitle);
      await survey.getByRole('textbox', { name: t.comment }).press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();

      await opener.click();
      await dialog.getByRole('button', { name: t.closeSurvey }).click();
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    });

    test(`SHELL-22: the sandbox survey page itself passes axe (${lang})`, async ({ page }) => {
      await page.goto(`${process.env.PAYHUB_SANDBOX_URL}/svc/survey/?lang=${lang}&env=non-production`);
      await expect(page.getByRole('heading', { level: 1, name: t.surveyTitle })).toBeVisible();
      await expectNoViolations(page);
      // A send without a rating is refused by the form itself; with one, the thank-you.
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.surveyTitle })).toBeVisible();
      await page.getByRole('radio', { name: t.rating }).check();
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.thanks })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
