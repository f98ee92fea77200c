// Announcement banners as plain text (never HTML), newest first (spec 000
// §9), after the banner state's fixed message (spec 001 §4) and the
// new-bookmark warning (spec 000 §2 "Banner strip").
import { useSearch } from 'wouter';
import { pick, useLanguage, useT, type MessageKey } from '../../lib/i18n';
import type { Banner, BannerState, Language } from '../../lib/types';
import '../../lib/i18n/nav';

/** The active banners that have a text in the language, newest first. */
export function bannersToShow(banners: readonly Banner[] | null | undefined, language: Language): Banner[] {
  return (banners ?? [])
    .filter((b) => b.active && (!b.locale || b.locale === language) && pick(b.text, language) !== '')
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

const STATE_MESSAGES: Record<Exclude<BannerState, ''>, { key: MessageKey; variant: string }> = {
  noCard: { key: 'banner.state.noCard', variant: 'warning' },
  noBank: { key: 'banner.state.noBank', variant: 'warning' },
  noBankOrCard: { key: 'banner.state.noBankOrCard', variant: 'danger' },
  noPayment: { key: 'banner.state.noPayment', variant: 'danger' },
  loginIssues: { key: 'banner.state.loginIssues', variant: 'warning' },
};

/**
 * ANN-11, ANN-12: the message of a banner state; any other name (and none)
 * shows nothing. The BFF names loginIssues only for sites that use login.
 */
export function stateMessage(state: string | undefined): { key: MessageKey; variant: string } | null {
  return state && Object.hasOwn(STATE_MESSAGES, state) ? STATE_MESSAGES[state as keyof typeof STATE_MESSAGES] : null;
}

function variantOf(type: string): string {
  return /^[a-z-]+$/.test(type) ? type : 'info';
}

export interface BannerStripProps {
  banners: readonly Banner[] | null | undefined;
  /** The banner state of the site's announcements. */
  state?: string;
}

export function BannerStrip({ banners, state }: BannerStripProps) {
  const { language } = useLanguage();
  const t = useT();
  const bookmark = new URLSearchParams(useSearch()).has('suggestNewBookmark');
  const fixed = stateMessage(state);
  // The banners whose effects make the state say the same thing again.
  const shown = bannersToShow(banners, language).filter((b) => !(fixed && b.effects?.length));
  if (shown.length === 0 && !fixed && !bookmark) {
    return null;
  }
  // The strip's name differs from that of the footer's announcements
  // panel, which a site that pre-expands announcements shows on the same
  // page (SHELL-19): two landmarks of one name cannot be told apart.
  return (
    <section className="banners" aria-label={t('shell.announcements')}>
      <ul className="banners__list">
        {bookmark ? <li className="banner banner--warning">{t('banner.newBookmark')}</li> : null}
        {fixed ? <li className={`banner banner--${fixed.variant}`}>{t(fixed.key)}</li> : null}
        {shown.map((banner) => (
          <li key={banner.id} className={`banner banner--${variantOf(banner.type)}`}>
            {pick(banner.text, language)}
          </li>
        ))}
      </ul>
    </section>
  );
}
