// How a saved tender is named and described on screen (spec 001 §3
// "Wallet"): its name (WAL-07) and the last digits its description ends with
// (WAL-08); a card's expiry (WAL-09, WAL-11) is in cardExpiry.ts, which needs
// no texts.
import type { Translate } from './i18n';
import type { SavedTenderView } from './walletTypes';
import './i18n/wallet';

export { cardExpired, expiryText, isExpiredTender, readExpiry } from './cardExpiry';

/** The longest nickname a saved tender takes. */
export const NICKNAME_MAX = 30;

/** WAL-07: the nickname; else "{brand} Card"; else "{Checking|Savings} Account"; else "PayPal". */
export function tenderName(t: Translate, tender: Pick<SavedTenderView, 'type' | 'nickname' | 'cardBrand' | 'bankAccountType'>): string {
  const nickname = tender.nickname.trim();
  if (nickname) {
    return nickname;
  }
  switch (tender.type) {
    case 'card':
      return tender.cardBrand ? t('wallet.name.card', { brand: tender.cardBrand }) : t('wallet.name.cardNoBrand');
    case 'bank':
      if (tender.bankAccountType === 'checking') return t('wallet.name.checking');
      if (tender.bankAccountType === 'savings') return t('wallet.name.savings');
      return t('wallet.name.bank');
    case 'paypal':
      return t('wallet.name.paypal');
  }
}

/** WAL-08: "ending in 4242"; empty when the tender shows no digits (PayPal). */
export function endingIn(t: Translate, lastDigits: string): string {
  return lastDigits ? t('wallet.endingIn', { digits: lastDigits }) : '';
}
