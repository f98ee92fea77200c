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
 * at least the minimum (default 0.01) and at most the maximum.
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
