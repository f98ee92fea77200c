// Sign-in by token exchange on an embedded public site (spec 000 §4, §6;
// ROLE-15, LOGIN-11): the example Starlight Township page (examples/
// county-site/township.html, served by `payhub serve` on its own origin)
// signs its resident in with the sandbox token issuer, and the embedded
// widget of starlight/embedded is signed in as the same resident without
// ever leaving the iframe. A resident whose address the township has not
// confirmed lands on verify-email in the widget and completes it with the
// code the sign-in mailed, read from the sandbox outbox without asking for
// another (LOGIN-05, LOGIN-01, LOGIN-06). A resident whose e-mail already has
// a PayHub account made elsewhere gets the same verify-email step: the
// township's word is not proof, and only the code mailed to the account links
// the township's sign-in to it.
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { WORDS, type Lang } from './checkout';

const EXAMPLES = process.env.PAYHUB_EXAMPLES_URL ?? '';
const SANDBOX = process.env.PAYHUB_SANDBOX_URL ?? '';

/** The widget's words (widget/src/lib/i18n/en.embed.ts, en.account.ts and their Spanish). */
const TEXT = {
  en: {
    signedInAs: (name: string) => `Signed in as ${name}`, verifyTitle: 'Verify your e-mail address',
    code: 'Verification code', verify: 'Verify', resend: 'Resend code',
    wait: /^A new code was just sent\. Please wait/,
  },
  es: {
    signedInAs: (name: string) => `Sesión iniciada como ${name}`, verifyTitle: 'Verifique su correo electrónico',
    code: 'Código de verificación', verify: 'Verificar', resend: 'Reenviar el código',
    wait: /^Acabamos de enviar un código nuevo\. Espere/,
  },
} as const;

function widget(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Pay your Starlight Township water bill"]');
}

/** Opens the township page in lang and signs in there as name, email. */
async function signInOnTownship(page: Page, lang: Lang, name: string, email: string, confirmed: boolean): Promise<void> {
  await page.goto(`${EXAMPLES}/township.html?lang=${lang}`);
  await expect(widget(page).getByRole('heading', { level: 1, name: WORDS[lang].cartStep })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('The township has confirmed this e-mail address').setChecked(confirmed);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Signed in as ${name}.` })).toBeVisible();
}

/** The codes of kind (a verification or a link code) the sandbox mailed to email. */
async function mailedCodes(email: string, kind = 'verification_code'): Promise<string[]> {
  const outbox = await fetch(`${SANDBOX}/outbox.json?to=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: Array<{ text: string; kind?: string }> };
  return messages.filter((m) => m.kind === kind).map((m) => m.text.match(/\b(\d{6})\b/)?.[1] ?? '');
}

/** A unique e-mail address for one test. */
function uniqueEmail(who: string, lang: Lang): string {
  return `${who}.${lang}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The sandbox users API's credential (README, "Sandbox data"). */
const SERVICE_TOKEN = 'sandbox-login-service';

for (const lang of ['en', 'es'] as const) {
  const t = TEXT[lang];
  test.describe(`token-exchange sign-in on an embedded public site (${lang})`, () => {
    test('ROLE-15 LOGIN-11: the township signs Rosa in and the widget shows her signed in, in its own frame', async ({ page }) => {
      const frameNavigations: string[] = [];
      page.on('framenavigated', (f) => f !== page.mainFrame() && frameNavigations.push(f.url()));
      // Rosa has no PayHub account yet: the township's confirmed address makes one.
      await signInOnTownship(page, lang, 'Rosa Resident', uniqueEmail('rosa', lang), true);
      const frame = widget(page);
      await expect(frame.getByText(t.signedInAs('Rosa Resident'))).toBeVisible({ timeout: 20_000 });
      await expect(frame.getByRole('heading', { level: 1, name: WORDS[lang].cartStep })).toBeVisible();
      // The iframe never went to the login service.
      expect(frameNavigations.filter((u) => u.includes('/svc/login'))).toEqual([]);
      await expectNoViolations(page);
    });

    test('LOGIN-05 LOGIN-01 LOGIN-06: an unconfirmed address goes to verify-email in the widget and the code the sign-in mailed completes it', async ({
      page,
    }) => {
      const email = uniqueEmail('township', lang);
      await signInOnTownship(page, lang, 'Nia Newcomer', email, false);
      const frame = widget(page);
      await expect(frame.getByRole('heading', { level: 1, name: t.verifyTitle })).toBeVisible({ timeout: 20_000 });
      await expectNoViolations(page);
      const code = frame.getByLabel(t.code, { exact: true });
      await expect(code).toHaveAttribute('type', 'password');
      // The sign-in mailed the code the page speaks of: nobody pressed Resend.
      const mailed = await mailedCodes(email);
      expect(mailed, 'the codes in the outbox').toEqual([expect.stringMatching(/^\d{6}$/)]);
      // That code is the address's newest: Resend waits, and mails nothing.
      await frame.getByRole('button', { name: t.resend, exact: true }).click();
      await expect(frame.getByText(t.wait)).toBeVisible();
      expect(await mailedCodes(email)).toEqual(mailed);
      await code.fill(mailed[0]);
      await frame.getByRole('button', { name: t.verify, exact: true }).click();
      // Verified, the resident is back at the cart, signed in.
      await expect(frame.getByRole('heading', { level: 1, name: WORDS[lang].cartStep })).toBeVisible({ timeout: 20_000 });
      await expect(frame.getByText(t.signedInAs('Nia Newcomer'))).toBeVisible();
    });

    test('a confirmed address that already has a PayHub account is linked only by the code mailed to it', async ({ page, request }) => {
      const email = uniqueEmail('lina', lang);
      const made = await request.post(`${SANDBOX}/svc/login/v1/users`, {
        headers: { Authorization: `Bearer ${SERVICE_TOKEN}` },
        data: { email, name: 'Lina Linked', language: lang, password: 'Payhub!2026', options: { forceActive: true } },
      });
      expect(made.ok(), await made.text()).toBe(true);
      // The township vouches for the address; the widget still asks for the code.
      await signInOnTownship(page, lang, 'Lina Linked', email, true);
      const frame = widget(page);
      await expect(frame.getByRole('heading', { level: 1, name: t.verifyTitle })).toBeVisible({ timeout: 20_000 });
      // The sign-in mailed the link code to the account: nobody pressed Resend.
      const mailed = await mailedCodes(email, 'link_code');
      expect(mailed, 'the link codes in the outbox').toEqual([expect.stringMatching(/^\d{6}$/)]);
      await frame.getByLabel(t.code, { exact: true }).fill(mailed[0]);
      await frame.getByRole('button', { name: t.verify, exact: true }).click();
      await expect(frame.getByRole('heading', { level: 1, name: WORDS[lang].cartStep })).toBeVisible({ timeout: 20_000 });
      await expect(frame.getByText(t.signedInAs('Lina Linked'))).toBeVisible();
    });
  });
}
