// Free-text rules (spec 001 §5 "Forms and fields"): free text is words,
// not a number, so an entry of only digits, a long number or a bank
// account number is refused (VAL-51); the max-digits and multiword rules
// (VAL-53); and the generic length messages (VAL-54). Each rule returns
// the catalogue key of the message, or null when the value passes.
import type { FieldError } from './validators';

/** The most digits free text may hold in one number before it reads as an account or card number. */
export const FREE_TEXT_MAX_DIGITS = 6;

const ONLY_DIGITS = /^[\d\s]+$/;

/** A bank account number as written: 4 to 17 digits, optionally grouped by spaces or dashes. */
const DIGIT_RUN = /\d(?:[\s-]?\d)*/g;

/** The longest run of digits in value, spaces and dashes between digits ignored. */
function longestNumber(value: string): number {
  return Math.max(0, ...Array.from(value.matchAll(DIGIT_RUN), (m) => m[0].replace(/\D/g, '').length));
}

/**
 * Max-digits rule (VAL-53): with spaces removed, a value made only of
 * digits is at most limit long; a value with anything else passes.
 */
export function maxDigits(value: string, limit: number): FieldError | null {
  const compact = value.replace(/\s/g, '');
  if (/^\d+$/.test(compact) && compact.length > limit) {
    return { key: 'field.maxDigits', params: { len: limit } };
  }
  return null;
}

/** Multiword rule (VAL-53): two non-space parts separated by whitespace, such as a first and last name. */
export function multiword(value: string): FieldError | null {
  return /^\s*\S+\s+\S+/.test(value) ? null : { key: 'field.multiword' };
}

/** Length rules with the generic messages (VAL-54). */
export function lengthBetween(value: string, min: number, max: number): FieldError | null {
  const length = [...value.trim()].length;
  if (length > max) {
    return { key: 'field.maxlength', params: { len: max } };
  }
  if (length < min) {
    return { key: 'field.minlength', params: { len: min } };
  }
  return null;
}

/**
 * Free text (VAL-51): refuses an entry of only digits, and a number long
 * enough to be a bank account or card number (more than
 * FREE_TEXT_MAX_DIGITS digits, spaces and dashes between them ignored).
 * Empty text passes; whether a field is required is its own rule.
 */
export function freeText(value: string): FieldError | null {
  const text = value.trim();
  if (text === '') {
    return null;
  }
  if (ONLY_DIGITS.test(text)) {
    return { key: 'field.onlyDigits' };
  }
  if (longestNumber(text) > FREE_TEXT_MAX_DIGITS) {
    return { key: 'field.accountNumber' };
  }
  return null;
}
