// The frame around every page of a site: skip link, header, announcement
// banners, the main landmark named after the page (SHELL-09), the footer,
// and the overlays: welcome modal, redirect warning and chatbot.
// Install flags switch header, footer and announcements off; the embedded
// widget has them all off, and its build leaves them out (lib/build.ts).
import { Suspense, type ReactNode } from 'react';
import { WIDGET_BUILD } from '../../lib/build';
import { metaClasses, type RouteMeta } from './routeMeta';
import { FooterLazy, ShellOverlaysLazy } from './lazySections';
import { Notice } from '../../components/ui/Notice';
import { useFavicon, useThemeStylesheet } from '../../lib/document';
import { useT } from '../../lib/i18n';
import { useRedirectCartStart } from '../../lib/redirectCart';
import { sectionData } from '../../state/screens';
import type { ShellScreen, SiteConfig } from '../../lib/types';
import { BannerStrip } from './BannerStrip';
import { Header } from './Header';

export interface ShellProps {
  /** The page name, used as the main element's class `page-{name}`. */
  page: string;
  config: SiteConfig;
  screen: ShellScreen;
  /** The route's meta flags (SHELL-06, SHELL-07). */
  meta?: RouteMeta;
  children: ReactNode;
}

export function Shell({ page, config, screen, meta = {}, children }: ShellProps) {
  const t = useT();
  useFavicon(config.payHub.favicon);
  useThemeStylesheet(config.payHub.colorTheme);
  useRedirectCartStart();
  const announcements = sectionData(screen.sections.announcements);
  const { install } = config;
  const chrome = !WIDGET_BUILD;
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      {chrome && install.enableHeader && !meta.hideHeader ? (
        <Header
          logo={config.payHub.clientLogo}
          config={config}
          hideCartIcon={meta.hideCartIcon}
          sources={sectionData(screen.sections.sources)}
          announcements={announcements}
        />
      ) : null}
      {chrome && install.showAnnouncements ? <BannerStrip banners={announcements?.banners} state={announcements?.state} /> : null}
      <main id="main" className={`page page-${page} ${metaClasses(meta)}`.trim()}>
        <Notice />
        {children}
      </main>
      {chrome && install.enableFooter && !meta.hideFooter ? (
        <Suspense fallback={null}>
          <FooterLazy config={config} announcements={announcements?.footers} />
        </Suspense>
      ) : null}
      {chrome ? (
        <Suspense fallback={null}>
          <ShellOverlaysLazy
            config={config}
            meta={meta}
            sources={sectionData(screen.sections.sources)}
            environment={screen.environment}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
