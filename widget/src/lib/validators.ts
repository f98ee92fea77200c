// Field rules of the cart and the payment form (spec 000 §5). Each returns
// the catalogue key of the message to show, or null when the value passes.
import type { MessageKey, MessageParams } from './i18n';
import { formatCents, parseDecimal, parseTypedAmount, type Cents } from './money';
import type { Language } from './types';

/** The smallest amount when the payable names none (spec 000 §9). */
export const DEFAULT_MIN_CENTS: Cents = 1;

/** Email length limit (spec 000 §5 "Contact form"). */
export const EMAIL_MAX_LENGTH = 100;

/** Phone length limit (spec 000 §5 "Contact form"). */
export const PHONE_MAX_LENGTH = 30;

export interface FieldError {
  key: MessageKey;
  params?: MessageParams;
}

export interface AmountLimits {
  /** Decimal string; empty or absent means the default minimum. */
  minAmount?: string | null;
  /** Decimal string; empty, absent or zero means no maximum. */
  maxAmount?: string | null;
}

export type AmountResult = { ok: true; cents: Cents } | { ok: false; error: FieldError };

/**
 * An amount typed by the payer (VAL-08..11): required, a currency value,
 * at least the minimum (default 0.01) and at most the maximum. Amounts move
 * in steps of 0.01 (VAL-12): "12.3" is 12.30, and a finer amount such as
 * "12.345" is not a currency value.
 */
export function validateAmount(text: string, limits: AmountLimits, language: Language): AmountResult {
  const typed = parseTypedAmount(text);
  if (typed.kind === 'empty') {
    return { ok: false, error: { key: 'amount.error.required' } };
  }
  if (typed.kind === 'invalid') {
    return { ok: false, error: { key: 'amount.error.currency' } };
  }
  const min = Math.max(parseDecimal(limits.minAmount) ?? DEFAULT_MIN_CENTS, DEFAULT_MIN_CENTS);
  if (typed.cents < min) {
    return { ok: false, error: { key: 'amount.error.min_value', params: { min: formatCents(min, language) } } };
  }
  const max = parseDecimal(limits.maxAmount);
  if (max !== null && max > 0 && typed.cents > max) {
    return { ok: false, error: { key: 'amount.error.max_value', params: { max: formatCents(max, language) } } };
  }
  return { ok: true, cents: typed.cents };
}

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Email: required, at most 100 characters, valid (VAL-41). */
export function validateEmail(value: string): FieldError | null {
  const email = value.trim();
  if (email === '') {
    return { key: 'email.required' };
  }
  if (email.length > EMAIL_MAX_LENGTH) {
    return { key: 'email.maxlength', params: { max: EMAIL_MAX_LENGTH } };
  }
  return EMAIL.test(email) ? null : { key: 'email.invalid' };
}

/**
 * Optional extra-field phone (VAL-26..29): 7 to 15 digits; only digits,
 * hyphens, parentheses, spaces and one leading plus; not starting with 0;
 * without a leading plus at least 10 digits.
 */
export function validatePhone(value: string): FieldError | null {
  const phone = value.trim();
  if (phone === '') {
    return null;
  }
  if (phone.length > PHONE_MAX_LENGTH) {
    return { key: 'phone.maxlength', params: { max: PHONE_MAX_LENGTH } };
  }
  const invalid = { key: 'extra_fields.phone.invalid' } as const;
  if (!/^\+?[\d\-() ]+$/.test(phone)) {
    return invalid;
  }
  const digits = phone.replace(/\D/g, '');
  const plus = phone.startsWith('+');
  if (digits.length < (plus ? 7 : 10) || digits.length > 15 || digits.startsWith('0')) {
    return invalid;
  }
  return null;
}

/** Who asks for a command, as far as these rules need to know: a guest is GUEST. */
export interface Payer {
  loggedIn: boolean;
}

export const GUEST: Payer = { loggedIn: false };

/** Why a cart command is refused before it is sent. */
export type CommandRefusal = 'not_signed_in' | 'no_payable_path' | 'no_payable';

/**
 * VAL-31: saving a payable needs a non-empty payable path and a signed-in
 * payer (CART-18: a guest is warned and nothing is sent).
 */
export function checkSavePayable(path: string | null | undefined, payer: Payer): CommandRefusal | null {
  if (!payer.loggedIn) {
    return 'not_signed_in';
  }
  return (path ?? '').trim() === '' ? 'no_payable_path' : null;
}

/** VAL-19: claiming a tender and enrolling in autopay each need a signed-in payer and a payable path. */
export function checkSignedInPayableCommand(path: string | null | undefined, payer: Payer): CommandRefusal | null {
  return checkSavePayable(path, payer);
}

/** A payable change as the portal sends it: the payable chosen, named by its path. */
export interface PayableChange {
  path: string;
}

/** VAL-17: a payable change needs a payable object (with a path); anything else is refused. */
export function checkPayableChange(change: unknown): CommandRefusal | null {
  if (typeof change !== 'object' || change === null || Array.isArray(change)) {
    return 'no_payable';
  }
  const path = (change as Record<string, unknown>).path;
  return typeof path === 'string' && path.trim() !== '' ? null : 'no_payable';
}
