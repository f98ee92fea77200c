import { describe, expect, it } from 'vitest';
import type { TenderAlert } from '../../lib/checkoutTypes';
import { translate, type MessageKey, type MessageParams } from '../../lib/i18n';
import type { Language } from '../../lib/types';
import { tenderMethod } from '../../lib/tenderMethod';
import { limitAlertText } from './tenders';

const tIn = (language: Language) => (key: MessageKey, params?: MessageParams) => translate(language, key, params);

const restricted: TenderAlert = {
  level: 'warning',
  key: 'cart.tender_restricted',
  department: '',
  limit: '',
  types: ['bank'],
  payables: ['Food truck permit', 'Parking citation'],
};

describe('tender restriction alerts', () => {
  it('TENDER-08: name the payables and the methods they allow (en, es)', () => {
    expect(limitAlertText(restricted, tIn('en'), 'en')).toBe('Food truck permit and Parking citation can be paid only by bank account.');
    expect(limitAlertText(restricted, tIn('es'), 'es')).toBe('Food truck permit y Parking citation solo se puede pagar con cuenta bancaria.');
  });

  it('ERR-27: no method left names the end of the cart id (en, es)', () => {
    const none: TenderAlert = { level: 'danger', key: 'cart.no_enabled_payment_methods', department: '', limit: '', types: [], reference: '9876' };
    expect(limitAlertText(none, tIn('en'), 'en')).toBe('No payment method can be used for this cart (reference 9876).');
    expect(limitAlertText(none, tIn('es'), 'es')).toContain('referencia 9876');
  });
});

describe('the payment method a tender pays as', () => {
  it('TENDER-01: a card from Apple Pay or Google Pay pays its wallet\'s fee; a direct card or bank account its own', () => {
    expect(tenderMethod({ type: 'card', source: 'apple' })).toBe('applePay');
    expect(tenderMethod({ type: 'card', source: 'google' })).toBe('googlePay');
    expect(tenderMethod({ type: 'card', source: 'direct' })).toBe('card');
    expect(tenderMethod({ type: 'card' })).toBe('card');
    expect(tenderMethod({ type: 'bank', source: 'direct' })).toBe('bank');
  });
});
