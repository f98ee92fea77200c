import { describe, expect, it } from 'vitest';
import { modeOpensRoute } from './siteModes';

describe('routes per site mode', () => {
  it('ROUTE-36: a homepage site opens every route', () => {
    for (const route of ['home', 'property-tax', 'forms', 'checkout', 'nonprod-sign-in']) {
      expect(modeOpensRoute('homepage', route), route).toBe(true);
    }
  });

  it('ROUTE-36: a redirect-only site opens the money path and its error pages, not search or home', () => {
    for (const route of ['checkout', 'confirmation', 'receipt', 'redirect', 'redirect-error', 'cart-error']) {
      expect(modeOpensRoute('redirect-only', route), route).toBe(true);
    }
    for (const route of ['home', 'property-tax', 'forms', 'taxsys']) {
      expect(modeOpensRoute('redirect-only', route), route).toBe(false);
    }
  });

  it('ROUTE-37: an embedded public site turns off home, the non-production gate, forms and tax-system pages', () => {
    for (const route of ['home', 'nonprod-sign-in', 'forms', 'taxsys']) {
      expect(modeOpensRoute('embedded-public', route), route).toBe(false);
    }
    for (const route of ['checkout', 'property-tax', 'verify-email', 'receipt']) {
      expect(modeOpensRoute('embedded-public', route), route).toBe(true);
    }
  });
});
