// Payable change events as the cart items carry them (spec 000 §4 "Payable
// change events"). Kept below the features: the cart list applies them and
// the checkout page refuses to continue while one waits for the payer.
import type { CartItemView } from './checkoutTypes';

/** One change event of one item; id de-duplicates it (PAYCHG-01). */
export interface PayableChangeEvent {
  id: string;
  itemId: string;
  /** A change of allowed tender types alone, applied without asking (PAYCHG-08). */
  automatic: boolean;
}

/** The change events the items carry. */
export function changeEventsOf(items: readonly CartItemView[]): PayableChangeEvent[] {
  const events: PayableChangeEvent[] = [];
  for (const item of items) {
    if (item.notFound) {
      events.push({ id: `${item.id}:not-found`, itemId: item.id, automatic: false });
    } else if (item.updatedPayable) {
      events.push({
        id: `${item.id}:${item.updatedPayable.changeId}`,
        itemId: item.id,
        automatic: item.updatedPayable.tenderTypesOnly,
      });
    }
  }
  return events;
}

/** The event of an item, if it carries one. */
export function changeEventOf(item: CartItemView): PayableChangeEvent | undefined {
  return changeEventsOf([item])[0];
}

/** VAL-21: the item's payable changed in a way the payer must keep or remove, or is gone. */
export function pendingChange(item: CartItemView): boolean {
  return Boolean(item.notFound) || Boolean(item.updatedPayable && !item.updatedPayable.tenderTypesOnly);
}
