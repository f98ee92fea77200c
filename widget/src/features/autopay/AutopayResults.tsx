// The autopay enrolments on the receipt (AUTOPAY-05): each enrolment's
// result as the check-out answered it, a success with the plan's first
// payment date, or the reason it failed. A failed enrolment is a warning
// beside the receipt, never instead of it: the payment stands (the BFF
// never fails a payment for an enrolment). The results come in the
// navigation state of the visit that paid, as the saved tender does.
import { useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import type { CheckoutResult } from '../../lib/checkoutTypes';
import { useLanguage, useT } from '../../lib/i18n';
import { useSite } from '../../lib/site';
import { getPlan } from './api';
import '../../lib/i18n/autopay';

/** One enrolment's result. */
export type EnrollmentResult = NonNullable<CheckoutResult['scheduledPaymentEnrollments']>[number];

/**
 * The enrolment results a paid check-out handed to receipt receiptId in
 * navigation state (useFinishCheckout); none for another receipt, a reload
 * or a check-out without enrolments.
 */
export function enrollmentsOf(state: unknown, receiptId: string): EnrollmentResult[] {
  if (typeof state !== 'object' || state === null) return [];
  const payment = (state as { payment?: Partial<CheckoutResult> }).payment;
  if (typeof payment !== 'object' || payment === null || payment.receiptId !== receiptId) return [];
  const results = payment.scheduledPaymentEnrollments;
  return Array.isArray(results)
    ? results.filter((r): r is EnrollmentResult => typeof r === 'object' && r !== null && typeof r.message === 'string')
    : [];
}

/** The receipt's autopay section: the results handed to receipt receiptId, read once; nothing without any. */
export function ReceiptAutopay({ receiptId }: { receiptId: string }) {
  const [results] = useState(() => enrollmentsOf(window.history.state, receiptId));
  return results.length > 0 ? <AutopayResults results={results} /> : null;
}

export function AutopayResults({ results }: { results: readonly EnrollmentResult[] }) {
  const t = useT();
  return (
    <section className="autopay-results" aria-labelledby="receipt-autopay-heading">
      <h2 id="receipt-autopay-heading">{t('autopay.heading')}</h2>
      {results.map((result) =>
        result.enrolled ? (
          <Alert key={result.cartItemId} variant="success" live="polite">
            <p>{result.message}</p>
            {result.planId ? <FirstRun planId={result.planId} /> : null}
          </Alert>
        ) : (
          <Alert key={result.cartItemId} variant="warning" live="polite">
            <p>{result.message}</p>
          </Alert>
        ),
      )}
    </section>
  );
}

/** The plan's first payment (its next run), once read; nothing while reading or when it cannot be read. */
function FirstRun({ planId }: { planId: string }) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const { data } = getPlan.useQuery({ client: location.client, site: location.site, lang: language, planId });
  const next = data?.plan.nextRun;
  return next ? <p>{t('autopay.receipt.firstRun', { date: next.text })}</p> : null;
}
