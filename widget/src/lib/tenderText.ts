// How a paid or chosen tender is named on screen: "Visa ending in 4242",
// "Bank account ending in 6789". Only the brand and last digits exist here.
import type { Translate } from './i18n';
import './i18n/steps';

export interface TenderSummary {
  type: string;
  cardBrand: string;
  lastDigits: string;
}

export function describeTender(t: Translate, tender: TenderSummary): string {
  if (!tender.lastDigits) {
    // PayPal and Venmo show no digits: the brand names the tender.
    return tender.cardBrand || t('tender.card');
  }
  if (tender.type === 'bank') {
    return t('tender.bankEnding', { digits: tender.lastDigits });
  }
  return t('tender.cardEnding', { brand: tender.cardBrand || t('tender.card'), digits: tender.lastDigits });
}
