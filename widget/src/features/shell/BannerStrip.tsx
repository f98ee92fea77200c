// Announcement banners as plain text (never HTML), newest first (spec 000 §9).
import { pick, useLanguage, useT } from '../../lib/i18n';
import type { Banner, Language } from '../../lib/types';

/** The active banners that have a text in the language, newest first. */
export function bannersToShow(banners: readonly Banner[] | null | undefined, language: Language): Banner[] {
  return (banners ?? [])
    .filter((b) => b.active && (!b.locale || b.locale === language) && pick(b.text, language) !== '')
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

function variantOf(type: string): string {
  return /^[a-z-]+$/.test(type) ? type : 'info';
}

export function BannerStrip({ banners }: { banners: readonly Banner[] | null | undefined }) {
  const { language } = useLanguage();
  const t = useT();
  const shown = bannersToShow(banners, language);
  if (shown.length === 0) {
    return null;
  }
  return (
    <section className="banners" aria-label={t('shell.announcements')}>
      <ul className="banners__list">
        {shown.map((banner) => (
          <li key={banner.id} className={`banner banner--${variantOf(banner.type)}`}>
            {pick(banner.text, language)}
          </li>
        ))}
      </ul>
    </section>
  );
}
