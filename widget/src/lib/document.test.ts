import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeHref, useThemeStylesheet } from './document';

function themeLinks(): HTMLLinkElement[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[data-payhub-theme]')];
}

describe('useThemeStylesheet', () => {
  it('SHELL-05: loads no theme stylesheet for the default theme', () => {
    renderHook(() => useThemeStylesheet('default'));
    expect(themeLinks()).toHaveLength(0);
  });

  it('SHELL-05: loads the theme stylesheet when the theme is not the default, once, and drops it on return to default', () => {
    const { rerender } = renderHook(({ theme }) => useThemeStylesheet(theme), { initialProps: { theme: 'dark' } });
    expect(themeLinks()).toHaveLength(1);
    expect(themeLinks()[0]?.getAttribute('href')).toBe('/web/widgets/current/themes/dark.css');
    rerender({ theme: 'high-contrast' });
    expect(themeLinks()).toHaveLength(1);
    expect(themeLinks()[0]?.getAttribute('href')).toBe(themeHref('high-contrast'));
    rerender({ theme: 'default' });
    expect(themeLinks()).toHaveLength(0);
  });

  it('encodes theme names so a configured value cannot change the path', () => {
    expect(themeHref('../x')).toBe('/web/widgets/current/themes/..%2Fx.css');
  });
});
