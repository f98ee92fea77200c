// Card brands (spec 000 §3 "Card brands"): Visa, MasterCard, Discover Card
// and American Express (TENDER-03). A cart accepts the allowed set minus the
// brands any of its payables disables (TENDER-04).
import type { CartItemView } from './checkoutTypes';

export const CARD_BRANDS = ['Visa', 'MasterCard', 'Discover Card', 'American Express'] as const;

export type CardBrand = (typeof CARD_BRANDS)[number];

/** Other spellings wallets and processors use for the same brands. */
const ALIASES: Readonly<Record<string, CardBrand>> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  'master card': 'MasterCard',
  discover: 'Discover Card',
  'discover card': 'Discover Card',
  amex: 'American Express',
  'american express': 'American Express',
};

/** The brand a name stands for, or null when it is none of the four. */
export function cardBrandOf(name: string | null | undefined): CardBrand | null {
  return ALIASES[(name ?? '').trim().toLowerCase()] ?? null;
}

/**
 * The brands the cart accepts, in the order of CARD_BRANDS: the allowed
 * brands (all four when the screen names none) minus every brand an item's
 * payable disables.
 */
export function acceptedCardBrands(
  allowed: readonly string[] | null | undefined,
  items: readonly Pick<CartItemView, 'disabledCardBrands'>[],
): CardBrand[] {
  const allowedSet = new Set(
    allowed && allowed.length > 0 ? allowed.map(cardBrandOf).filter((b): b is CardBrand => b !== null) : CARD_BRANDS,
  );
  const disabled = new Set(
    items.flatMap((item) => item.disabledCardBrands ?? []).map(cardBrandOf).filter((b): b is CardBrand => b !== null),
  );
  return CARD_BRANDS.filter((brand) => allowedSet.has(brand) && !disabled.has(brand));
}

/** Whether a tokenized card's brand is one the cart accepts; an unnamed brand is left to the server. */
export function brandAccepted(brand: string, accepted: readonly CardBrand[]): boolean {
  const known = cardBrandOf(brand);
  return known === null || accepted.includes(known);
}
