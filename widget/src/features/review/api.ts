import { sitePrefix } from '../../state/api';
import { defineMutation } from '../../state/query';
import type { CheckoutRequest, CheckoutResult } from '../../lib/checkoutTypes';
import type { SiteArgs } from '../../state/screens';

export interface CheckoutArgs extends SiteArgs {
  idempotencyKey: string;
  body: CheckoutRequest;
}

// The cart is retired by a successful checkout; the page makes the cart
// stale itself once it has left for the receipt.
export const checkout = defineMutation<CheckoutResult, CheckoutArgs>({
  request: ({ client, site, idempotencyKey, body }) => ({
    url: `${sitePrefix(client, site)}/checkout`,
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body,
  }),
});

export const useCheckoutMutation = checkout.useMutation;
