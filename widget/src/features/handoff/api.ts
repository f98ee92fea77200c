// The hand-off command (CHK-02): POST /checkout/handoff gives the guest's
// cart to the cart redirect service and answers the external checkout's
// address. It is a money command: every attempt carries an Idempotency-Key.
import { sitePrefix } from '../../state/api';
import { defineMutation } from '../../state/query';
import type { components } from '../../lib/api.gen';
import type { SiteArgs } from '../../state/screens';

/** The BFF's answer (openapi.yaml, schema Handoff). */
export type Handoff = components['schemas']['Handoff'];

export interface HandoffArgs extends SiteArgs {
  idempotencyKey: string;
}

// The cart is not changed here: it stays open until the external
// checkout pays it, and the payer comes back to a fresh page load.
export const startHandoff = defineMutation<Handoff, HandoffArgs>({
  request: ({ client, site, idempotencyKey }) => ({
    url: `${sitePrefix(client, site)}/checkout/handoff`,
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    // HandoffRequest is an empty object: the BFF takes the page origin from the request.
    body: {},
  }),
});

export const useStartHandoffMutation = startHandoff.useMutation;
