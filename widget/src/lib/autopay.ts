// Which cart items may be enrolled in autopay at check-out, and whether the
// chosen payment method can carry it (spec 000 §4 "Autopay at checkout", §5
// "Checkout submission"; spec 001 §4 "Scheduled payment").
import type { CartItemView, Tender } from './checkoutTypes';

/** An item's kind of autopay: recurring before due, or yearly on its renewal date. */
export type AutopayKind = 'beforeDue' | 'yearly';

/**
 * SCHED-37: an item is autopay-eligible when a recurring plan before its
 * due date may pay the amount due, else yearly-autopay-eligible when its
 * payable says so; null for neither. The BFF reads both from the payable.
 */
export function autopayKind(item: CartItemView): AutopayKind | null {
  if (item.payable?.isAutopayEligible) return 'beforeDue';
  if (item.payable?.isYearlyAutopayEligible) return 'yearly';
  return null;
}

/** The items of a cart that autopay can be offered for. */
export function eligibleItems<T extends CartItemView>(items: readonly T[]): T[] {
  return items.filter((item) => autopayKind(item) !== null);
}

/**
 * How the chosen tender carries autopay (AUTOPAY-11, SCHED-57): a plan pays
 * with a saved card or bank account. 'saved': a saved one; 'new': a card or
 * bank account typed here, which is saved with the payment for the plan;
 * 'none': PayPal or a mobile wallet's card, which autopay cannot use.
 */
export type MethodFit = 'saved' | 'new' | 'none';

export function methodFit(tender: Tender): MethodFit {
  if (tender.type !== 'card' && tender.type !== 'bank') return 'none';
  if (tender.tenderId) return 'saved';
  return (tender.source ?? 'direct') === 'direct' ? 'new' : 'none';
}

/** The payable a plan is made for: the item's payable's path, else the item's own. */
export function payablePathOf(item: CartItemView): string {
  return item.payable?.path || item.path;
}
