import { describe, expect, it } from 'vitest';
import { WIDGET_PATH_PREFIX } from './protocol';
import { widgetUrl, type WidgetUrlParts } from './url';

const parts: WidgetUrlParts = {
  origin: 'https://pay.example.gov',
  client: 'sunshine',
  site: 'demo',
  route: 'checkout',
  language: 'en',
  theme: 'default',
  items: [],
  hideReceipt: false,
  parentOrigin: 'https://www.sunshine.example',
  channel: 'payhub-1',
};

describe('widgetUrl', () => {
  it('builds the contract URL with the defaults', () => {
    expect(widgetUrl(parts)).toBe(
      'https://pay.example.gov/web/widgets/current/sunshine/demo/checkout' +
        '?lang=en&theme=default&parentOrigin=https%3A%2F%2Fwww.sunshine.example&channel=payhub-1',
    );
  });

  it('adds items as encoded paths separated by literal commas, and hideReceipt=1', () => {
    const url = widgetUrl({
      ...parts,
      route: 'property-tax',
      language: 'es',
      theme: 'dark',
      items: ['tax/R100-001', 'water bill/U-5001&x=1'],
      hideReceipt: true,
    });
    expect(url).toBe(
      'https://pay.example.gov/web/widgets/current/sunshine/demo/property-tax' +
        '?lang=es&theme=dark&items=tax%2FR100-001,water%20bill%2FU-5001%26x%3D1&hideReceipt=1' +
        '&parentOrigin=https%3A%2F%2Fwww.sunshine.example&channel=payhub-1',
    );
    const query = new URL(url).searchParams;
    expect(query.get('items')?.split(',').map(decodeURIComponent)).toEqual(['tax/R100-001', 'water bill/U-5001&x=1']);
  });

  it('keeps the slashes of a multi-segment route and encodes each segment', () => {
    expect(widgetUrl({ ...parts, route: 'dmv/vehicle-renewal' })).toContain('/sunshine/demo/dmv/vehicle-renewal?');
  });

  it('starts every path with the exported prefix on the given origin', () => {
    const url = new URL(widgetUrl(parts));
    expect(url.origin).toBe(parts.origin);
    expect(url.pathname.startsWith(WIDGET_PATH_PREFIX)).toBe(true);
    expect(url.searchParams.get('parentOrigin')).toBe('https://www.sunshine.example');
  });
});
