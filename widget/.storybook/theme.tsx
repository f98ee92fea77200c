// The theme toolbar: the chosen theme's stylesheet from /themes is the only
// one on the page. The theme files set custom properties on :root (and the
// high-contrast one adds global link and focus rules), so they cannot be
// scoped by a selector; swapping one <style> element switches them cleanly.
import { useLayoutEffect, type ReactNode } from 'react';
import darkCss from '../../themes/dark.css?inline';
import defaultCss from '../../themes/default.css?inline';
import highContrastCss from '../../themes/high-contrast.css?inline';

export const THEMES = ['default', 'dark', 'high-contrast'] as const;
export type ThemeName = (typeof THEMES)[number];

const STYLESHEETS: Record<ThemeName, string> = {
  default: defaultCss,
  dark: darkCss,
  'high-contrast': highContrastCss,
};

export function isTheme(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** Applies the theme before paint, after every other stylesheet so it wins over the portal's defaults. */
export function ThemeStyle({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  useLayoutEffect(() => {
    let style = document.head.querySelector<HTMLStyleElement>('style[data-storybook-theme]');
    if (!style) {
      style = document.createElement('style');
      style.dataset.storybookTheme = '';
    }
    style.textContent = STYLESHEETS[theme];
    // Stylesheets a story loads later come after it; moving it last keeps it in charge.
    document.head.appendChild(style);
    document.documentElement.dataset.payhubTheme = theme;
  }, [theme]);
  return <>{children}</>;
}
