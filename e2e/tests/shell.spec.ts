// The portal's top navigation against a real payhub serve, in English and
// Spanish: the source links inline on a wide window and behind a Menu
// button on a narrow one (SHELL-11), the notifications bell of a site that
// shows announcements (SHELL-13) and its once-per-session pre-expansion
// (CONST-14), and the floating cart's mini cart on to checkout (SHELL-15,
// SHELL-46). Axe (WCAG 2.2 AA) runs with each of them open.
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { WORDS, addByAccount, type Lang } from './checkout';

const NAV = {
  en: {
    nav: 'Main', menu: 'Menu', propertyTax: 'Property Tax', utilities: 'Water and Utilities',
    bell: 'Notifications, 1 new', notifications: 'Notifications', subject: 'Holiday office hours',
    cart: 'Cart summary, 1 item', miniCart: 'Your cart', continue: 'Continue to checkout', subtotal: 'Subtotal',
  },
  es: {
    nav: 'Principal', menu: 'Menú', propertyTax: 'Impuesto sobre la propiedad', utilities: 'Agua y servicios públicos',
    bell: 'Notificaciones, 1 nueva', notifications: 'Notificaciones', subject: 'Horario de oficina en días festivos',
    cart: 'Resumen del carrito, 1 artículo', miniCart: 'Su carrito', continue: 'Continuar con el pago', subtotal: 'Subtotal',
  },
} as const;

/**
 * Every test starts in lang with nothing stored, the welcome modal of
 * sunshine/demo already seen (its features as the modal stores them), so
 * that nothing covers the header.
 */
function startFresh(lang: Lang): void {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((l) => {
      if (!sessionStorage.getItem('e2e-init')) {
        localStorage.clear();
        localStorage.setItem('defaultLocale', l);
        localStorage.setItem('welcomeFeatures', JSON.stringify(['shoppingCart', 'eWallet', 'search']));
        sessionStorage.setItem('e2e-init', '1');
      }
    }, lang);
  });
}

async function home(page: Page): Promise<void> {
  await page.goto('/sunshine/demo/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const lang of ['en', 'es'] as Lang[]) {
  const n = NAV[lang];
  const w = WORDS[lang];

  test.describe(`top navigation (${lang})`, () => {
    startFresh(lang);

    test(`SHELL-11: at 375 px the Menu button discloses the source links, accessibly (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await home(page);
      const nav = page.getByRole('navigation', { name: n.nav });
      const menu = nav.getByRole('button', { name: n.menu, exact: true });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: n.propertyTax })).toBeHidden();
      // WCAG 2.5.8: the target is at least 24 px each way.
      const box = await menu.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);

      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: n.propertyTax })).toBeVisible();
      await expect(nav.getByRole('link')).toHaveCount(5);
      await expectNoViolations(page);

      await nav.getByRole('link', { name: n.propertyTax }).focus();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();

      await menu.click();
      await nav.getByRole('link', { name: n.utilities }).click();
      await expect(page).toHaveURL(/\/sunshine\/demo\/utilities$/);
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    });

    test(`SHELL-11: on a 1280 px window the links are inline exactly when their width plus 30 px fits (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await home(page);
      const nav = page.getByRole('navigation', { name: n.nav });
      await expect(nav).toBeVisible();
      // The row's width and the links' natural width, read off the hidden copy the portal measures.
      const { available, content } = await nav.evaluate((el) => ({
        available: el.clientWidth,
        content: (el.querySelector('[aria-hidden="true"]') as HTMLElement).offsetWidth,
      }));
      const inline = content + 30 <= available;
      // The English titles fit a desktop row; the longer Spanish ones may not.
      if (lang === 'en') expect(inline).toBe(true);
      if (!inline) {
        await expect(nav.getByRole('button', { name: n.menu, exact: true })).toBeVisible();
        return;
      }
      await expect(nav.getByRole('link', { name: n.propertyTax })).toBeVisible();
      await expect(nav.getByRole('link')).toHaveCount(5);
      await expect(nav.getByRole('button', { name: n.menu, exact: true })).toHaveCount(0);
      await nav.getByRole('link', { name: n.propertyTax }).click();
      await expect(page).toHaveURL(/\/sunshine\/demo\/property-tax$/);
      await expect(nav.getByRole('link', { name: n.propertyTax })).toHaveAttribute('aria-current', 'page');
      await expectNoViolations(page);
    });

    test(`SHELL-13: the bell counts the notifications and lists them, accessibly (${lang})`, async ({ page }) => {
      await home(page);
      const bell = page.getByRole('banner').getByRole('button', { name: n.bell });
      await expect(bell).toHaveAttribute('aria-expanded', 'false');
      await bell.click();
      await expect(bell).toHaveAttribute('aria-expanded', 'true');
      const list = page.getByRole('region', { name: n.notifications, exact: true });
      await expect(list).toContainText(n.subject);
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
    });

    test(`SHELL-46 SHELL-15: after an add the floating cart opens a mini cart that goes on to checkout (${lang})`, async ({ page }) => {
      await page.goto('/sunshine/demo/property-tax');
      const floating = page.getByRole('button', { name: n.cart });
      await expect(floating).toHaveCount(0);
      await addByAccount(page, w, 'property-tax', 'R100-001');
      await expect(floating).toBeVisible();
      await floating.click();
      await expect(floating).toHaveAttribute('aria-expanded', 'true');
      const mini = page.getByRole('region', { name: n.miniCart });
      await expect(mini.getByRole('listitem')).toHaveCount(1);
      await expect(mini).toContainText(n.subtotal);
      await expect(mini).toContainText('$');
      await expectNoViolations(page);

      await mini.getByRole('link', { name: n.continue }).click();
      await expect(page).toHaveURL(/\/sunshine\/demo\/checkout$/);
      await expect(page.getByRole('heading', { level: 1, name: w.cartStep })).toBeVisible();
      // The checkout route hides the cart icon, and the floating cart with it.
      await expect(floating).toHaveCount(0);
    });
  });
}

test.describe('notifications pre-expand (moonbeam/pay)', () => {
  startFresh('en');

  test('CONST-14: the list opens by itself once per session on a window wider than 991 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/moonbeam/pay/home');
    const bell = page.getByRole('button', { name: 'Notifications, 2 new' });
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('region', { name: 'Notifications', exact: true });
    // Newest first.
    await expect(list.getByRole('listitem').first()).toContainText('Street sweeping');
    await expectNoViolations(page);
    await page.reload();
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  test('CONST-14: at 991 px the list stays closed', async ({ page }) => {
    await page.setViewportSize({ width: 991, height: 800 });
    await page.goto('/moonbeam/pay/home');
    await expect(page.getByRole('button', { name: 'Notifications, 2 new' })).toHaveAttribute('aria-expanded', 'false');
  });
});
