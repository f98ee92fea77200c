// The tax-system pages and the guards of the special mode and the special
// property-tax user (spec 000 §2 "Routes", "Navigation guards", §6), in
// English and Spanish, against the sandbox's demo sites (README "Demo
// sites"): sunshine/demo's taxsys, starlight/special (special mode on),
// starlight/redirect-only and the seed account
// propertytax@example.com, signed in through the hosted sign-in page of the
// sandbox login service. axe (WCAG 2.2 AA) runs on every new page.
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { WORDS, startIn, type Lang } from './checkout';
import { signInOnHostedPage } from './residents';


/** The words of these pages (widget/src/lib/i18n/*.pages.ts, the sandbox seed, the sign-in page). */
const GUARD_WORDS = {
  en: {
    taxsys: 'Tax system',
    taxsysRecord: 'Tax system: parcels / 2026 / R100-001',
    crumbs: 'Tax system pages',
    searchTax: 'Search property tax bills',
    propertyTax: 'Property Tax',
    notFound: 'Page not found',
    root: 'PayHub',
    logIn: 'Log in',
    r300: 'Water Bill - R-300',
  },
  es: {
    taxsys: 'Sistema tributario',
    taxsysRecord: 'Sistema tributario: parcels / 2026 / R100-001',
    crumbs: 'Páginas del sistema tributario',
    searchTax: 'Buscar facturas de impuesto a la propiedad',
    propertyTax: 'Impuesto sobre la propiedad',
    notFound: 'Página no encontrada',
    root: 'PayHub',
    logIn: 'Iniciar sesión',
    r300: 'Factura de agua - R-300',
  },
} as const;

function h1(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

for (const lang of ['en', 'es'] as Lang[]) {
  test.describe(`tax-system pages and guards (${lang})`, () => {
    const g = GUARD_WORDS[lang];
    const w = WORDS[lang];
    startIn(lang);
    test.describe.configure({ timeout: 90_000 });

    test(`ROUTE-28: sunshine/demo/taxsys takes any slugs, runs full width and leads to property-tax search (${lang})`, async ({
      page,
    }) => {
      await page.goto('/sunshine/demo/taxsys/parcels/2026/R100-001');
      await expect(h1(page, g.taxsysRecord)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('main')).toHaveClass(/page--full-width/);
      const crumbs = page.getByRole('navigation', { name: g.crumbs });
      await expect(crumbs.getByRole('link')).toHaveText([g.taxsys, 'parcels', '2026']);
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText('R100-001');
      await expectNoViolations(page);

      await crumbs.getByRole('link', { name: 'parcels' }).click();
      await expect(page).toHaveURL(/\/sunshine\/demo\/taxsys\/parcels$/);
      await expect(h1(page, `${g.taxsys}: parcels`)).toBeVisible();

      await page.goto('/sunshine/demo/taxsys');
      await expect(h1(page, g.taxsys)).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole('main').getByRole('link', { name: g.searchTax }).click();
      await expect(page).toHaveURL(/\/sunshine\/demo\/property-tax$/);
      await expect(h1(page, g.propertyTax)).toBeVisible();
    });

    test(`ROUTE-29: taxsys is not found on any other site (${lang})`, async ({ page }) => {
      for (const path of ['/sunshine/handoff/taxsys/parcels', '/lakeside/taxsys']) {
        await page.goto(path);
        await expect(h1(page, g.notFound)).toBeVisible();
        await expect(page.getByRole('navigation', { name: g.crumbs })).toHaveCount(0);
      }
      await expectNoViolations(page);
    });

    test(`GUARD-02: starlight/special is in special mode, so every page of it goes to the root (${lang})`, async ({ page }) => {
      for (const path of ['/starlight/special/home', '/starlight/special/utilities', '/starlight/special/checkout']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/$/);
        expect(new URL(page.url()).pathname).toBe('/');
        await expect(h1(page, g.root)).toBeVisible();
      }
      await expectNoViolations(page);
      // The root does not send the visitor back into the closed site.
      await page.goto('/');
      await expect(h1(page, g.root)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');
    });

    test(`ROUTE-36: starlight/redirect-only opens only the money path: the cart a county's system hands over, nothing to browse (${lang})`, async ({
      page,
    }) => {
      // Nothing to browse: the search route is closed, and there is no home page, so home goes to the root.
      await page.goto('/starlight/redirect-only/utilities');
      await expect(h1(page, g.notFound)).toBeVisible();
      await expectNoViolations(page);
      await page.goto('/starlight/redirect-only/home');
      await expect(h1(page, g.root)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');

      // The cart handed over opens (and, being a redirect cart, keeps the tab on the money path: ROUTE-17).
      const items = encodeURIComponent('starlight/redirect-only/utility_bills/R-300');
      await page.goto(`/starlight/redirect-only/checkout?isRedirect=1&items=${items}`);
      await expect(h1(page, w.cartStep)).toBeVisible();
      await expect(page.getByRole('main')).toContainText(g.r300, { timeout: 30_000 });
      await expectNoViolations(page);
    });

    test(`GUARD-03 GUARD-04: propertytax@example.com signs in and is kept on property-tax, warned about when not going home (${lang})`, async ({
      page,
    }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') {
          warnings.push(message.text());
        }
      });
      await page.goto('/sunshine/demo/home');
      await page.getByRole('banner').getByRole('button', { name: g.logIn, exact: true }).click();
      await signInOnHostedPage(page, lang, 'propertytax@example.com');

      // Back home from the sign-in, then on to property-tax, without a warning.
      await expect(page).toHaveURL(/\/sunshine\/demo\/property-tax$/);
      await expect(h1(page, g.propertyTax)).toBeVisible();
      const session = await page.request.get('/bff/v1/sunshine/demo/session');
      expect(((await session.json()) as { user: { kind: string } }).user.kind).toBe('property-tax');
      await expectNoViolations(page);
      expect(warnings.filter((text) => text.includes('property-tax user'))).toEqual([]);

      for (const path of ['/sunshine/demo/my-dashboard', '/sunshine/demo/taxsys/parcels', '/sunshine/demo/permits']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/sunshine\/demo\/property-tax$/);
        await expect(h1(page, g.propertyTax)).toBeVisible();
        await expect.poll(() => warnings.filter((text) => text.includes(`asked for ${path}:`)).length).toBe(1);
      }

      // The pages that pay its bills stay open.
      await page.goto('/sunshine/demo/checkout');
      await expect(h1(page, w.cartStep)).toBeVisible();
      await expect(page).toHaveURL(/\/sunshine\/demo\/checkout$/);
    });
  });
}
