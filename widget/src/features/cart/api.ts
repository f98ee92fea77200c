// The cart feature's own command: keep an item whose payable changed
// (POST /cart/items/{itemId}/accept-update).
import { sitePrefix } from '../../state/api';
import { placeCart, type RemoveItemArgs } from '../../state/cart';
import { defineMutation } from '../../state/query';
import type { CartView } from '../../lib/checkoutTypes';

export const acceptItemUpdate = defineMutation<CartView, RemoveItemArgs>({
  request: ({ client, site, itemId }) => ({
    url: `${sitePrefix(client, site)}/cart/items/${encodeURIComponent(itemId)}/accept-update`,
    method: 'POST',
  }),
  onSuccess: (data, args, cache) => placeCart(cache, args, data),
  invalidates: (result) => (result ? ['Cart', 'Search'] : []),
});

export const useAcceptItemUpdateMutation = acceptItemUpdate.useMutation;
