// The payer's answer to the renewal-autopay modal, remembered per cart
// (AUTOPAY-06, AUTOPAY-07): the modal asks once for a cart, and the items
// accepted there are ticked for autopay at review (AUTOPAY-08). Kept in the
// browser's local storage; where storage is refused (a private window, a
// blocked third-party frame) nothing is remembered and nothing breaks. An
// item that has a plan by review is taken out of the answer, a paid cart's
// answer is forgotten, and sign-out forgets every answer, so that no cart
// or item ids stay behind the resident.

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

/** Takes ids out of the items accepted for cart cartId (they have a plan now); the answer itself stays given. */
export function forgetItems(cartId: string, ids: readonly string[]): void {
  const choice = readChoice(cartId);
  if (!choice || !choice.items.some((id) => ids.includes(id))) return;
  rememberChoice(cartId, { ...choice, items: choice.items.filter((id) => !ids.includes(id)) });
}

/** Forgets the answer for cart cartId (the cart is paid). */
export function forgetChoice(cartId: string): void {
  try {
    storage()?.removeItem(PREFIX + cartId);
  } catch {
    // Storage refused: there is nothing to forget.
  }
}

/** Forgets every remembered answer (sign-out). */
export function forgetAllChoices(): void {
  try {
    const store = storage();
    if (!store) return;
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key): key is string => key?.startsWith(PREFIX) === true);
    keys.forEach((key) => store.removeItem(key));
  } catch {
    // Storage refused: there is nothing to forget.
  }
}
