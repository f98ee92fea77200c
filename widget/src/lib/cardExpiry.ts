// A saved card's expiry (spec 001 §3 and §4 "Wallet"): shown as MM/YY
// (WAL-09), and expired by the rule of WAL-11, so that it cannot be chosen.
// No texts here: the payment step reads it without the wallet's catalogue.
import type { SavedTenderView } from './walletTypes';

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
export function isExpiredTender(tender: Pick<SavedTenderView, 'type' | 'isExpired' | 'expiry'>, now: Date): boolean {
  return tender.isExpired || (tender.type === 'card' && cardExpired(tender.expiry, now));
}
