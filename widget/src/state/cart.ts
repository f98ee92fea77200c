// The checkout screen and the cart commands. Kept below the features because
// the search pages add to the cart, the checkout steps read and change it,
// and the header shows its count.
import { sitePrefix } from './api';
import type { AddItem, CartView, CheckoutScreen, ItemChange } from '../lib/checkoutTypes';
import { cartCounted } from './checkoutSlice';
import { defineMutation, defineQuery, type QueryClient, type Tag } from './query';
import { sectionData, type SiteArgs } from './screens';
import { useSite } from '../lib/site';

export interface AddItemsArgs extends SiteArgs {
  items: AddItem[];
}

export interface ChangeItemArgs extends SiteArgs {
  itemId: string;
  change: ItemChange;
}

export interface RemoveItemArgs extends SiteArgs {
  itemId: string;
}

/** Tags a successful cart command makes stale; a failed one changes nothing. */
function afterCartChange(result: CartView | undefined): Tag[] {
  return result ? ['Cart', 'Search'] : [];
}

export const getCheckoutScreen = defineQuery<CheckoutScreen, SiteArgs>('getCheckoutScreen', {
  request: ({ client, site }) => `${sitePrefix(client, site)}/screens/checkout`,
  tags: ['Cart'],
  onData: (screen, client) => {
    const cart = sectionData(screen.sections.cart);
    if (cart) {
      client.dispatch(cartCounted(cart.count));
    }
  },
});

/**
 * Puts the cart a command returned into the checkout screen at once, so the
 * list and subtotal change without waiting for the screen to be fetched again
 * (fees, tenders and wallet follow with that fetch).
 */
export function placeCart(client: QueryClient, { client: clientName, site }: SiteArgs, data: CartView) {
  getCheckoutScreen.update(client, { client: clientName, site }, (screen) => {
    screen.sections.cart = { status: 'ok', data };
  });
}

/** After an add, change or remove: the header's count, and the cart in the checkout screen. */
function cartAnswered(data: CartView, args: SiteArgs, client: QueryClient) {
  client.dispatch(cartCounted(data.count));
  placeCart(client, args, data);
}

export const addCartItems = defineMutation<CartView, AddItemsArgs>({
  request: ({ client, site, items }) => ({
    url: `${sitePrefix(client, site)}/cart/items`,
    method: 'POST',
    body: { items },
  }),
  onSuccess: cartAnswered,
  invalidates: afterCartChange,
});

export const changeCartItem = defineMutation<CartView, ChangeItemArgs>({
  request: ({ client, site, itemId, change }) => ({
    url: `${sitePrefix(client, site)}/cart/items/${encodeURIComponent(itemId)}`,
    method: 'PATCH',
    body: change,
  }),
  onSuccess: cartAnswered,
  invalidates: afterCartChange,
});

export const removeCartItem = defineMutation<CartView, RemoveItemArgs>({
  request: ({ client, site, itemId }) => ({
    url: `${sitePrefix(client, site)}/cart/items/${encodeURIComponent(itemId)}`,
    method: 'DELETE',
  }),
  onSuccess: cartAnswered,
  invalidates: afterCartChange,
});

export const useGetCheckoutScreenQuery = getCheckoutScreen.useQuery;
export const useAddCartItemsMutation = addCartItems.useMutation;
export const useChangeCartItemMutation = changeCartItem.useMutation;
export const useRemoveCartItemMutation = removeCartItem.useMutation;

/** The checkout screen of the current site, shared by every checkout step. */
export function useCheckoutScreen() {
  const { location } = useSite();
  return useGetCheckoutScreenQuery({ client: location.client, site: location.site });
}

/** The items of a cart; Go sends null for none. */
export function cartItems(cart: CartView | undefined) {
  return cart?.items ?? [];
}

/** The cart section of a checkout screen, if it loaded. */
export function cartOf(screen: CheckoutScreen | undefined): CartView | undefined {
  return sectionData(screen?.sections.cart);
}
