// The cart feature's own command: keep an item whose payable changed
// (POST /cart/items/{itemId}/accept-update).
import { sitePrefix } from '../../state/api';
import { cartApi, type RemoveItemArgs } from '../../state/cart';
import type { CartView } from '../../lib/checkoutTypes';

export const cartChangesApi = cartApi.injectEndpoints({
  endpoints: (build) => ({
    acceptItemUpdate: build.mutation<CartView, RemoveItemArgs>({
      query: ({ client, site, itemId }) => ({
        url: `${sitePrefix(client, site)}/cart/items/${encodeURIComponent(itemId)}/accept-update`,
        method: 'POST',
      }),
      onQueryStarted: async ({ client, site }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            cartApi.util.updateQueryData('getCheckoutScreen', { client, site }, (screen) => {
              screen.sections.cart = { status: 'ok', data };
            }),
          );
        } catch {
          // The caller shows why.
        }
      },
      invalidatesTags: (result) => (result ? ['Cart', 'Search'] : []),
    }),
  }),
});

export const { useAcceptItemUpdateMutation } = cartChangesApi;
