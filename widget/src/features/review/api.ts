import { api, sitePrefix } from '../../state/api';
import type { CheckoutRequest, CheckoutResult } from '../../lib/checkoutTypes';
import type { SiteArgs } from '../../state/screens';

export interface CheckoutArgs extends SiteArgs {
  idempotencyKey: string;
  body: CheckoutRequest;
}

export const reviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The cart is retired by a successful checkout; the page makes the cart
    // stale itself once it has left for the receipt.
    checkout: build.mutation<CheckoutResult, CheckoutArgs>({
      query: ({ client, site, idempotencyKey, body }) => ({
        url: `${sitePrefix(client, site)}/checkout`,
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body,
      }),
    }),
  }),
});

export const { useCheckoutMutation } = reviewApi;
