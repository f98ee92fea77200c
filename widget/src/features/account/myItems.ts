// My items' tabs and bulk actions (spec 001 §2 "Dashboard areas", §4 "Bulk
// autopay grouping"): the saved items under DMV items, services and fees,
// and tax items by the tab the BFF names from each item's source
// (ROUTE-55), and the selected items as the bulk actions take them: those
// that can go to the cart, and those autopay can enrol in their SCHED-38
// groups.
import type { MessageKey } from '../../lib/i18n';
import type { Language } from '../../lib/types';
import { INTL_LOCALES } from '../../lib/i18n/locale';
import { parseDecimal } from '../../lib/money';
import type { AddItem } from '../../lib/checkoutTypes';
import type { SavedItem } from '../../state/savedItems';
import '../../lib/i18n/account';

export type ItemTab = SavedItem['tab'];

/** The tabs in the order they show, each with its name (ROUTE-55). */
export const ITEM_TABS: readonly { tab: ItemTab; label: MessageKey }[] = [
  { tab: 'dmv', label: 'account.items.tab.dmv' },
  { tab: 'services', label: 'account.items.tab.services' },
  { tab: 'tax', label: 'account.items.tab.tax' },
];

/** The items a tab lists. */
export function itemsOfTab(items: readonly SavedItem[], tab: ItemTab): SavedItem[] {
  return items.filter((item) => item.tab === tab);
}

/** The tab that opens first: the first that lists an item. */
export function firstTab(items: readonly SavedItem[]): ItemTab {
  return ITEM_TABS.find(({ tab }) => items.some((item) => item.tab === tab))?.tab ?? 'dmv';
}

/**
 * The cart lines of the selected items that can be paid now, in one add:
 * an amount due is put in as the single Pay puts it, an amount the payer
 * chooses (none due yet) is entered in the cart.
 */
export function cartLines(items: readonly SavedItem[]): AddItem[] {
  return items.flatMap((item) => {
    const payable = item.payable;
    if (!payable?.isPayable) {
      return [];
    }
    const amount = parseDecimal(payable.amount);
    return [{ path: payable.path, quantity: 1, ...(amount !== null && amount > 0 ? { amount: payable.amount } : {}) }];
  });
}

/** One SCHED-38 group of the items chosen for autopay. */
export interface AutopayGroup {
  kind: 'beforeDue' | 'yearly';
  /** The yearly group's month-day, "MM-DD". */
  limitToYearlyDate?: string;
  items: SavedItem[];
}

/**
 * SCHED-38: the items allowing the amount due before due form one group,
 * the yearly ones a group per limitToYearlyDate; before due first, then
 * the yearly groups by date. Items autopay cannot enrol are apart.
 */
export function autopayGroups(items: readonly SavedItem[]): { groups: AutopayGroup[]; notEligible: SavedItem[] } {
  const groups: AutopayGroup[] = [];
  const notEligible: SavedItem[] = [];
  for (const item of items) {
    const autopay = item.payable ? item.autopay : undefined;
    if (!autopay) {
      notEligible.push(item);
      continue;
    }
    const date = autopay.kind === 'yearly' ? autopay.limitToYearlyDate : undefined;
    let group = groups.find((g) => g.kind === autopay.kind && g.limitToYearlyDate === date);
    if (!group) {
      group = { kind: autopay.kind, ...(date !== undefined ? { limitToYearlyDate: date } : {}), items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  const rank = (g: AutopayGroup) => (g.kind === 'beforeDue' ? '' : `~${g.limitToYearlyDate ?? ''}`);
  groups.sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0));
  return { groups, notEligible };
}

/** A yearly group's month-day as words: "06-30" → "June 30" ("30 de junio"); as given when it is no date. */
export function monthDay(value: string, language: Language): string {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  if (!match) {
    return value;
  }
  const date = new Date(Date.UTC(2000, Number(match[1]) - 1, Number(match[2])));
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}
