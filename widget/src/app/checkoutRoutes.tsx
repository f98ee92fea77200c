// The money path's routes (spec 000 §2): checkout (steps 1 and 2),
// confirmation (step 3) and receipt/{receiptId} (step 4). Each page is a
// lazy chunk (lazyPages.ts); the checkout page gets its two steps from the
// cart and payment features in CheckoutRoute.tsx, so that features do not
// import each other.
import type { ReactElement } from 'react';
import { CheckoutRoute, ReceiptPage, ReviewPage } from './lazyPages';
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
    return { name: 'checkout', element: <CheckoutRoute /> };
  }
  if (route === 'confirmation' && params.length === 0) {
    return { name: 'confirmation', element: <ReviewPage /> };
  }
  // receipt/{receiptId}/redirect: back from an external checkout (CHK-02), the same receipt page.
  const receiptRoute = params.length === 1 || (params.length === 2 && params[1] === 'redirect');
  const receiptId = route === 'receipt' && receiptRoute && params[0] ? decodeSegment(params[0]) : null;
  if (receiptId) {
    return { name: 'receipt', element: <ReceiptPage key={receiptId} receiptId={receiptId} /> };
  }
  return undefined;
}
