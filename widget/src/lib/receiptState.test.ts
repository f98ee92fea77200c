import { describe, expect, it } from 'vitest';
import type { CheckoutResult } from './checkoutTypes';
import { externalReceiptAddress, readReceiptState, receiptNavigationState, surveyLink } from './receiptState';

const RESULT: CheckoutResult = {
  confirmationNumber: 'PH-7',
  receiptId: 'PH-7',
  subtotal: '76.25',
  fee: '2.90',
  total: '79.15',
  items: [{ displayName: 'Water bill', amount: '76.25', quantity: 1 }],
  tender: { type: 'card', lastDigits: '4242', cardBrand: 'Visa' },
  email: 'ana@example.com',
};

const SURVEY = {
  production: { en: 'https://survey.example/prod-en', es: 'https://survey.example/prod-es' },
  nonProduction: { en: 'https://survey.example/test-en', es: '' },
};

describe('receipt navigation state and addresses', () => {
  it('CHK-17: the state carries the payment, its items and tender, the cart urls and showSurvey true', () => {
    const state = receiptNavigationState(RESULT, { return: 'https://county.example/' });
    expect(state).toEqual({
      payment: RESULT,
      items: RESULT.items,
      tender: RESULT.tender,
      urls: { return: 'https://county.example/' },
      showSurvey: true,
    });
    expect(readReceiptState(structuredClone(state), 'PH-7')).toEqual({ showSurvey: true, urls: { return: 'https://county.example/' } });
    expect(readReceiptState(state, 'PH-8').showSurvey).toBe(false);
    expect(readReceiptState(null, 'PH-7').showSurvey).toBe(false);
  });

  it('CHK-16: the external receipt URL gets the receipt id; a missing or non-web one gives none', () => {
    expect(externalReceiptAddress('https://county.example/receipts/{receiptId}?x=1', 'PH 7')).toBe(
      'https://county.example/receipts/PH%207?x=1',
    );
    expect(externalReceiptAddress('https://county.example/thanks', 'PH-7')).toBe('https://county.example/thanks');
    expect(externalReceiptAddress(undefined, 'PH-7')).toBeNull();
    expect(externalReceiptAddress('  ', 'PH-7')).toBeNull();
    expect(externalReceiptAddress('javascript:alert(1)//{receiptId}', 'PH-7')).toBeNull();
  });

  it('CHK-17: the survey link follows the environment and the language, falling back to English', () => {
    expect(surveyLink(SURVEY, 'prod', 'es')).toBe('https://survey.example/prod-es');
    expect(surveyLink(SURVEY, 'demo', 'en')).toBe('https://survey.example/test-en');
    expect(surveyLink(SURVEY, 'dev', 'es')).toBe('https://survey.example/test-en');
    expect(surveyLink(undefined, 'prod', 'en')).toBeNull();
  });
});
