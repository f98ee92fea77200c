// The checkout screen and the cart commands. Kept below the features because
// the search pages add to the cart, the checkout steps read and change it,
// and the header shows its count.
import { api, sitePrefix } from './api';
import type { AddItem, CartView, CheckoutScreen, ItemChange } from '../lib/checkoutTypes';
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

type CartTag = 'Cart' | 'Search';

/** Tags a successful cart command makes stale; a failed one changes nothing. */
function afterCartChange(result: CartView | undefined): CartTag[] {
  return result ? ['Cart', 'Search'] : [];
}

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutScreen: build.query<CheckoutScreen, SiteArgs>({
      query: ({ client, site }) => `${sitePrefix(client, site)}/screens/checkout`,
      providesTags: ['Cart'],
    }),
    addCartItems: build.mutation<CartView, AddItemsArgs>({
      query: ({ client, site, items }) => ({
        url: `${sitePrefix(client, site)}/cart/items`,
        method: 'POST',
        body: { items },
      }),
      onQueryStarted: async (arg, { dispatch, queryFulfilled }) => {
        const data = await settledCart(queryFulfilled);
        if (data) {
          dispatch(placeCart(arg, data));
        }
      },
      invalidatesTags: afterCartChange,
    }),
    changeCartItem: build.mutation<CartView, ChangeItemArgs>({
      query: ({ client, site, itemId, change }) => ({
        url: `${sitePrefix(client, site)}/cart/items/${encodeURIComponent(itemId)}`,
        method: 'PATCH',
        body: change,
      }),
      onQueryStarted: async (arg, { dispatch, queryFulfilled }) => {
        const data = await settledCart(queryFulfilled);
        if (data) {
          dispatch(placeCart(arg, data));
        }
      },
      invalidatesTags: afterCartChange,
    }),
    removeCartItem: build.mutation<CartView, RemoveItemArgs>({
      query: ({ client, site, itemId }) => ({
        url: `${sitePrefix(client, site)}/cart/items/${encodeURIComponent(itemId)}`,
        method: 'DELETE',
      }),
      onQueryStarted: async (arg, { dispatch, queryFulfilled }) => {
        const data = await settledCart(queryFulfilled);
        if (data) {
          dispatch(placeCart(arg, data));
        }
      },
      invalidatesTags: afterCartChange,
    }),
  }),
});

/** The cart a command answered with, or undefined when it failed (the caller shows why). */
async function settledCart(result: Promise<{ data: CartView }>): Promise<CartView | undefined> {
  try {
    return (await result).data;
  } catch {
    return undefined;
  }
}

/**
 * Puts the cart a command returned into the checkout screen at once, so the
 * list and subtotal change without waiting for the screen to be fetched again
 * (fees, tenders and wallet follow with that fetch).
 */
function placeCart({ client, site }: SiteArgs, data: CartView) {
  return cartApi.util.updateQueryData('getCheckoutScreen', { client, site }, (screen) => {
    screen.sections.cart = { status: 'ok', data };
  });
}

export const {
  useGetCheckoutScreenQuery,
  useAddCartItemsMutation,
  useChangeCartItemMutation,
  useRemoveCartItemMutation,
} = cartApi;

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
