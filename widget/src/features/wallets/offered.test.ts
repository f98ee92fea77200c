import { describe, expect, it } from 'vitest';
import type { Tenders } from '../../lib/checkoutTypes';
import { inIframe, offeredWallets } from './offered';

const tenders = (allowed: string[], blocked: string[] = []): Tenders => ({
  allowed,
  blocked: blocked.map((type) => ({ type, reason: 'over_limit', department: 'Tax Collector', limit: '5000.00' })),
  alerts: [],
});

describe('wallet tenders offered', () => {
  it('offers each wallet tender the BFF allows, in a fixed order', () => {
    expect(offeredWallets(tenders(['googlePay', 'card', 'venmo', 'paypal', 'applePay', 'bank']), false)).toEqual([
      'paypal',
      'venmo',
      'applePay',
      'googlePay',
    ]);
  });

  it('TENDER-10, TENDER-11, TENDER-12, TENDER-13, TENDER-15: a tender the BFF left out is not offered', () => {
    // Mixed categories leave out the mobile wallets and Venmo; PayPal off leaves out both brands.
    expect(offeredWallets(tenders(['card', 'bank', 'paypal']), false)).toEqual(['paypal']);
    expect(offeredWallets(tenders(['card', 'applePay', 'googlePay']), false)).toEqual(['applePay', 'googlePay']);
    expect(offeredWallets(undefined, false)).toEqual([]);
  });

  it('VAL23: a tender blocked by a department limit is not offered', () => {
    expect(offeredWallets(tenders(['bank', 'paypal', 'applePay'], ['paypal', 'applePay']), false)).toEqual([]);
  });

  it('TENDER-14: Venmo is not offered inside an iframe, the other wallets are', () => {
    const all = tenders(['paypal', 'venmo', 'applePay', 'googlePay']);
    expect(offeredWallets(all, true)).toEqual(['paypal', 'applePay', 'googlePay']);
  });

  it('TENDER-14: a page whose top window is another window is inside an iframe', () => {
    const self = {} as Window;
    expect(inIframe({ self, top: self } as Window)).toBe(false);
    expect(inIframe({ self, top: {} as Window } as Window)).toBe(true);
    expect(inIframe(window)).toBe(false);
  });
});
