// Axe (WCAG 2.2 AA) on every page a guest can open, in English and in
// Spanish: the home page, each search page with and without results, the
// empty cart, the not-found page, each error page and the root page. The
// money path's pages (cart, payment, review, receipt) are checked in
// checkout.spec.ts and delivery.spec.ts along the payment itself.
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { WORDS, startIn, type Lang } from './checkout';

const SOURCES = ['property-tax', 'vehicle-renewal', 'utilities', 'donations', 'business-license'];
const ERROR_ROUTES = ['rate-limit-error', 'login-error', 'cart-error', 'redirect-error', 'limit-exceeded', 'network-error'];

/** The page has drawn its h1 in lang and has nothing axe objects to. */
async function accessible(page: Page, lang: Lang): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expectNoViolations(page);
}

for (const lang of ['en', 'es'] as Lang[]) {
  test.describe(`every page passes axe (${lang})`, () => {
    const w = WORDS[lang];
    startIn(lang);
    // Several pages and an axe run each per test.
    test.describe.configure({ timeout: 120_000 });

    test(`the home page and each search page, before and after a search (${lang})`, async ({ page }) => {
      await page.goto('/sunshine/demo/home');
      await accessible(page, lang);
      for (const source of SOURCES) {
        await page.goto(`/sunshine/demo/${source}`);
        await accessible(page, lang);
      }
      await page.goto('/sunshine/demo/property-tax');
      await page.getByLabel(w.account, { exact: true }).fill('R100-001');
      await page.getByRole('button', { name: w.search, exact: true }).click();
      await expect(page.getByRole('button', { name: w.add }).first()).toBeVisible();
      await expectNoViolations(page);
      // A search that finds nothing says so accessibly too.
      await page.getByLabel(w.account, { exact: true }).fill('NO-SUCH-ACCOUNT');
      await page.getByRole('button', { name: w.search, exact: true }).click();
      await expect(page.getByRole('button', { name: w.add })).toHaveCount(0);
      await expectNoViolations(page);
    });

    test(`the empty cart, the not-found page and the root page (${lang})`, async ({ page }) => {
      await page.goto('/sunshine/demo/checkout');
      await accessible(page, lang);
      await page.goto('/sunshine/demo/no-such-page');
      await accessible(page, lang);
      await page.goto('/');
      await accessible(page, lang);
    });

    test(`each error page (${lang})`, async ({ page }) => {
      for (const route of ERROR_ROUTES) {
        await page.goto(`/sunshine/demo/${route}`);
        await accessible(page, lang);
      }
    });
  });
}
