// ERR-30 (spec 000 §8), ERR-93 (spec 001 §8): before the payment step
// shows the card-input frame, the page probes the wallet host (POST
// {wallet origin}/probe). A network that blocks the wallet host (a
// firewall, a filtering proxy) answers that probe 403: the payer gets the
// network-error screen, in English and Spanish, and no frame is asked for.
// The wallet host's real answer lets the frame load, which also proves the
// page's policy lets it connect there.
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { WORDS, addByAccount, cardFrame, startIn, type Lang } from './checkout';

/** The network-error screen's title (widget/src/lib/i18n/en.pages.ts, es.pages.ts). */
const NETWORK_ERROR = { en: 'Connection problem', es: 'Problema de conexión' } as const;

function walletURL(): string {
  const url = process.env.PAYHUB_WALLET_URL;
  if (!url) throw new Error('PAYHUB_WALLET_URL is not set (global-setup.ts)');
  return url;
}

/** Counts the page's probes and card-input frame requests to the wallet host. */
function watchWallet(page: Page) {
  const seen = { probes: 0, frames: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== walletURL()) return;
    if (url.pathname === '/probe') seen.probes += 1;
    if (url.pathname.startsWith('/card-input/')) seen.frames += 1;
  });
  return seen;
}

async function continueToPayment(page: Page, lang: Lang): Promise<void> {
  const w = WORDS[lang];
  await addByAccount(page, w, 'property-tax', 'R100-001');
  await page.goto('/sunshine/demo/checkout');
  await expect(page.getByRole('heading', { level: 1, name: w.cartStep })).toBeVisible();
  await page.getByRole('button', { name: w.toPayment }).click();
}

for (const lang of ['en', 'es'] as const) {
  test.describe(`the wallet probe (${lang})`, () => {
    startIn(lang);

    test('ERR-30 ERR-93: a probe answered 403 sends the payment step to the network-error screen', async ({ page }) => {
      // The blocking proxy: the wallet host's probe is answered 403, readable by the page.
      await page.route(`${walletURL()}/probe`, (route) =>
        route.fulfill({ status: 403, contentType: 'text/plain', body: 'Forbidden', headers: { 'Access-Control-Allow-Origin': '*' } }),
      );
      const seen = watchWallet(page);
      await continueToPayment(page, lang);
      await expect(page.getByRole('heading', { level: 1, name: NETWORK_ERROR[lang] })).toBeVisible();
      await expect(page).toHaveURL(/\/sunshine\/demo\/network-error$/);
      expect(seen.probes).toBe(1);
      expect(seen.frames).toBe(0);
      await expectNoViolations(page);
    });
  });
}

test.describe('the wallet probe answered by the wallet host', () => {
  startIn('en');

  test('ERR-30 ERR-93: the real wallet host answers the probe and the card-input frame loads', async ({ page }) => {
    const seen = watchWallet(page);
    const probe = page.waitForResponse((response) => response.url() === `${walletURL()}/probe`);
    await continueToPayment(page, 'en');
    expect((await probe).status()).toBe(200);
    const frame = await cardFrame(page, WORDS.en);
    await expect(frame.getByLabel(WORDS.en.cardNumber, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/sunshine\/demo\/checkout$/);
    expect(seen.probes).toBe(1);
  });
});
