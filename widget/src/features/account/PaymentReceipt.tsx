// One past payment's receipt on the dashboard (spec 001 §3 "Payment
// receipt"): confirmation number, date, how it was paid, who paid, the
// items, fee and total, and Print. Receipts are readable only by the
// resident who paid them (ROLE-32): any other is the BFF's 404, shown as
// not found. On paper only the receipt shows (account.css, ui.css).
import { useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { ItemLines } from '../../components/ui/ItemLines';
import { Loading } from '../../components/ui/Loading';
import { MoneySummary } from '../../components/ui/MoneySummary';
import { isNotFound } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useLanguage, useT } from '../../lib/i18n';
import { parseDecimal } from '../../lib/money';
import { sectionData } from '../../lib/screens';
import { useSite } from '../../lib/site';
import { describeTender } from '../../lib/tenderText';
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
  const { language } = useLanguage();
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
      <dl className="facts payment-receipt__facts">
        <div>
          <dt>{t('receipt.confirmationNumber')}</dt>
          <dd>{receipt.confirmationNumber}</dd>
        </div>
        <div>
          <dt>{t('receipt.date')}</dt>
          <dd>{formatDateTime(receipt.postedAt, language)}</dd>
        </div>
        <div>
          <dt>{t('review.method')}</dt>
          <dd>{describeTender(t, receipt.tender)}</dd>
        </div>
        {receipt.payer.name || receipt.payer.email ? (
          <div>
            <dt>{t('receipt.paidBy')}</dt>
            <dd>{[receipt.payer.name, receipt.payer.email].filter(Boolean).join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      <h4>{t('review.itemsHeading')}</h4>
      <ItemLines items={receipt.items ?? []} />
      <MoneySummary subtotal={parseDecimal(receipt.subtotal) ?? 0} fee={parseDecimal(receipt.fee) ?? 0} />
      <div className="actions payment-receipt__actions">
        <button type="button" className="button button--primary" onClick={print}>
          {t('account.receipt.print')}
        </button>
        {back}
      </div>
    </article>
  );
}
