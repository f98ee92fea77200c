// How a saved tender is named and described on screen (spec 001 §3
// "Wallet"): its name (WAL-07), the last digits its description ends with
// (WAL-08), a card's expiry as MM/YY (WAL-09), and whether a card is
// expired (WAL-11) and so cannot be chosen.
import type { Translate } from './i18n';
import type { TenderView } from './walletTypes';
import './i18n/wallet';

/** The longest nickname a saved tender takes. */
export const NICKNAME_MAX = 30;

/** WAL-07: the nickname; else "{brand} Card"; else "{Checking|Savings} Account"; else "PayPal". */
export function tenderName(t: Translate, tender: Pick<TenderView, 'type' | 'nickname' | 'cardBrand' | 'bankAccountType'>): string {
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

/** A card's expiry month and two-digit year, read from "MM/YY", "M/YY" or "MM/YYYY"; null when unreadable. */
export function readExpiry(expiry: string | undefined): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry ?? '');
  if (!match) {
    return null;
  }
  const month = Number(match[1]);
  const year = Number(match[2]) % 100;
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** WAL-09: the expiry as MM/YY ("4/2029" -> "04/29"); "" when there is none. */
export function expiryText(expiry: string | undefined): string {
  const read = readExpiry(expiry);
  return read ? `${String(read.month).padStart(2, '0')}/${String(read.year).padStart(2, '0')}` : '';
}

/**
 * WAL-11: a card is expired when its year is before the current year, or it
 * is the current year and its month is before the current month; a card
 * expiring this month is not expired.
 */
export function cardExpired(expiry: string | undefined, now: Date): boolean {
  const read = readExpiry(expiry);
  if (!read) {
    return false;
  }
  const year = now.getFullYear() % 100;
  const month = now.getMonth() + 1;
  return read.year < year || (read.year === year && read.month < month);
}

/** Whether the tender cannot pay: the BFF says it is expired, or the card is by WAL-11 on this clock. */
export function isExpiredTender(tender: Pick<TenderView, 'type' | 'isExpired' | 'expiry'>, now: Date): boolean {
  return tender.isExpired || (tender.type === 'card' && cardExpired(tender.expiry, now));
}
