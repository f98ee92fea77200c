import { describe, expect, it } from 'vitest';
import { formatCents, formatDecimal, inputText, parseDecimal, parseTypedAmount, sumDecimals, timesQuantity, toDecimal } from './money';

describe('parseDecimal', () => {
  it('VAL-30: reads an optional minus, an integer and up to 2 decimals as cents', () => {
    expect(parseDecimal('1234.56')).toBe(123456);
    expect(parseDecimal('-5')).toBe(-500);
    expect(parseDecimal('5.1')).toBe(510);
    expect(parseDecimal('5.12')).toBe(512);
    expect(parseDecimal('0.01')).toBe(1);
    expect(parseDecimal('0')).toBe(0);
  });

  it('VAL-30: refuses more than 2 decimals and anything that is not a decimal', () => {
    for (const bad of ['5.123', '12,34', '1,2,3.00', '$5', '5.', '.5', '', ' ', ' 5', 'abc', '1e3', '+5', '--5', null, undefined]) {
      expect(parseDecimal(bad), String(bad)).toBeNull();
    }
  });

  it('reads thousands commas as the BFF does', () => {
    expect(parseDecimal('1,234.56')).toBe(123456);
  });

  it('keeps every cent up to the 13-digit bound and refuses more', () => {
    expect(parseDecimal('9999999999999.99')).toBe(999999999999999);
    expect(parseDecimal('10000000000000.00')).toBeNull();
  });
});

describe('toDecimal', () => {
  it('writes digits, a dot and exactly two decimals', () => {
    expect(toDecimal(123456)).toBe('1234.56');
    expect(toDecimal(5)).toBe('0.05');
    expect(toDecimal(0)).toBe('0.00');
    expect(toDecimal(-50)).toBe('-0.50');
  });

  it('refuses a value that is not whole cents', () => {
    expect(() => toDecimal(1.5)).toThrow(RangeError);
  });
});

describe('arithmetic in cents', () => {
  it('adds decimal strings without floating-point error', () => {
    expect(sumDecimals('0.10', '0.20')).toBe(30);
    expect(toDecimal(sumDecimals('1234.56', '29.01'))).toBe('1263.57');
    expect(sumDecimals('bad', '1.00')).toBe(100);
  });

  it('multiplies by a whole quantity', () => {
    expect(timesQuantity(1999, 3)).toBe(5997);
    expect(timesQuantity(1999, -1)).toBe(0);
  });
});

describe('parseTypedAmount', () => {
  it('accepts digits with optional thousands commas, a $ sign and up to 2 decimals', () => {
    expect(parseTypedAmount(' 12 ')).toEqual({ kind: 'amount', cents: 1200 });
    expect(parseTypedAmount('12.5')).toEqual({ kind: 'amount', cents: 1250 });
    expect(parseTypedAmount('1,234.56')).toEqual({ kind: 'amount', cents: 123456 });
    expect(parseTypedAmount('$1,000')).toEqual({ kind: 'amount', cents: 100000 });
    expect(parseTypedAmount('0.50')).toEqual({ kind: 'amount', cents: 50 });
  });

  it('says empty for nothing typed and invalid for anything else', () => {
    expect(parseTypedAmount('   ')).toEqual({ kind: 'empty' });
    for (const bad of ['abc', '12.345', '-5', '$-5', '$ -0', '12,50', '1,23', '1,2,3.00', '.50', '1.2.3', '5e2', '$', '.', '12 34']) {
      expect(parseTypedAmount(bad), bad).toEqual({ kind: 'invalid' });
    }
  });
});

describe('formatting', () => {
  it('shows US dollars with a $ sign and two decimals in both languages', () => {
    expect(formatCents(123456, 'en')).toBe('$1,234.56');
    expect(formatCents(123456, 'es')).toBe('$1,234.56');
    expect(formatCents(500, 'en')).toBe('$5.00');
    expect(formatCents(-50, 'en')).toBe('-$0.50');
  });

  it('formats decimal strings exactly, and shows an unreadable one as sent', () => {
    expect(formatDecimal('9007199254740.99', 'en')).toBe('$9,007,199,254,740.99');
    expect(formatDecimal('n/a', 'en')).toBe('n/a');
  });

  it('gives an amount input its plain starting text', () => {
    expect(inputText('1234.5')).toBe('1234.50');
    expect(inputText('')).toBe('');
  });
});
