// The payer's answer to the renewal-autopay modal, remembered per cart
// (AUTOPAY-06, AUTOPAY-07): the modal asks once for a cart, and the items
// accepted there are ticked for autopay at review (AUTOPAY-08). Kept in the
// browser's local storage; where storage is refused (a private window, a
// blocked third-party frame) nothing is remembered and nothing breaks.

/** The answer: accepted with the items to enrol, or declined. */
export interface RenewalChoice {
  accepted: boolean;
  /** The cart item ids accepted for autopay (none when declined). */
  items: string[];
}

const PREFIX = 'payhub.autopay.';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The answer given for cart cartId, or null when the payer has not answered. */
export function readChoice(cartId: string): RenewalChoice | null {
  try {
    const raw = storage()?.getItem(PREFIX + cartId);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { accepted, items } = parsed as Partial<RenewalChoice>;
    if (typeof accepted !== 'boolean' || !Array.isArray(items)) return null;
    return { accepted, items: items.filter((id): id is string => typeof id === 'string') };
  } catch {
    return null;
  }
}

/** Remembers the answer for cart cartId. */
export function rememberChoice(cartId: string, choice: RenewalChoice): void {
  try {
    storage()?.setItem(PREFIX + cartId, JSON.stringify(choice));
  } catch {
    // Storage full or refused: the modal may ask again on the next visit.
  }
}
