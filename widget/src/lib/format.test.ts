import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

describe('formatDate', () => {
  it('writes a long date in the language', () => {
    expect(formatDate('2026-03-05T12:00:00Z', 'en', 'UTC')).toBe('March 5, 2026');
    expect(formatDate('2026-03-05T12:00:00Z', 'es', 'UTC')).toBe('5 de marzo de 2026');
  });

  it('is empty for an unreadable date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
