// Which of PayPal, Venmo, Apple Pay and Google Pay the payer is offered. The
// BFF applies the site's and the cart's rules (TENDER-10 to TENDER-13,
// TENDER-15) to the tenders section; only the page knows whether it runs
// inside an iframe, so TENDER-14 is decided here.
import type { Tenders } from '../../lib/checkoutTypes';

export type WalletTender = 'paypal' | 'venmo' | 'applePay' | 'googlePay';

export const WALLET_TENDERS: readonly WalletTender[] = ['paypal', 'venmo', 'applePay', 'googlePay'];

/** Whether this page runs inside a frame (the embedded widget, a host page). */
export function inIframe(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // A cross-origin parent may refuse the comparison: that is a frame too.
    return true;
  }
}

/** The wallet tenders the tenders section allows and does not block. */
export function offeredWallets(tenders: Tenders | undefined, framed: boolean): WalletTender[] {
  const allowed = new Set(tenders?.allowed ?? []);
  const blocked = new Set((tenders?.blocked ?? []).map((b) => b.type));
  return WALLET_TENDERS.filter(
    (type) => allowed.has(type) && !blocked.has(type) && !(type === 'venmo' && framed),
  );
}
