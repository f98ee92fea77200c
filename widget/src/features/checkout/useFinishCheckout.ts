// The one place a successful check-out ends, whichever tender paid (card or
// bank on review, Apple Pay or Google Pay straight from payment, PayPal on
// its return page). It emits the checkout event (CHK-15: the
// paymentCompleted action, carrying the result), retires the cart in the
// browser (CHK-18), and then either opens the receipt page (CHK-17) or, in
// an embedded widget told to hide the receipt, hands the payment to the host
// instead (EMBED-02).
import { createContext, useCallback, useContext } from 'react';
import { useLocation } from 'wouter';
import { useAppDispatch } from '../../app/hooks';
import { api } from '../../lib/api';
import type { CheckoutResult } from '../../lib/checkoutTypes';
import { paymentCompleted } from '../../lib/checkoutSlice';
import { useSitePath } from '../../lib/site';

/** How the page around the app wants a finished payment handled. */
export interface CheckoutHost {
  /** True: no receipt page; onPaymentComplete is told instead. */
  hideReceipt: boolean;
  /** Hears every successful check-out (the embedded widget forwards it to the host page). */
  onPaymentComplete?: (result: CheckoutResult) => void;
}

const portalHost: CheckoutHost = { hideReceipt: false };

/** The portal shows receipts; the embedded widget provides its own host. */
export const CheckoutHostContext = createContext<CheckoutHost>(portalHost);

/** Returns finish(result, { replace }) for a paid check-out. */
export function useFinishCheckout() {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const pathFor = useSitePath();
  const host = useContext(CheckoutHostContext);
  return useCallback(
    (result: CheckoutResult, options: { replace?: boolean } = {}) => {
      host.onPaymentComplete?.(result);
      if (host.hideReceipt) {
        navigate(pathFor('checkout'), { replace: options.replace });
      } else {
        navigate(pathFor(`receipt/${encodeURIComponent(result.receiptId)}`), { replace: options.replace });
      }
      // The cart is emptied and retired: the next checkout starts afresh.
      dispatch(paymentCompleted(result));
      dispatch(api.util.invalidateTags(['Cart', 'Search']));
    },
    [dispatch, host, navigate, pathFor],
  );
}
