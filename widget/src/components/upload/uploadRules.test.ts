import { describe, expect, it } from 'vitest';
import {
  accepts,
  fileProblem,
  formatBytes,
  mayRetry,
  parseMaxSize,
  UPLOAD_MAX_ATTEMPTS,
  uploadRetryDelay,
} from './uploadRules';

describe('upload rules', () => {
  it('CONST-35: 500 ms before attempts 2 to 7, 5000 ms from attempt 8', () => {
    for (let attempt = 2; attempt <= 7; attempt++) expect(uploadRetryDelay(attempt), `attempt ${attempt}`).toBe(500);
    for (let attempt = 8; attempt <= 40; attempt++) expect(uploadRetryDelay(attempt), `attempt ${attempt}`).toBe(5000);
  });

  it('CONST-35: a file may have 40 attempts and no more', () => {
    expect(UPLOAD_MAX_ATTEMPTS).toBe(40);
    expect(mayRetry(39)).toBe(true);
    expect(mayRetry(40)).toBe(false);
  });

  it('spec 001 §5: a maximum size is digits with an optional KB or MB', () => {
    expect(parseMaxSize('2048')).toBe(2048);
    expect(parseMaxSize('500KB')).toBe(500 * 1024);
    expect(parseMaxSize('5 mb')).toBe(5 * 1024 * 1024);
    expect(parseMaxSize('5GB')).toBeNull();
    expect(parseMaxSize('1.5MB')).toBeNull();
    expect(parseMaxSize(undefined)).toBeNull();
  });

  it('formats sizes as people read them', () => {
    expect(formatBytes(820, 'en-US')).toBe('820 B');
    expect(formatBytes(12.5 * 1024, 'en-US')).toBe('12.5 KB');
    expect(formatBytes(3 * 1024 * 1024, 'en-US')).toBe('3 MB');
  });

  it('accepts by extension, by exact type and by type family', () => {
    expect(accepts({ name: 'Proof.PDF', type: '' }, '.pdf')).toBe(true);
    expect(accepts({ name: 'proof.exe', type: 'application/pdf' }, 'application/pdf')).toBe(true);
    expect(accepts({ name: 'photo.heic', type: 'image/heic' }, '.pdf,image/*')).toBe(true);
    expect(accepts({ name: 'notes.txt', type: 'text/plain' }, '.pdf,image/*')).toBe(false);
    expect(accepts({ name: 'anything', type: '' }, undefined)).toBe(true);
  });

  it('checks emptiness, then type, then size', () => {
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 0 }, '.pdf', 10)).toBe('empty');
    expect(fileProblem({ name: 'a.txt', type: 'text/plain', size: 11 }, '.pdf', 10)).toBe('wrongType');
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 11 }, '.pdf', 10)).toBe('tooLarge');
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 }, '.pdf', 10)).toBeNull();
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 ** 9 }, '.pdf', null)).toBeNull();
  });
});
