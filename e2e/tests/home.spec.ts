import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';

const SOURCES = ['property-tax', 'vehicle-renewal', 'utilities', 'donations', 'business-license'];

test.beforeEach(async ({ page }) => {
  // Start every test in English with nothing remembered.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-init')) {
      localStorage.clear();
      localStorage.setItem('defaultLocale', 'en');
      sessionStorage.setItem('e2e-init', '1');
    }
  });
});

test('SHELL-02 ROUTE-08: the home page shows the title, cover image and one tile per source in English', async ({ page }) => {
  await page.goto('/sunshine/demo/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Sunshine County payments and services');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('main img').first()).toHaveAttribute('alt', /.+/);
  for (const route of SOURCES) {
    await expect(page.locator(`main a[href="/sunshine/demo/${route}"]`)).toBeVisible();
  }
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveAttribute('content', /click/i);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /favicon/);
  await expectNoViolations(page);
});

test('SHELL-12: the language toggle switches the home page to Spanish and is remembered', async ({ page }) => {
  await page.goto('/sunshine/demo/home');
  const english = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByRole('button', { name: /español/i }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('Sunshine County pagos y servicios');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(english ?? '');
  await expect(page.getByRole('button', { name: /english/i })).toBeVisible();
  await expectNoViolations(page);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('Sunshine County pagos y servicios');
});

test('a tile leads to its source page, in both languages', async ({ page }) => {
  await page.goto('/sunshine/demo/home');
  const tile = page.locator('main a[href="/sunshine/demo/property-tax"]');
  const tileName = (await tile.innerText()).split('\n')[0].trim();
  await tile.click();
  await expect(page).toHaveURL(/\/sunshine\/demo\/property-tax$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(tileName);
  await expect(page).toHaveTitle(new RegExp(`- Sunshine County$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectNoViolations(page);

  await page.getByRole('button', { name: /español/i }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoViolations(page);
});

test('ROUTE-03 ROUTE-01: client and site are read lowercased and the dmv segment is optional', async ({ page }) => {
  await page.goto('/SUNSHINE/Demo/home');
  await expect(page.locator('main a[href="/sunshine/demo/utilities"]')).toBeVisible();
  await page.goto('/dmv/sunshine/demo/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Sunshine County payments and services');
});

test('ROUTE-07: the client-only alias shows home', async ({ page }) => {
  await page.goto('/sunshine/demo');
  await expect(page.locator('main a[href="/sunshine/demo/donations"]')).toBeVisible();
});

test('ROUTE-05: the bare root restores the last visited path', async ({ page }) => {
  await page.goto('/sunshine/demo/utilities');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/sunshine\/demo\/utilities$/);
});

test('ERR-31: an unknown client or site is sent to the root page', async ({ page }) => {
  await page.goto('/nowhere-county/demo/home');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/sunshine/no-such-site/home');
  await expect(page).toHaveURL(/\/$/);
});

test('contracts §3: the SDK is served as a script-tag bundle and an ES module', async ({ request }) => {
  const js = await request.get('/sdk/payhub.js');
  expect(js.status()).toBe(200);
  expect(js.headers()['content-type']).toContain('javascript');
  expect(await js.text()).toContain('PayHub');
  const mjs = await request.get('/sdk/payhub.mjs');
  expect(mjs.status()).toBe(200);
  expect(await mjs.text()).toContain('export');
});

test('security headers: the page runs under a nonce CSP with no inline-script allowance and nothing is refused', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) refused.push(msg.text());
  });
  const response = await page.goto('/sunshine/demo/home');
  const headers = response!.headers();
  const csp = headers['content-security-policy'];
  const nonce = /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toMatch(/script-src[^;]*'strict-dynamic'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['permissions-policy']).toContain('payment');
  expect(headers['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Every script the document names carries this response's nonce.
  const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  for (const n of scripts) expect(n).toBe(nonce);
  // A second load gets a different nonce.
  const again = await page.request.get('/sunshine/demo/home');
  expect(again.headers()['content-security-policy']).not.toContain(nonce!);
  expect(refused).toEqual([]);
});
