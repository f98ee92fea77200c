// Freeform field rules (spec 000 §5 "Freeform field change"; VAL-14..16):
// a value is at most charLimit characters (default 100, spec 001 §3) and
// must not be blank when the field is required.
import type { FreeformField } from './checkoutTypes';
import type { MessageKey } from './i18n';

/** The character limit of a field that names none (spec 001 §3). */
export const DEFAULT_CHAR_LIMIT = 100;

export function charLimitOf(field: Pick<FreeformField, 'charLimit'>): number {
  return field.charLimit > 0 ? field.charLimit : DEFAULT_CHAR_LIMIT;
}

/** Characters as a person counts them (code points, not UTF-16 units). */
export function lengthOf(value: string): number {
  return Array.from(value).length;
}

export interface FreeformError {
  key: MessageKey;
  params?: Record<string, number>;
}

/** Why a value is not acceptable, or null. */
export function freeformError(field: FreeformField, value: string): FreeformError | null {
  const limit = charLimitOf(field);
  if (lengthOf(value) > limit) {
    return { key: 'cart.character.limit.error', params: { limit } };
  }
  if (field.required && value.trim() === '') {
    return { key: 'cart.required' };
  }
  return null;
}
