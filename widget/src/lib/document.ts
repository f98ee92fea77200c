// The document around the React tree: tab title (SHELL-01, SHELL-02,
// GUARD-11), meta description (SHELL-03) and favicon (SHELL-04).
import { useEffect } from 'react';
import type { Translate } from './i18n';

/** The fixed product icon, shipped with the build. */
export const PRODUCT_ICON = `${import.meta.env.BASE_URL}favicon.svg`;

/**
 * The tab title: '{client} payments and services' on home (or only
 * 'payments and services' without a client title), and
 * '{page} - {client}' on any other page.
 */
export function documentTitle(t: Translate, clientTitle: string, pageTitle?: string): string {
  if (pageTitle) {
    return clientTitle ? t('document.pageTitle', { page: pageTitle, client: clientTitle }) : pageTitle;
  }
  return clientTitle ? t('document.title', { client: clientTitle }) : t('document.titleNoClient');
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    if (title) {
      document.title = title;
    }
  }, [title]);
}

function headElement(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) {
    return found;
  }
  const element = create();
  document.head.appendChild(element);
  return element;
}

export function useMetaDescription(text: string): void {
  useEffect(() => {
    const meta = headElement('meta[name="description"]', () => {
      const m = document.createElement('meta');
      m.name = 'description';
      return m;
    });
    meta.setAttribute('content', text);
  }, [text]);
}

/** Points the favicon at href, or at the product icon when href is empty. */
export function useFavicon(href: string | undefined): void {
  useEffect(() => {
    const link = headElement('link[rel="icon"]', () => {
      const l = document.createElement('link');
      l.rel = 'icon';
      return l;
    });
    const target = href || PRODUCT_ICON;
    link.setAttribute('href', target);
    if (target.endsWith('.svg')) {
      link.setAttribute('type', 'image/svg+xml');
    } else {
      link.removeAttribute('type');
    }
  }, [href]);
}

/** Where the BFF serves theme stylesheets (contracts §3). */
export function themeHref(theme: string): string {
  return `/web/widgets/current/themes/${encodeURIComponent(theme)}.css`;
}

/**
 * Loads the site's theme stylesheet when its colour theme is not the
 * default (SHELL-05), and removes it again when the theme changes back.
 */
export function useThemeStylesheet(theme: string | undefined): void {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLLinkElement>('link[data-payhub-theme]');
    if (!theme || theme === 'default') {
      existing?.remove();
      return;
    }
    const link = existing ?? document.createElement('link');
    link.rel = 'stylesheet';
    link.dataset.payhubTheme = theme;
    link.href = themeHref(theme);
    if (!existing) {
      document.head.appendChild(link);
    }
  }, [theme]);
}
