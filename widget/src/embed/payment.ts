// paymentComplete (EMBED-02): the check-out result as the host receives it.
// The result names each paid item but not its payable path; the path is
// taken from the cart that was just paid, matching name, amount and
// quantity, each cart item used once. An item with no match gets ''.
import type { CartView, CheckoutResult } from '../lib/checkoutTypes';
import type { PaymentComplete } from '../lib/protocol';

type ResultItem = NonNullable<CheckoutResult['items']>[number] & { path?: string };

export function toPaymentComplete(result: CheckoutResult, cart: CartView | undefined): PaymentComplete {
  const unused = [...(cart?.items ?? [])];
  const items = (result.items ?? []).map((item: ResultItem) => {
    let path = item.path ?? '';
    if (!path) {
      const at = unused.findIndex(
        (line) => line.displayName === item.displayName && line.amount === item.amount && line.quantity === item.quantity,
      );
      if (at >= 0) {
        path = unused[at]?.path ?? '';
        unused.splice(at, 1);
      }
    }
    return { path, displayName: item.displayName, amount: item.amount, quantity: item.quantity };
  });
  return { confirmationNumber: result.confirmationNumber, total: result.total, items };
}
