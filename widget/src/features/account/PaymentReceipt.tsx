// One past payment's receipt on the dashboard (spec 001 §3 "Payment
// receipt"): its details (components/ui/ReceiptDetails), and Print.
// Receipts are readable only by the resident who paid them (ROLE-32): any
// other is the BFF's 404, shown as not found. On paper only the receipt shows (account.css, ui.css).
import { useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { Loading } from '../../components/ui/Loading';
import { ReceiptDetails } from '../../components/ui/ReceiptDetails';
import { isNotFound } from '../../state/api';
import { useT } from '../../lib/i18n';
import { sectionData } from '../../state/screens';
import { useSite } from '../../lib/site';
import { useGetPaymentReceiptQuery } from './api';
import './account.css';
import '../../lib/i18n/account';
import '../../lib/i18n/steps';

export interface PaymentReceiptProps {
  receiptId: string;
  /** Where Back goes: the list page the receipt was opened from. */
  backHref: string;
  /** Prints the page; replaced in tests and stories. */
  print?: () => void;
}

export function PaymentReceipt({ receiptId, backHref, print = () => window.print() }: PaymentReceiptProps) {
  const t = useT();
  const { location } = useSite();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data: screen, error, isFetching, refetch } = useGetPaymentReceiptQuery({
    client: location.client,
    site: location.site,
    receiptId,
  });
  const receipt = sectionData(screen?.sections.receipt);

  // Opening a receipt is a change of view: reading starts at its heading.
  useEffect(() => {
    if (receipt) {
      heading.current?.focus();
    }
  }, [receipt]);

  const back = (
    <Link href={backHref} className="button">
      {t('account.receipt.back')}
    </Link>
  );
  if (error && isNotFound(error)) {
    return (
      <Alert variant="danger">
        <p>{t('account.receipt.notFound')}</p>
        {back}
      </Alert>
    );
  }
  if (error || (screen && !receipt)) {
    return (
      <Alert variant="danger">
        <p>{t('account.receipt.loadFailed')}</p>
        <div className="actions">
          <button type="button" className="button" onClick={refetch} aria-disabled={isFetching || undefined}>
            {t('common.retry')}
          </button>
          {back}
        </div>
      </Alert>
    );
  }
  if (!receipt) {
    return <Loading />;
  }
  return (
    <article className="payment-receipt" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t('account.receipt.title', { number: receipt.confirmationNumber })}
      </h3>
      <ReceiptDetails receipt={receipt} headingLevel={4} payerEmail />
      <div className="actions payment-receipt__actions">
        <button type="button" className="button button--primary" onClick={print}>
          {t('account.receipt.print')}
        </button>
        {back}
      </div>
    </article>
  );
}
