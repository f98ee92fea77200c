import { describe, expect, it } from 'vitest';
import { freeText, lengthBetween, maxDigits, multiword, FREE_TEXT_MAX_DIGITS } from './freeText';
import { translate } from './i18n';
import { stateForZip } from './zipState';

describe('free text (spec 001 §5)', () => {
  it('VAL-51: refuses only-digit entries, long numbers and bank account numbers', () => {
    expect(freeText('123456')).toEqual({ key: 'field.onlyDigits' });
    expect(freeText(' 12 34 ')).toEqual({ key: 'field.onlyDigits' });
    expect(freeText('acct 000123456789')).toEqual({ key: 'field.accountNumber' });
    expect(freeText('call 305-555-0100 x')).toEqual({ key: 'field.accountNumber' });
    expect(freeText(`ref ${'9'.repeat(FREE_TEXT_MAX_DIGITS + 1)}`)).toEqual({ key: 'field.accountNumber' });
    expect(freeText(`unit ${'9'.repeat(FREE_TEXT_MAX_DIGITS)}`)).toBeNull();
    expect(freeText('Leave it at 12 Palm Way')).toBeNull();
    expect(freeText('')).toBeNull();
  });

  it('VAL-53: max-digits counts an all-digit value with spaces removed; other values pass', () => {
    expect(maxDigits('12 345', 5)).toBeNull();
    expect(maxDigits('12 3456', 5)).toEqual({ key: 'field.maxDigits', params: { len: 5 } });
    expect(maxDigits('A123456', 5)).toBeNull();
  });

  it('VAL-53: multiword needs two non-space parts separated by whitespace', () => {
    expect(multiword('Ana Diaz')).toBeNull();
    expect(multiword('  Ana\tDiaz ')).toBeNull();
    expect(multiword('Ana')).toEqual({ key: 'field.multiword' });
    expect(multiword('Ana ')).toEqual({ key: 'field.multiword' });
  });

  it('VAL-54: the generic length messages read "cannot have more/fewer than {len} characters", in en and es', () => {
    const more = lengthBetween('abcdef', 2, 5);
    const fewer = lengthBetween('a', 2, 5);
    expect(lengthBetween('abc', 2, 5)).toBeNull();
    expect(more).toEqual({ key: 'field.maxlength', params: { len: 5 } });
    expect(fewer).toEqual({ key: 'field.minlength', params: { len: 2 } });
    if (!more || !fewer) {
      throw new Error('expected both errors');
    }
    expect(translate('en', more.key, more.params)).toBe('This field cannot have more than 5 characters.');
    expect(translate('en', fewer.key, fewer.params)).toBe('This field cannot have fewer than 2 characters.');
    expect(translate('es', more.key, more.params)).toBe('Este campo no puede tener más de 5 caracteres.');
    expect(translate('es', fewer.key, fewer.params)).toBe('Este campo no puede tener menos de 2 caracteres.');
  });
});

describe('stateForZip', () => {
  it('VAL-62: a 5-digit US ZIP code (or ZIP+4) names its state', () => {
    const cases: Array<[string, string]> = [
      ['32801', 'FL'], ['10001', 'NY'], ['90210', 'CA'], ['20500', 'DC'], ['00901', 'PR'], ['00802', 'VI'],
      ['99501', 'AK'], ['96813', 'HI'], ['96910', 'GU'], ['96950', 'MP'], ['96799', 'AS'], ['09012', 'AE'],
      ['34002', 'AA'], ['96201', 'AP'], ['73301', 'TX'], ['02134', 'MA'], ['32801-1234', 'FL'],
    ];
    for (const [zip, state] of cases) {
      expect(stateForZip(zip), zip).toBe(state);
    }
  });

  it('VAL-62: anything but a 5-digit ZIP code names no state', () => {
    for (const value of ['3280', '328011', 'ABCDE', '', '00000', '32801-12']) {
      expect(stateForZip(value), value).toBeNull();
    }
  });
});
