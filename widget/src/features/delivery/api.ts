// The delivery commands: the payer's delivery choice, kept on the cart until
// check-out, and the renewal period switch (12 or 24 months).
import { api, sitePrefix } from '../../state/api';
import type { CartView } from '../../lib/checkoutTypes';
import type { DeliveryChoice } from '../../lib/deliveryTypes';
import type { SiteArgs } from '../../state/screens';

export interface SaveDeliveryArgs extends SiteArgs {
  choice: DeliveryChoice;
}

export interface ChangeRenewalArgs extends SiteArgs {
  itemId: string;
  path: string;
}

export const deliveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveDelivery: build.mutation<DeliveryChoice, SaveDeliveryArgs>({
      query: ({ client, site, choice }) => ({
        url: `${sitePrefix(client, site)}/cart/delivery`,
        method: 'PUT',
        body: choice,
      }),
      invalidatesTags: (result) => (result ? ['Cart'] : []),
    }),
    changeRenewal: build.mutation<CartView, ChangeRenewalArgs>({
      query: ({ client, site, itemId, path }) => ({
        url: `${sitePrefix(client, site)}/cart/items/${encodeURIComponent(itemId)}/payable`,
        method: 'PUT',
        body: { path },
      }),
      invalidatesTags: (result) => (result ? ['Cart', 'Search'] : []),
    }),
  }),
});

export const { useSaveDeliveryMutation, useChangeRenewalMutation } = deliveryApi;
