// The footer bar (spec 000 §2 "Shell screens"): tabs Help (SHELL-16),
// Contact us and Terms of use (SHELL-17), a home link when a return-home
// URL and its text are configured (SHELL-18), and Announcements when the
// site's footer announcements loaded. Every tab starts closed, the hidden
// empty tab, unless the site pre-expands announcements (SHELL-19); Terms of use and the home link open a new window
// and close the open tab (SHELL-20). The Contact tab's form is a chunk of
// its own, fetched when the tab first opens (SHELL-21). The Powered-by line
// shows only with branding on (SHELL-23). A guest with items in the cart
// who follows the home link sees the redirect warning first (GUARD-18).
// The Shell loads this module
// lazily, so the footer's texts stay out of a page's first load.
import { Suspense, useId, useState, type ReactNode } from 'react';
import { ContactPanelLazy as ContactPanel } from './contact/lazyContactPanel';
import { Loading } from '../../components/ui/Loading';
import { pick, useLanguage, useT } from '../../lib/i18n';
import '../../lib/i18n/contact';
import { useRedirectWarning } from '../../state/redirectWarning';
import type { FooterAnnouncement, SiteConfig } from '../../lib/types';
import './footer.css';
import '../../lib/i18n/nav';

/** The portal's own terms of use, for a site that names none (SHELL-17). */
export const DEFAULT_TERMS_URL = 'https://example.org/payhub/terms-of-use';

type Tab = 'help' | 'contact' | 'announcements';

export interface FooterProps {
  config: SiteConfig;
  /** The site's footer announcements; absent when they failed to load (the tab is hidden). */
  announcements?: FooterAnnouncement[] | null;
}

export function Footer({ config, announcements }: FooterProps) {
  const t = useT();
  const { language } = useLanguage();
  const id = useId();
  const warnBeforeLeaving = useRedirectWarning();
  const { help, payHub } = config;
  const homeText = pick(payHub.returnHomeText, language).trim();
  const homeUrl = payHub.returnHomeUrl.trim();
  const notices = (announcements ?? []).filter((a) => a.active);
  // null is the hidden empty tab: the footer is closed, unless the site
  // pre-expands its announcements and some loaded (SHELL-19).
  const [open, setOpen] = useState<Tab | null>(() =>
    config.install.preExpandNotifications && notices.length > 0 ? 'announcements' : null,
  );

  const tab = (name: Tab, label: string) => (
    <li>
      <button
        type="button"
        className="footer__tab"
        aria-expanded={open === name}
        aria-controls={open === name ? `${id}-panel` : undefined}
        onClick={() => setOpen(open === name ? null : name)}
      >
        {label}
      </button>
    </li>
  );
  // leaves: a guest with items in the cart gets the redirect warning first (GUARD-18).
  const outbound = (href: string, label: string, leaves = false) => (
    <li>
      <a
        className="footer__tab"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => {
          setOpen(null);
          if (leaves && warnBeforeLeaving(href, true)) event.preventDefault();
        }}
      >
        {label} <span className="visually-hidden">{t('footer.newWindow')}</span>
      </a>
    </li>
  );

  let panel: ReactNode = null;
  if (open === 'help') {
    panel = (
      <section aria-labelledby={`${id}-help`}>
        <h2 id={`${id}-help`}>{t('footer.help.heading')}</h2>
        <ul>
          <li>{t('footer.help.find')}</li>
          <li>{t('footer.help.pay')}</li>
          <li>{t('footer.help.receipt')}</li>
        </ul>
      </section>
    );
  } else if (open === 'contact') {
    panel = (
      <Suspense fallback={<Loading />}>
        <ContactPanel config={config} />
      </Suspense>
    );
  } else if (open === 'announcements') {
    panel = (
      <section aria-labelledby={`${id}-announcements`}>
        <h2 id={`${id}-announcements`}>{t('footer.announcements')}</h2>
        <ul>
          {notices.map((a) => (
            <li key={a.id}>
              <strong>{pick(a.title, language)}</strong> {pick(a.headline, language)}
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <footer className="footer">
      <nav className="footer__bar" aria-label={t('footer.label')}>
        <ul className="footer__tabs">
          {help.showHelp ? tab('help', t('footer.help')) : null}
          {help.showContactUs ? tab('contact', t('footer.contact')) : null}
          {outbound(help.termsUrl?.trim() || DEFAULT_TERMS_URL, t('footer.terms'))}
          {homeUrl && homeText ? outbound(homeUrl, homeText, true) : null}
          {notices.length > 0 ? tab('announcements', t('footer.announcements')) : null}
        </ul>
      </nav>
      {panel ? (
        <div className="footer__panel" id={`${id}-panel`}>
          <div className="footer__panel-bar">
            <button type="button" className="button button--quiet" onClick={() => setOpen(null)}>
              {t('footer.close')}
            </button>
          </div>
          {panel}
        </div>
      ) : null}
      {payHub.showGSGBranding ? <p className="footer__powered">{t('shell.poweredBy')}</p> : null}
    </footer>
  );
}
