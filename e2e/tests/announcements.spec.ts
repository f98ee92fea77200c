// Announcements in the browser: a card outage announced for moonbeam/pay
// puts its fixed message at the top of every page and takes the card away
// (ANN-10, ANN-11); the new-bookmark warning (SHELL-36) in both languages.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import { startIn, type Lang } from './checkout';

const BOOKMARK: Record<Lang, string> = {
  en: 'This page has a new address. Please update your bookmark to the address you see now.',
  es: 'Esta página tiene una nueva dirección. Actualice su marcador con la dirección que ve ahora.',
};
// The banner strip's landmark, named apart from the footer's announcements
// panel (en 'Announcements', es 'Anuncios') that a pre-expanding site opens.
const REGION: Record<Lang, string> = { en: 'Announcement banners', es: 'Avisos' };

test.describe('a card outage (en)', () => {
  startIn('en');

  test('ANN-11: moonbeam/pay shows the no-card message above its banners, accessibly', async ({ page }) => {
    await page.goto('/moonbeam/pay/home');
    // moonbeam/pay pre-expands its announcements (SHELL-19): the footer, a
    // chunk of its own, opens its announcements panel, a landmark of its
    // own. Waiting for it makes the strip's count below independent of when
    // that chunk arrives.
    const footerPanel = page.getByRole('contentinfo').getByRole('region', { name: 'Announcements', exact: true });
    await expect(footerPanel.getByRole('listitem')).toHaveText(['City Hall Visit us']);
    const strip = page.getByRole('region', { name: REGION.en, exact: true });
    // The outage banner itself is not repeated under the state's message.
    await expect(strip.getByRole('listitem')).toHaveText([
      'We are having trouble taking card payments. Please try again later or pay by bank account.',
      'Saved items are unavailable tonight.',
    ]);
    await expectNoViolations(page);
    const unique = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
    expect(unique.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  });
});

for (const lang of ['en', 'es'] as Lang[]) {
  test.describe(`the new-bookmark warning (${lang})`, () => {
    startIn(lang);

    test(`SHELL-36: suggestNewBookmark adds the warning banner (${lang})`, async ({ page }) => {
      await page.goto('/sunshine/demo/home?suggestNewBookmark=1');
      const strip = page.getByRole('region', { name: REGION[lang] });
      await expect(strip.getByRole('listitem').first()).toHaveText(BOOKMARK[lang]);
      await expectNoViolations(page);
      await page.goto('/sunshine/demo/home');
      await expect(page.getByText(BOOKMARK[lang])).toHaveCount(0);
    });
  });
}

test.describe('reduced motion', () => {
  startIn('en');

  test('prefers-reduced-motion: transitions and animations are all but switched off', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/sunshine/demo/home');
    const tile = page.locator('.tile').first();
    await expect(tile).toBeVisible();
    const durations = await tile.evaluate((el) => getComputedStyle(el).transitionDuration.split(',').map(parseFloat));
    for (const seconds of durations) expect(seconds).toBeLessThan(0.001);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const normal = await tile.evaluate((el) => getComputedStyle(el).transitionDuration.split(',').map(parseFloat));
    expect(Math.max(...normal)).toBeGreaterThan(0.1);
  });
});
