// Residents for the browser tests: the sandbox login service's hosted
// sign-in page (its labels are sandbox/login/pages_text.go) and fresh
// accounts made through its users API. A test that pays, saves or changes
// a resident's data signs in as an account of its own, so that tests
// running side by side never share a resident's cart or saved items.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Lang } from './checkout';

/** The password of the sandbox's seed accounts and of every account made here. */
export const SANDBOX_PASSWORD = 'Payhub!2026';

/** The sandbox users API's credential (README, "Sandbox data"). */
const USERS_API_TOKEN = 'sandbox-login-service';

/** The hosted sign-in page's words, in the language the portal asked for. */
export const HOSTED_WORDS = {
  en: { email: 'Email', password: 'Password', signIn: 'Sign in' },
  es: { email: 'Correo electrónico', password: 'Contraseña', signIn: 'Iniciar sesión' },
} as const;

/** A resident account made for one test. */
export interface Resident {
  email: string;
  givenName: string;
}

/**
 * newResident makes an account named givenName Resident (Rosa, as the seed
 * resident), with a unique e-mail address, through the sandbox users API;
 * its e-mail is verified unless verified is false.
 */
export async function newResident(
  request: APIRequestContext,
  lang: Lang,
  { givenName = 'Rosa', verified = true }: { givenName?: string; verified?: boolean } = {},
): Promise<Resident> {
  const email = `resident-${lang}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const made = await request.post(`${process.env.PAYHUB_SANDBOX_URL}/svc/login/v1/users`, {
    headers: { Authorization: `Bearer ${USERS_API_TOKEN}` },
    data: {
      email,
      name: `${givenName} Resident`,
      given_name: givenName,
      family_name: 'Resident',
      language: lang,
      password: SANDBOX_PASSWORD,
      options: { forceActive: verified },
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  return { email, givenName };
}

/**
 * signInOnHostedPage fills the hosted sign-in page the browser was sent to
 * and waits to be back on PayHub's portal.
 */
export async function signInOnHostedPage(page: Page, lang: Lang, email: string): Promise<void> {
  const h = HOSTED_WORDS[lang];
  await page.getByLabel(h.email, { exact: true }).fill(email);
  await page.getByLabel(h.password, { exact: true }).fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: h.signIn, exact: true }).click();
  await page.waitForURL((url) => url.origin === new URL(process.env.PAYHUB_URL ?? '').origin && !url.pathname.startsWith('/bff/'));
}
