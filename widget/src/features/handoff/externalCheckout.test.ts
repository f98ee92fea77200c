import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../test/fixtures';
import { externalCheckoutEnabled } from './externalCheckout';
import { checkoutPathOf } from './HandoffFailedNotice';

describe('reading the hand-off settings', () => {
  it('CHK-02: only externalCheckout.enabled true hands off', () => {
    expect(externalCheckoutEnabled({ ...siteConfig(), externalCheckout: { enabled: true } })).toBe(true);
    expect(externalCheckoutEnabled({ ...siteConfig(), externalCheckout: { enabled: false } })).toBe(false);
    expect(externalCheckoutEnabled(siteConfig())).toBe(false);
    expect(externalCheckoutEnabled(undefined)).toBe(false);
    // A malformed setting from an upstream is not a hand-off.
    const odd = JSON.parse('{"externalCheckout": {"enabled": "yes"}}') as { externalCheckout: { enabled: boolean } };
    expect(externalCheckoutEnabled({ ...siteConfig(), ...odd })).toBe(false);
  });

  it('CHK-02: the way back to checkout keeps the URL style of the error route', () => {
    expect(checkoutPathOf('/sunshine/demo/home')).toBe('/sunshine/demo/checkout');
    expect(checkoutPathOf('/dmv/sunshine/demo/home')).toBe('/dmv/sunshine/demo/checkout');
    expect(checkoutPathOf('/sunshine/home')).toBe('/sunshine/checkout');
  });
});
