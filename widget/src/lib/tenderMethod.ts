// The payment method a chosen tender pays as: the key of its fee in the
// checkout screen's fees section. Shared by the payment and review steps.
import type { Tender } from './checkoutTypes';

/**
 * The payment method a tender pays as, which keys its fee in the fees
 * section: a card from Apple Pay or Google Pay pays the wallet's fee
 * (applePay, googlePay), any other tender its type's.
 */
export function tenderMethod(tender: Pick<Tender, 'type' | 'source'>): string {
  if (tender.type === 'card' && tender.source === 'apple') {
    return 'applePay';
  }
  if (tender.type === 'card' && tender.source === 'google') {
    return 'googlePay';
  }
  return tender.type;
}
