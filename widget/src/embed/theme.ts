// EMBED-07: a theme other than the default loads its stylesheet from
// /web/widgets/current/themes/{theme}.css, as a <link> (the BFF's CSP allows
// style-src 'self' and nothing inline). The shell's own theme hook keeps the
// same element afterwards (lib/document.ts, data-payhub-theme).
import { themeHref } from '../lib/document';

export function applyTheme(theme: string, doc: Document = document): HTMLLinkElement | null {
  if (!theme || theme === 'default') {
    return null;
  }
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.dataset.payhubTheme = theme;
  link.href = themeHref(theme);
  doc.head.appendChild(link);
  return link;
}
