// What the checkout receipt and a past payment's receipt share (spec 001 §3
// "Payment receipt"): receipt and confirmation numbers, date, payment
// method and payer; each transaction's number, response code, amount and fee
// (HIST-04); the items with their recipients, failed ones marked and not
// charged (HIST-03); and the totals the BFF computed without them (HIST-02).
// Money and dates follow the page's language.
import { useId, type ReactNode } from 'react';
import type { ReceiptView } from '../../lib/checkoutTypes';
import { formatDateTime } from '../../lib/format';
import { useLanguage, useT } from '../../lib/i18n';
import { formatCents, parseDecimal } from '../../lib/money';
import { describeTender } from '../../lib/tenderText';
import { ItemLines } from './ItemLines';
import { MoneySummary } from './MoneySummary';
import './receiptDetails.css';
import '../../lib/i18n/steps';

export interface ReceiptDetailsProps {
  receipt: ReceiptView;
  /** The level of the items and transactions headings: 2 on the receipt page, 4 inside the dashboard. */
  headingLevel: 2 | 4;
  /** Whether the payer's e-mail shows beside the name; the receipt page says where the receipt was sent instead. */
  payerEmail?: boolean;
  /** Shown between the facts and the transactions, e.g. where the receipt was sent. */
  children?: ReactNode;
}

export function ReceiptDetails({ receipt, headingLevel, payerEmail = false, children }: ReceiptDetailsProps) {
  const t = useT();
  const { language } = useLanguage();
  const ids = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  const money = (amount: string) => formatCents(parseDecimal(amount) ?? 0, language);
  const payer = [receipt.payer.name, payerEmail ? receipt.payer.email : ''].filter(Boolean).join(', ');
  const transactions = receipt.transactions ?? [];
  return (
    <>
      <dl className="facts">
        <div>
          <dt>{t('receipt.number')}</dt>
          <dd>{receipt.id}</dd>
        </div>
        <div className="receipt-details__number">
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
        {payer ? (
          <div>
            <dt>{t('receipt.paidBy')}</dt>
            <dd>{payer}</dd>
          </div>
        ) : null}
      </dl>
      {children}
      {transactions.length > 0 ? (
        <section aria-labelledby={`${ids}-transactions`}>
          <Heading id={`${ids}-transactions`}>{t('receipt.transactions')}</Heading>
          <ul className="receipt-details__transactions">
            {transactions.map((transaction) => (
              <li key={transaction.number}>
                <dl className="facts">
                  <div>
                    <dt>{t('receipt.transactionNumber')}</dt>
                    <dd>{transaction.number}</dd>
                  </div>
                  <div>
                    <dt>{t('receipt.responseCode')}</dt>
                    <dd>{transaction.responseCode}</dd>
                  </div>
                  <div>
                    <dt>{t('receipt.amount')}</dt>
                    <dd>{money(transaction.amount)}</dd>
                  </div>
                  <div>
                    <dt>{t('receipt.fee')}</dt>
                    <dd>{money(transaction.fee)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby={`${ids}-items`}>
        <Heading id={`${ids}-items`}>{t('review.itemsHeading')}</Heading>
        <ItemLines items={receipt.items ?? []} />
        <MoneySummary subtotal={parseDecimal(receipt.subtotal) ?? 0} fee={parseDecimal(receipt.fee) ?? 0} />
      </section>
    </>
  );
}
