// Five wrong passwords in a row lock an account for an hour, on the
// sandbox login service's hosted sign-in page (spec 001 §8, §9), in English
// and Spanish. Each language locks an account of its own, made through the
// login service's users API, so that no other test's resident is locked.
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';

/** The sandbox users API's credential (README, "Sandbox data"). */
const SERVICE_TOKEN = 'sandbox-login-service';
const PASSWORD = 'Payhub!2026';
const WRONG_TRIES = 5;

const WORDS = {
  en: {
    logIn: 'Log in', email: 'Email', password: 'Password', signIn: 'Sign in',
    locked: /Your account is locked after too many failed sign-in attempts\. Try again in an hour/,
  },
  es: {
    logIn: 'Iniciar sesión', email: 'Correo electrónico', password: 'Contraseña', signIn: 'Iniciar sesión',
    locked: /Su cuenta está bloqueada por demasiados intentos fallidos de inicio de sesión\. Vuelva a intentarlo en una hora/,
  },
} as const;

for (const lang of ['en', 'es'] as const) {
  test(`ERR-81: five wrong passwords lock the account for an hour, and the right one is then refused too (${lang})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const w = WORDS[lang];
    const email = `locked-${lang}-${Date.now()}@example.com`;
    const made = await request.post(`${process.env.PAYHUB_SANDBOX_URL}/svc/login/v1/users`, {
      headers: { Authorization: `Bearer ${SERVICE_TOKEN}` },
      data: { email, name: 'Lee Locked', given_name: 'Lee', family_name: 'Locked', language: lang, password: PASSWORD, options: { forceActive: true } },
    });
    expect(made.ok(), await made.text()).toBe(true);

    await page.addInitScript((l) => window.localStorage.setItem('defaultLocale', l), lang);
    await page.goto('/sunshine/demo/my-dashboard');
    await page.getByRole('main').getByRole('button', { name: w.logIn, exact: true }).click();
    for (let i = 1; i <= WRONG_TRIES; i++) {
      await page.getByLabel(w.email, { exact: true }).fill(email);
      await page.getByLabel(w.password, { exact: true }).fill(`wrong-${i}`);
      await page.getByRole('button', { name: w.signIn, exact: true }).click();
      if (i < WRONG_TRIES) {
        await expect(page.getByLabel(w.password, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      }
    }
    // The message is tied to the password field, so a screen reader hears it there.
    await expect(page.getByLabel(w.password, { exact: true })).toHaveAccessibleDescription(w.locked);
    await expectNoViolations(page);

    // Locked means locked: the right password is refused with the same message.
    await page.getByLabel(w.email, { exact: true }).fill(email);
    await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: w.signIn, exact: true }).click();
    await expect(page.getByLabel(w.password, { exact: true })).toHaveAccessibleDescription(w.locked);
    expect(new URL(page.url()).origin).toBe(new URL(process.env.PAYHUB_SANDBOX_URL ?? '').origin);
  });
}
