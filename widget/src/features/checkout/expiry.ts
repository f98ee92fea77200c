// Cart expiry (spec 000 §4, §9): checked every 30 seconds; at 10 minutes or
// fewer a warning with the minutes rounded, at 0 or fewer the cart is expired.
import { useEffect, useState } from 'react';

export const EXPIRY_CHECK_MS = 30_000;
export const EXPIRY_WARNING_MS = 10 * 60_000;

export type Expiry = { kind: 'none' } | { kind: 'warning'; minutes: number } | { kind: 'expired' };

export function expiryAt(expiresAt: string, expired: boolean, now: number): Expiry {
  if (expired) {
    return { kind: 'expired' };
  }
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) {
    return { kind: 'none' };
  }
  const left = end - now;
  if (left <= 0) {
    return { kind: 'expired' };
  }
  if (left <= EXPIRY_WARNING_MS) {
    return { kind: 'warning', minutes: Math.max(1, Math.round(left / 60_000)) };
  }
  return { kind: 'none' };
}

/** The expiry of a cart, re-checked every 30 seconds while mounted. */
export function useExpiry(expiresAt: string | undefined, expired: boolean): Expiry {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), EXPIRY_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  return expiresAt === undefined ? { kind: 'none' } : expiryAt(expiresAt, expired, now);
}
