// The money path's routes (spec 000 §2): checkout (steps 1 and 2),
// confirmation (step 3) and receipt/{receiptId} (step 4). The checkout page
// gets its two steps from the cart and payment features here, so that
// features do not import each other.
import type { ReactElement } from 'react';
import { CartList } from '../features/cart/CartList';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { DeliverySection } from '../features/delivery/DeliverySection';
import { PaymentStep } from '../features/payment/PaymentStep';
import { ReceiptPage } from '../features/receipt/ReceiptPage';
import { ReviewPage } from '../features/review/ReviewPage';
import { PayPalReturn } from '../features/wallets/PayPalReturn';
import { WalletOptions } from '../features/wallets/WalletOptions';
import type { SiteLocation } from '../lib/url';

export interface RoutedPage {
  /** The main element's class is page-{name}. */
  name: string;
  element: ReactElement;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The checkout page of a location, if its route is one. */
export function checkoutRoute({ route, params }: Pick<SiteLocation, 'route' | 'params'>): RoutedPage | undefined {
  if (route === 'checkout' && params.length === 0) {
    const payment = <PaymentStep wallets={(slot) => <WalletOptions {...slot} />} />;
    // Step 1 holds the items, then their delivery and donation (DLV-01, DLV-02).
    const cart = (
      <>
        <CartList />
        <DeliverySection />
      </>
    );
    return {
      name: 'checkout',
      element: (
        <PayPalReturn>
          <CheckoutPage cart={cart} payment={payment} />
        </PayPalReturn>
      ),
    };
  }
  if (route === 'confirmation' && params.length === 0) {
    return { name: 'confirmation', element: <ReviewPage /> };
  }
  const receiptId = route === 'receipt' && params.length === 1 && params[0] ? decodeSegment(params[0]) : null;
  if (receiptId) {
    return { name: 'receipt', element: <ReceiptPage key={receiptId} receiptId={receiptId} /> };
  }
  return undefined;
}
