// Save for later from the cart, in English and Spanish, through the real BFF,
// sandbox and hosted sign-in page: a guest who presses a cart item's Save
// for later is warned and offered sign-in and nothing is saved (CART-18);
// signed in from that prompt as a fresh resident of this test, the same item
// is saved, shows as saved with a link to My items, and is listed there on
// my-dashboard (CART-17, SAVED-03). axe runs with the prompt open, on the
// saved item and on My items.
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import { WORDS, addByAccount, startIn, type Lang } from './checkout';
import { newResident, signInOnHostedPage } from './residents';

/** The texts of the save control, the sign-in prompt and the dashboard (widget/src/lib/i18n/*.pages.ts, *.modals.ts, *.account.ts). */
const SAVE = {
  en: {
    save: 'Save for later', warning: 'Sign in to save items for later. Nothing was saved.',
    prompt: 'Sign in to continue', logIn: 'Log in', saved: 'was saved to My items.', viewItems: 'View My items',
    menu: 'Account menu for Rosa', myItems: 'My items',
  },
  es: {
    save: 'Guardar para después', warning: 'Inicie sesión para guardar artículos para después. No se guardó nada.',
    prompt: 'Inicie sesión para continuar', logIn: 'Iniciar sesión', saved: 'en Mis artículos.', viewItems: 'Ver Mis artículos',
    menu: 'Menú de la cuenta de Rosa', myItems: 'Mis artículos',
  },
} as const;

/** The sandbox's bill R100-001: its description names the account in both languages. */
const ACCOUNT = 'R100-001';

for (const lang of ['en', 'es'] as Lang[]) {
  test.describe(`save for later from the cart (${lang})`, () => {
    const w = WORDS[lang];
    const s = SAVE[lang];
    startIn(lang);
    test.describe.configure({ timeout: 120_000 });

    test(`CART-18 CART-17 SAVED-03: a guest is warned; signed in, the cart item is saved and is under My items (${lang})`, async ({
      page,
      request,
    }) => {
      const resident = await newResident(request, lang);
      await addByAccount(page, w, 'property-tax', ACCOUNT);
      await page.goto('/sunshine/demo/checkout');
      await expect(page.getByRole('heading', { level: 1, name: w.cartStep })).toBeVisible();
      const item = page.getByRole('article').filter({ hasText: ACCOUNT });
      // The button names the item: "Save for later: <the item's name>".
      const save = item.getByRole('button', { name: new RegExp(`^${s.save}: `) });

      // CART-18: a guest is warned and offered sign-in; nothing is saved.
      await expect(save).toBeVisible();
      await expect(save).not.toHaveAttribute('aria-pressed');
      await save.click();
      const prompt = page.getByRole('dialog', { name: s.prompt });
      await expect(prompt).toBeVisible();
      await expect(item.getByRole('alert')).toContainText(s.warning);
      await expectNoViolations(page);

      // Signing in from the prompt comes back to the cart, which kept the item.
      await prompt.getByRole('button', { name: s.logIn, exact: true }).click();
      await signInOnHostedPage(page, lang, resident.email);
      await expect(page).toHaveURL(/\/sunshine\/demo\/checkout$/);
      await expect(page.getByRole('banner').getByRole('button', { name: s.menu })).toBeVisible();

      // CART-17, SAVED-03: the item is saved and says so, with a link to My items.
      await expect(save).toHaveAttribute('aria-pressed', 'false');
      await save.click();
      await expect(save).toHaveAttribute('aria-pressed', 'true');
      const status = item.getByRole('status');
      await expect(status).toContainText(s.saved);
      await expectNoViolations(page);

      await status.getByRole('link', { name: s.viewItems }).click();
      await expect(page).toHaveURL(/\/sunshine\/demo\/my-dashboard#my-items$/);
      const panel = page.getByRole('tabpanel', { name: s.myItems });
      await expect(panel.getByRole('listitem').filter({ hasText: ACCOUNT })).toBeVisible();
      await expect(panel.locator('.loading')).toHaveCount(0);
      await expectNoViolations(page);

      // The cart still holds the item: saving it moved nothing out of the cart.
      await page.goto('/sunshine/demo/checkout');
      await expect(page.getByRole('article').filter({ hasText: ACCOUNT }).getByRole('button', { name: new RegExp(`^${s.save}: `) })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
  });
}
