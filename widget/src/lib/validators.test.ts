import { describe, expect, it } from 'vitest';
import { translate } from './i18n';
import type { Language } from './types';
import { validateAmount, validateEmail, validatePhone } from './validators';

function amountMessage(text: string, language: Language, limits = { minAmount: '1.00', maxAmount: '1234.56' }) {
  const result = validateAmount(text, limits, language);
  return result.ok ? null : translate(language, result.error.key, result.error.params);
}

describe('validateAmount', () => {
  it('VAL-08, VAL-35: an empty amount is required, in en and es', () => {
    expect(amountMessage('', 'en')).toBe('Please enter a monetary value');
    expect(amountMessage('', 'es')).toBe('Ingrese un valor monetario');
  });

  it('VAL-09, VAL-36: a non-currency amount asks for digits only, in en and es', () => {
    expect(amountMessage('12.345', 'en')).toBe('Please enter an amount using only digits');
    expect(amountMessage('abc', 'es')).toBe('Ingrese un monto usando solo dígitos');
  });

  it('VAL-10, VAL-37: below the minimum names the minimum, in en and es', () => {
    expect(amountMessage('0.99', 'en')).toBe('Please enter at least $1.00');
    expect(amountMessage('0.99', 'es')).toBe('Ingrese al menos $1.00');
  });

  it('VAL-10, VAL-37: the minimum defaults to 0.01', () => {
    expect(amountMessage('0', 'en', { minAmount: '', maxAmount: '' })).toBe('Please enter at least $0.01');
    expect(amountMessage('0.01', 'en', { minAmount: '', maxAmount: '' })).toBeNull();
  });

  it('VAL-11, VAL-38: above the maximum names the maximum, in en and es', () => {
    expect(amountMessage('1234.57', 'en')).toBe('Amount cannot exceed $1,234.56');
    expect(amountMessage('2,000', 'es')).toBe('El monto no puede superar $1,234.56');
  });

  it('accepts the limits themselves and gives the amount in cents', () => {
    expect(validateAmount('1,234.56', { minAmount: '1.00', maxAmount: '1234.56' }, 'en')).toEqual({ ok: true, cents: 123456 });
    expect(validateAmount('1', { minAmount: '1.00', maxAmount: '1234.56' }, 'en')).toEqual({ ok: true, cents: 100 });
  });

  it('treats a zero or missing maximum as no maximum', () => {
    expect(validateAmount('999999', { minAmount: '1.00', maxAmount: '0.00' }, 'en').ok).toBe(true);
    expect(validateAmount('999999', { minAmount: '1.00' }, 'en').ok).toBe(true);
  });
});

describe('validateEmail', () => {
  it('VAL-41: email is required, valid and at most 100 characters', () => {
    expect(validateEmail('  ')).toEqual({ key: 'email.required' });
    expect(validateEmail('ana@example')).toEqual({ key: 'email.invalid' });
    expect(validateEmail('ana example@x.com')).toEqual({ key: 'email.invalid' });
    expect(validateEmail(`${'a'.repeat(90)}@example.com`)).toEqual({ key: 'email.maxlength', params: { max: 100 } });
    expect(validateEmail(' ana@example.com ')).toBeNull();
  });
});

describe('validatePhone', () => {
  it('VAL-26, VAL-44: an extra-field phone is optional and has 7 to 15 digits', () => {
    expect(validatePhone('')).toBeNull();
    expect(validatePhone('+1234567')).toBeNull();
    expect(validatePhone('+123456')).not.toBeNull();
    expect(validatePhone('+1234567890123456')).not.toBeNull();
  });

  it('VAL-27, VAL-45: only digits, hyphens, parentheses, spaces and one leading plus', () => {
    expect(validatePhone('(305) 555-0100')).toBeNull();
    expect(validatePhone('305.555.0100')).not.toBeNull();
    expect(validatePhone('305+5550100')).not.toBeNull();
    expect(validatePhone('++13055550100')).not.toBeNull();
  });

  it('VAL-28, VAL-46: must not start with 0', () => {
    expect(validatePhone('0305555010')).not.toBeNull();
    expect(validatePhone('+0305555010')).not.toBeNull();
  });

  it('VAL-29, VAL-46: without a leading plus at least 10 digits', () => {
    expect(validatePhone('555-0100')).toEqual({ key: 'extra_fields.phone.invalid' });
    expect(validatePhone('305-555-0100')).toBeNull();
  });
});
