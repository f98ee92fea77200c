// The delivery commands: the payer's delivery choice, kept on the cart until
// check-out, and the renewal period switch (12 or 24 months).
import { sitePrefix } from '../../state/api';
import { defineMutation } from '../../state/query';
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

export const saveDelivery = defineMutation<DeliveryChoice, SaveDeliveryArgs>({
  request: ({ client, site, choice }) => ({
    url: `${sitePrefix(client, site)}/cart/delivery`,
    method: 'PUT',
    body: choice,
  }),
  invalidates: (result) => (result ? ['Cart'] : []),
});

export const changeRenewal = defineMutation<CartView, ChangeRenewalArgs>({
  request: ({ client, site, itemId, path }) => ({
    url: `${sitePrefix(client, site)}/cart/items/${encodeURIComponent(itemId)}/payable`,
    method: 'PUT',
    body: { path },
  }),
  invalidates: (result) => (result ? ['Cart', 'Search'] : []),
});

export const useSaveDeliveryMutation = saveDelivery.useMutation;
export const useChangeRenewalMutation = changeRenewal.useMutation;
