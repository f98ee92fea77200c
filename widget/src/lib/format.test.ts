import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format';

describe('formatMoney', () => {
  it('shows US dollars with a $ sign and two decimals in both languages', () => {
    expect(formatMoney(1234.56, 'en')).toBe('$1,234.56');
    expect(formatMoney(1234.56, 'es')).toBe('$1,234.56');
    expect(formatMoney(5, 'en')).toBe('$5.00');
    expect(formatMoney(-0.5, 'en')).toBe('-$0.50');
  });
});

describe('formatDate', () => {
  it('writes a long date in the language', () => {
    expect(formatDate('2026-03-05T12:00:00Z', 'en', 'UTC')).toBe('March 5, 2026');
    expect(formatDate('2026-03-05T12:00:00Z', 'es', 'UTC')).toBe('5 de marzo de 2026');
  });

  it('is empty for an unreadable date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
