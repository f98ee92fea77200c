// How the page around the app wants a finished payment handled
// (useFinishCheckout.ts): a module of its own, so that the widget's entry,
// which provides it, does not carry the finishing code of the later steps.
import { createContext } from 'react';
import type { CheckoutResult } from '../lib/checkoutTypes';

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
