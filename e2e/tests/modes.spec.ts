// The demo sites of the site modes (README "Demo sites"), opened at the
// README's URLs and checked against spec 000 §2 ("Routes", "Navigation
// guards", "Site modes"), in English and in Spanish, with axe (WCAG 2.2 AA)
// on every page they show. The e2e payhub runs with PAYHUB_ENV=test, where
// basic authentication is demanded (the demo environment would bypass it).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { WORDS, startIn, type Lang } from './checkout';

/** The words of the mode pages and the login-disabled notice (widget/src/lib/i18n). */
const MODE_WORDS = {
  en: {
    forms: 'Forms',
    comingSoon: 'Coming soon',
    stubBody: 'Starlight Township does not take payments on this site yet. Please check back later.',
    logIn: 'Log in',
    loginDisabled: 'Signing in is not available right now. You can still pay as a guest.',
    starlightHome: 'Pay Starlight Township online',
    lakesideHome: 'Pay Lakeside Village online',
    waterBills: 'Water bills',
    s100: 'Water Bill - S-100',
  },
  es: {
    forms: 'Formularios',
    comingSoon: 'Próximamente',
    stubBody: 'Starlight Township todavía no acepta pagos en este sitio. Vuelva a consultar más tarde.',
    logIn: 'Iniciar sesión',
    loginDisabled: 'El inicio de sesión no está disponible en este momento. Aún puede pagar como invitado.',
    starlightHome: 'Pague en línea a Starlight Township',
    lakesideHome: 'Pague en línea a Lakeside Village',
    waterBills: 'Facturas de agua',
    s100: 'Factura de agua - S-100',
  },
} as const;

/** The sandbox's basic-authentication credential for starlight/basic (README "Demo sites"). */
const BASIC = { username: 'county', password: 'sandbox-only' };

/** The page shows the h1 named name in lang, and axe finds nothing. */
async function showsAccessibly(page: Page, lang: Lang, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expectNoViolations(page);
}

/** A fresh context starts as startIn's tests do: nothing stored, in lang. */
async function startContextIn(context: BrowserContext, lang: Lang): Promise<void> {
  await context.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e-init')) {
      localStorage.clear();
      localStorage.setItem('defaultLocale', l);
      sessionStorage.setItem('e2e-init', '1');
    }
  }, lang);
}

for (const lang of ['en', 'es'] as Lang[]) {
  test.describe(`demo sites of the site modes (${lang})`, () => {
    const w = WORDS[lang];
    const m = MODE_WORDS[lang];
    startIn(lang);
    // Several pages and an axe run on each.
    test.describe.configure({ timeout: 90_000 });

    test(`ROUTE-10 ROUTE-36: starlight/checkout has no home page, so home lands on the cart; S-100 can be found and added (${lang})`, async ({
      page,
    }) => {
      await page.goto('/starlight/checkout/home');
      await expect(page).toHaveURL(/\/starlight\/checkout\/checkout$/);
      await showsAccessibly(page, lang, w.cartStep);

      await page.goto('/starlight/checkout/utilities');
      await showsAccessibly(page, lang, m.waterBills);
      await page.getByLabel(w.account, { exact: true }).fill('S-100');
      await page.getByRole('button', { name: w.search, exact: true }).click();
      await expect(page.getByText(m.s100).first()).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole('button', { name: w.add }).first().click();
      await page.getByRole('link', { name: w.goToCheckout }).click();
      await expect(page).toHaveURL(/\/starlight\/checkout\/checkout$/);
      await expect(page.getByRole('heading', { level: 1, name: w.cartStep })).toBeVisible();
      await expect(page.locator('main')).toContainText(m.s100);
      await expectNoViolations(page);
    });

    test(`ROUTE-10 ROUTE-36: starlight/forms has no home page, so home lands on its forms page (${lang})`, async ({ page }) => {
      await page.goto('/starlight/forms/home');
      await expect(page).toHaveURL(/\/starlight\/forms\/forms$/);
      await showsAccessibly(page, lang, m.forms);
    });

    test(`ROUTE-36: starlight/stub shows its holding page on home and on every other route (${lang})`, async ({ page }) => {
      for (const route of ['home', 'utilities', 'checkout']) {
        await page.goto(`/starlight/stub/${route}`);
        await expect(page).toHaveURL(new RegExp(`/starlight/stub/${route}$`));
        await expect(page.getByText(m.stubBody)).toBeVisible();
        await showsAccessibly(page, lang, m.comingSoon);
      }
    });

    test(`ROLE-13 ROUTE-36: on starlight/nologin, Log in shows the login-disabled notice and nobody is signed in (${lang})`, async ({
      page,
    }) => {
      await page.goto('/starlight/nologin/home');
      await showsAccessibly(page, lang, m.starlightHome);
      await page.getByRole('banner').getByRole('button', { name: m.logIn }).click();
      await expect(page.getByText(m.loginDisabled).first()).toBeVisible();
      // The browser stayed on the site: no trip to the login service.
      await expect(page).toHaveURL(/\/starlight\/nologin\/home$/);
      const session = await page.request.get('/bff/v1/starlight/nologin/session');
      expect(((await session.json()) as { user: unknown }).user).toBeNull();
      await expectNoViolations(page);
    });

    test(`GUARD-16: starlight/basic answers 401 with a Basic challenge without credentials, and opens with them (${lang})`, async ({
      page,
      browser,
    }) => {
      for (const path of ['/starlight/basic/home', '/bff/v1/starlight/basic/screens/shell']) {
        const res = await page.request.get(path);
        expect(res.status(), path).toBe(401);
        expect(res.headers()['www-authenticate'], path).toMatch(/^Basic realm="[^"]+"/);
      }
      const wrong = await page.request.get('/starlight/basic/home', {
        headers: { Authorization: `Basic ${Buffer.from(`${BASIC.username}:wrong`).toString('base64')}` },
      });
      expect(wrong.status()).toBe(401);

      const context = await browser.newContext({ baseURL: process.env.PAYHUB_URL, httpCredentials: BASIC });
      try {
        await startContextIn(context, lang);
        const signedPage = await context.newPage();
        await signedPage.goto('/starlight/basic/home');
        await showsAccessibly(signedPage, lang, m.starlightHome);
        await signedPage.goto('/starlight/basic/utilities');
        await showsAccessibly(signedPage, lang, m.waterBills);
      } finally {
        await context.close();
      }
    });

    test(`ROUTE-02 GUARD-10: lakeside uses client-only URLs: /lakeside/home opens, /lakeside/pay/home becomes /lakeside/home (${lang})`, async ({
      page,
    }) => {
      await page.goto('/lakeside/home');
      await showsAccessibly(page, lang, m.lakesideHome);
      await expect(page).toHaveURL(/\/lakeside\/home$/);
      await expect(page.locator('main a[href="/lakeside/utilities"]')).toBeVisible();

      await page.goto('/lakeside/pay/home');
      await expect(page).toHaveURL(/\/lakeside\/home$/);
      await showsAccessibly(page, lang, m.lakesideHome);

      await page.locator('main a[href="/lakeside/utilities"]').click();
      await expect(page).toHaveURL(/\/lakeside\/utilities$/);
      await showsAccessibly(page, lang, m.waterBills);
    });
  });
}

test.describe('navigation on a demo site', () => {
  startIn('en');
  // A short window, so that the home page scrolls.
  test.use({ viewport: { width: 800, height: 320 } });

  test('GUARD-13 GUARD-14: a new page starts at the top, back and reload restore the position left, a hash scrolls to its target; focus follows route changes only', async ({
    page,
  }) => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    /** A navigation inside the portal, made as its links make them. */
    const go = (path: string) => page.evaluate((p) => window.history.pushState(null, '', p), path);

    await page.goto('/lakeside/home');
    const home = page.getByRole('heading', { level: 1, name: MODE_WORDS.en.lakesideHome });
    await expect(home).toBeVisible();
    // The first page of a visit keeps focus where the browser put it.
    await expect(home).not.toBeFocused();

    await page.mouse.move(400, 200);
    await page.mouse.wheel(0, 10_000);
    await expect.poll(scrollY).toBeGreaterThan(0);
    const left = await scrollY();

    await go('/lakeside/utilities');
    const utilities = page.getByRole('heading', { level: 1, name: MODE_WORDS.en.waterBills });
    await expect(utilities).toBeFocused();
    await expect.poll(scrollY).toBe(0);

    await page.goBack();
    await expect(home).toBeFocused();
    await expect.poll(scrollY).toBe(left);

    await go('/lakeside/utilities');
    await expect(utilities).toBeVisible();
    await expect.poll(scrollY).toBe(0);
    await go('/lakeside/home#home-sources-heading');
    await expect(page.locator('#home-sources-heading')).toBeVisible();
    // The target at the top of the window, or as near as the page's length allows.
    const atTarget = () =>
      page.evaluate(() => {
        const target = document.getElementById('home-sources-heading');
        const top = (target?.getBoundingClientRect().top ?? 0) + window.scrollY;
        const end = document.documentElement.scrollHeight - window.innerHeight;
        return Math.abs(window.scrollY - Math.min(top, end)) <= 1;
      });
    await expect.poll(atTarget).toBe(true);
    expect(await scrollY()).toBeGreaterThan(0);

    // A reload comes back to where the reader was.
    await go('/lakeside/utilities');
    await go('/lakeside/home');
    await expect(home).toBeFocused();
    await page.mouse.wheel(0, 10_000);
    await expect.poll(scrollY).toBeGreaterThan(0);
    const beforeReload = await scrollY();
    await page.reload();
    await expect(home).toBeVisible();
    await expect.poll(scrollY).toBe(beforeReload);
  });
});
