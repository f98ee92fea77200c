// The shell's overlays on starlight/tour, the one sandbox site that turns
// them on: the welcome modal (SHELL-24, SHELL-25, SHELL-39, SHELL-40), the
// redirect warning on the footer's home link for a guest with a cart
// (SHELL-26, SHELL-27, GUARD-18) and the sandbox chatbot (SHELL-44,
// SHELL-45), lent the microphone by the page's policy; axe (WCAG 2.2 AA)
// with each modal open, in English and Spanish.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { WORDS, startIn, type Lang } from './checkout';

const HOME = '/starlight/tour/home';
const WATER_BILL = 'starlight/tour/utility_bills/T-100';

const TEXT = {
  en: {
    welcome: 'Welcome to Starlight Township payments',
    start: 'Get started',
    features: 'What you can do here',
    disclaimer: /more than one department: Utilities and Sanitation/,
    home: /Back to Starlight Township/,
    leaving: 'You are leaving this payment site',
    continue: /^Continue/,
    logIn: 'Log in',
    chat: 'Chat with us',
    closeChat: 'Close the chat',
    chatFrame: 'Chat assistant',
  },
  es: {
    welcome: 'Bienvenido a los pagos de Starlight Township',
    start: 'Comenzar',
    features: 'Lo que puede hacer aquí',
    disclaimer: /más de un departamento: Servicios Públicos y Saneamiento/,
    home: /Volver a Starlight Township/,
    leaving: 'Está saliendo de este sitio de pagos',
    continue: /^Continuar/,
    logIn: 'Iniciar sesión',
    chat: 'Chatee con nosotros',
    closeChat: 'Cerrar el chat',
    chatFrame: 'Asistente de chat',
  },
} as const;

/** Whether focus is on an element inside the locator. */
async function focusInside(page: Page, within: Locator): Promise<boolean> {
  const handle = await within.elementHandle();
  return page.evaluate((node) => node !== null && node.contains(document.activeElement), handle);
}

/** Whether the document's permissions policy allows the microphone (Chromium's document.featurePolicy). */
function allowsMicrophone(): boolean {
  const policy = (document as Document & { featurePolicy: { allowsFeature(feature: string): boolean } }).featurePolicy;
  return policy.allowsFeature('microphone');
}

/** Opens the home page, waits for the welcome modal and closes it with Escape. */
async function dismissWelcome(page: Page, lang: Lang): Promise<void> {
  await page.goto(HOME);
  const dialog = page.getByRole('dialog', { name: TEXT[lang].welcome });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

for (const lang of ['en', 'es'] as Lang[]) {
  test.describe(`the shell's modals (${lang})`, () => {
    const t = TEXT[lang];
    startIn(lang);
    test.describe.configure({ timeout: 60_000 });

    test(`SHELL-24 SHELL-25 SHELL-39 SHELL-40: the welcome modal holds focus, closes on Escape and stays closed (${lang})`, async ({ page }) => {
      await page.goto(HOME);
      const dialog = page.getByRole('dialog', { name: t.welcome });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      // Four features are configured; three show, with the two sources' disclaimer.
      await expect(dialog.getByRole('list', { name: t.features }).getByRole('listitem')).toHaveCount(3);
      await expect(dialog).toContainText(t.disclaimer);
      await expect(dialog.getByRole('button', { name: t.start })).toBeFocused();
      for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(await focusInside(page, dialog), `focus after ${key}`).toBe(true);
      }
      await expectNoViolations(page);

      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The chatbot's launcher shows once the overlays have loaded: by then the modal would have too.
      await expect(page.getByRole('button', { name: t.chat })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test(`SHELL-26 SHELL-27 GUARD-18: a guest with a cart who follows the home link is warned first (${lang})`, async ({ page }) => {
      await dismissWelcome(page, lang);
      await page.goto(`/starlight/tour/checkout?items=${encodeURIComponent(WATER_BILL)}`);
      await expect(page.getByRole('heading', { level: 1, name: WORDS[lang].cartStep })).toBeVisible();
      await expect(page.locator('.cart-item')).toHaveCount(1);

      await page.getByRole('link', { name: t.home }).click();
      const dialog = page.getByRole('dialog', { name: t.leaving });
      await expect(dialog).toBeVisible();
      const proceed = dialog.getByRole('link', { name: t.continue });
      await expect(proceed).toBeFocused();
      await expect(proceed).toHaveAttribute('href', 'https://example.org/starlight-township');
      await expect(dialog.getByRole('button', { name: t.logIn })).toBeVisible();
      await expectNoViolations(page);

      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('link', { name: t.home })).toBeFocused();
    });

    test(`SHELL-44 SHELL-45: the chatbot opens at its size and closes, from the launcher and from inside (${lang})`, async ({ page }) => {
      await dismissWelcome(page, lang);
      const launcher = page.getByRole('button', { name: t.chat });
      await expect(launcher).toBeVisible();
      const frame = page.getByTitle(t.chatFrame);
      await expect(frame).toBeHidden();

      await launcher.click();
      await expect(frame).toBeVisible();
      const chat = page.frameLocator(`iframe[title="${t.chatFrame}"]`);
      await expect(chat.getByRole('heading', { name: 'Sandbox chat assistant' })).toBeVisible();
      // The chatbot answers the launcher with its size, which fits the window.
      await expect(frame).toHaveCSS('width', '352px');
      await expect(frame).toHaveCSS('height', '520px');
      await page.getByRole('button', { name: t.closeChat }).click();
      await expect(frame).toBeHidden();

      await launcher.click();
      await expect(frame).toBeVisible();
      await chat.getByRole('button', { name: 'Close the chat' }).click();
      await expect(frame).toBeHidden();
      await expect(page.getByRole('button', { name: t.chat })).toHaveAttribute('aria-expanded', 'false');
    });

    test(`SHELL-44: the chatbot may use the microphone, and no other page or frame may (${lang})`, async ({ page }) => {
      await dismissWelcome(page, lang);
      await expect(page.getByRole('button', { name: t.chat })).toBeVisible();
      const chatbot = page.frames().find((f) => f.url().includes('/svc/chatbot/'));
      expect(chatbot, 'the chatbot frame').toBeDefined();
      expect(await chatbot?.evaluate(allowsMicrophone)).toBe(true);
      // A site without a chatbot keeps the microphone off, for the page itself too.
      await page.goto('/sunshine/demo/home');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(allowsMicrophone)).toBe(false);
    });
  });
}
