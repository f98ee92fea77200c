import { describe, expect, it } from 'vitest';
import { translate } from './i18n';
import { cardExpired, endingIn, expiryText, isExpiredTender, tenderName } from './savedTender';

const en = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate('en', key, params);
const es = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate('es', key, params);

describe('saved tender texts', () => {
  it('WAL-07: the nickname, else "{brand} Card", else "{bank type} Account", else "PayPal"', () => {
    expect(tenderName(en, { type: 'card', nickname: 'Work card', cardBrand: 'Visa' })).toBe('Work card');
    expect(tenderName(en, { type: 'card', nickname: '  ', cardBrand: 'Visa' })).toBe('Visa Card');
    expect(tenderName(en, { type: 'bank', nickname: '', bankAccountType: 'checking' })).toBe('Checking Account');
    expect(tenderName(en, { type: 'bank', nickname: '', bankAccountType: 'savings' })).toBe('Savings Account');
    expect(tenderName(en, { type: 'paypal', nickname: '' })).toBe('PayPal');
    expect(tenderName(es, { type: 'card', nickname: '', cardBrand: 'Visa' })).toBe('Tarjeta Visa');
    expect(tenderName(es, { type: 'bank', nickname: '', bankAccountType: 'savings' })).toBe('Cuenta de ahorros');
  });

  it('WAL-08: the description ends with the last digits', () => {
    expect(endingIn(en, '4242')).toBe('ending in 4242');
    expect(endingIn(es, '6789')).toBe('que termina en 6789');
    expect(endingIn(en, '')).toBe('');
  });

  it('WAL-09: a card expiry is shown MM/YY', () => {
    expect(expiryText('04/29')).toBe('04/29');
    expect(expiryText('4/29')).toBe('04/29');
    expect(expiryText('12/2031')).toBe('12/31');
    expect(expiryText('13/29')).toBe('');
    expect(expiryText(undefined)).toBe('');
  });

  it('WAL-11: expired when the year is past, or this year and the month is past; this month is not expired', () => {
    const now = new Date(2026, 4, 15); // May 2026
    expect(cardExpired('12/25', now)).toBe(true);
    expect(cardExpired('04/26', now)).toBe(true);
    expect(cardExpired('05/26', now)).toBe(false);
    expect(cardExpired('06/26', now)).toBe(false);
    expect(cardExpired('01/27', now)).toBe(false);
    expect(isExpiredTender({ type: 'card', isExpired: false, expiry: '04/26' }, now)).toBe(true);
    expect(isExpiredTender({ type: 'card', isExpired: true, expiry: '05/26' }, now)).toBe(true);
    expect(isExpiredTender({ type: 'bank', isExpired: false }, now)).toBe(false);
  });
});
