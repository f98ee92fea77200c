// The receipt route's page (its own chunk, lazyPages.ts): the receipt with
// the check-out's autopay enrolments given by the autopay feature, so that
// the two features do not import each other.
import { ReceiptAutopay } from '../features/autopay/AutopayResults';
import { ReceiptPage } from '../features/receipt/ReceiptPage';

export function ReceiptRoute({ receiptId }: { receiptId: string }) {
  return <ReceiptPage receiptId={receiptId} autopay={ReceiptAutopay} />;
}
