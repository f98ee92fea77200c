// The one place a successful check-out ends, whichever tender paid (card or
// bank on review, Apple Pay or Google Pay straight from payment, PayPal on
// its return page). In the order of spec 000 §4 "Checkout flow": it emits
// the checkout event (CHK-15: the paymentCompleted action, carrying the
// result), then either hands the payment to the host of an embedded widget
// told to hide the receipt (EMBED-02), or sends the browser to the site's
// external receipt page (CHK-16), or opens the receipt page with the
// payment, tender, urls and survey flag in navigation state (CHK-17); the
// cart is retired in the browser (CHK-18), and with it the redirect mark.
import { useCallback, useContext } from 'react';
import { useLocation } from 'wouter';
import { useAppDispatch } from './hooks';
import { useQueryClient } from './query';
import { browser } from '../lib/browser';
import { cartOf, useCheckoutScreen } from './cart';
import type { CheckoutResult } from '../lib/checkoutTypes';
import { paymentCompleted } from './checkoutSlice';
import { externalReceiptAddress, receiptNavigationState } from '../lib/receiptState';
import { clearRedirectCart } from '../lib/redirectCart';
import { sectionData } from './screens';
import { useSite, useSitePath } from '../lib/site';
import { CheckoutHostContext } from './checkoutHost';

export { CheckoutHostContext, type CheckoutHost } from './checkoutHost';

/** Returns finish(result, { replace }) for a paid check-out. */
export function useFinishCheckout() {
  const dispatch = useAppDispatch();
  const query = useQueryClient();
  const [, navigate] = useLocation();
  const { location } = useSite();
  const pathFor = useSitePath();
  const host = useContext(CheckoutHostContext);
  const { data: screen } = useCheckoutScreen();
  const externalReceiptUrl = sectionData(screen?.sections.config)?.externalReceiptUrl;
  const urls = cartOf(screen)?.urls;
  return useCallback(
    (result: CheckoutResult, options: { replace?: boolean } = {}) => {
      // CHK-15: the checkout event first. It also retires the cart in the
      // browser: the next checkout starts empty.
      dispatch(paymentCompleted(result));
      clearRedirectCart(location);
      host.onPaymentComplete?.(result);
      const external = externalReceiptAddress(externalReceiptUrl, result.receiptId);
      if (host.hideReceipt) {
        navigate(pathFor('checkout'), { replace: options.replace });
      } else if (external) {
        browser.assign(external);
      } else {
        navigate(pathFor(`receipt/${encodeURIComponent(result.receiptId)}`), {
          replace: options.replace,
          state: receiptNavigationState(result, urls),
        });
      }
      void query.invalidate(['Cart', 'Search']);
    },
    [dispatch, externalReceiptUrl, host, location, navigate, pathFor, query, urls],
  );
}
