// The choices the e-billing screens offer (EBILL-05, VERIFY-01, EBILL-07,
// ERR-72), from what the BFF answered.
import { describe, expect, it } from 'vitest';
import type { QueryError } from '../../state/api';
import type { Subscription } from './api';
import { failureText, isExpiredLink, isServerFailure, preferencesOffered, subscriptionsOf } from './rules';

const refusal = (status: number, message: string, displayMessage?: string, reason?: string): QueryError => ({
  status,
  data: { error: { code: 'conflict', message, displayMessage, reason } },
});

const sub = (id: string, payablePath: string, status: Subscription['status']): Subscription => ({
  id,
  payablePath,
  email: 'pat@example.com',
  subscriberName: 'Pat',
  language: 'en',
  preference: 'both',
  paperless: false,
  status,
});

describe('e-billing rules', () => {
  it('EBILL-05 VERIFY-01: mail and both always; paperless (email) only where ownership is claimed', () => {
    expect(preferencesOffered(false)).toEqual(['mail', 'both']);
    expect(preferencesOffered(true)).toEqual(['mail', 'both', 'email']);
  });

  it("shows the payable's running subscriptions only, with or without the path's leading slash", () => {
    const all = [sub('a', 'sunshine/demo/property_tax/2026/R100-001', 'active'), sub('b', 'sunshine/demo/property_tax/2026/R100-001', 'unsubscribed'), sub('c', 'sunshine/demo/utilities/U-5001', 'pending')];
    expect(subscriptionsOf(all, '/sunshine/demo/property_tax/2026/R100-001').map((s) => s.id)).toEqual(['a']);
    expect(subscriptionsOf(undefined, 'x')).toEqual([]);
  });

  it('EBILL-07: the expired link (reason expired_link) can be resent; a used link, an expired code or subscription, or a wrong code cannot', () => {
    expect(isExpiredLink(refusal(409, 'This link has expired. We can send you a new one.', 'Este enlace ha vencido.', 'expired_link'))).toBe(true);
    expect(isExpiredLink(refusal(409, 'This subscription is already confirmed.', undefined, 'already_confirmed'))).toBe(false);
    expect(isExpiredLink(refusal(409, 'This code has expired. Please request a new one.', undefined, 'expired_code'))).toBe(false);
    expect(isExpiredLink(refusal(409, 'This subscription was not confirmed in time and has expired.', undefined, 'expired'))).toBe(false);
    expect(isExpiredLink(refusal(409, 'This link has expired.'))).toBe(false);
    expect(isExpiredLink(refusal(422, 'The code is incorrect.', undefined, 'incorrect_code'))).toBe(false);
  });

  it('ERR-72: the BFF\'s own message in the asked language, else "Server Error" with a retry', () => {
    const wrong = refusal(422, 'The code is incorrect.', 'El código es incorrecto.');
    expect(failureText(wrong, 'Error del servidor')).toBe('El código es incorrecto.');
    expect(isServerFailure(wrong)).toBe(false);
    const down: QueryError = { status: 'FETCH_ERROR', error: 'offline' };
    expect(failureText(down, 'Server Error')).toBe('Server Error');
    expect(isServerFailure(down)).toBe(true);
    expect(isServerFailure({ status: 502, data: 'Bad gateway' })).toBe(true);
  });
});
