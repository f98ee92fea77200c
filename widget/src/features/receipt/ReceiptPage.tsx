// Step 4 "Payment receipt" (receipt/{receiptId}): the receipt's details
// (components/ui/ReceiptDetails) and where the receipt was sent. Loaded
// from the BFF by id, so a reload or a bookmark shows it again; printable. Arriving
// straight from a check-out (navigation state, CHK-17), it also invites the
// payer to the site's survey when the site configures one.
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { CheckoutProgress, checkoutFlowOf, stepHeading } from '../../components/ui/CheckoutProgress';
import { DeliverySummary } from '../../components/ui/DeliverySummary';
import { Loading } from '../../components/ui/Loading';
import { LoadFailure } from '../../components/ui/LoadFailure';
import { PageHeading } from '../../components/ui/PageHeading';
import { ReceiptDetails } from '../../components/ui/ReceiptDetails';
import { isNotFound } from '../../state/api';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { useLanguage, useT } from '../../lib/i18n';
import { readReceiptState, surveyLink } from '../../lib/receiptState';
import { sectionData } from '../../state/screens';
import { useSite, useSitePath } from '../../lib/site';
import { useGetReceiptScreenQuery } from './api';
import { lazyWithRetry } from '../../components/lazyWithRetry';
import { useGetSessionQuery } from '../../state/session';
import './receipt.css';
import '../../lib/i18n/steps';

/** The saved-tender outcome and the claim offer: the wallet's code loads only when there is one to show. */
const ReceiptWallet = lazyWithRetry(
  () => import('./ReceiptWallet'),
  (m) => m.ReceiptWallet,
);

export interface ReceiptPageProps {
  receiptId: string;
  /** The check-out's autopay enrolments (AUTOPAY-05), given by the app from the autopay feature. */
  autopay?: ComponentType<{ receiptId: string }>;
}

export function ReceiptPage({ receiptId, autopay: Autopay }: ReceiptPageProps) {
  const t = useT();
  const { language } = useLanguage();
  const { location, clientTitle, environment } = useSite();
  // Read once: the state belongs to the visit that paid, not to later renders.
  const [arrival] = useState(() => readReceiptState(window.history.state, receiptId));
  const pathFor = useSitePath();
  const heading = t(stepHeading('receipt'));
  useDocumentTitle(documentTitle(t, clientTitle, heading));
  const { data: screen, error, refetch } = useGetReceiptScreenQuery({
    client: location.client,
    site: location.site,
    receiptId,
  });
  const receipt = sectionData(screen?.sections.receipt);
  const config = sectionData(screen?.sections.config);
  const again = pathFor(config?.install.enableHomePage === false ? 'checkout' : 'home');
  const survey = arrival.showSurvey ? surveyLink(config?.survey, environment, language) : null;
  const { data: session } = useGetSessionQuery({ client: location.client, site: location.site });
  const signedIn = Boolean(session?.user?.emailVerified);
  const walletShown = signedIn || arrival.savedTender !== undefined || arrival.tenderSaveError !== undefined;

  if ((error && !isNotFound(error)) || (screen && !receipt)) {
    return <LoadFailure onRetry={refetch} />;
  }

  let body: ReactNode;
  if (error) {
    body = (
      <Alert variant="danger">
        <p>{t('receipt.notFound')}</p>
        <Link href={pathFor('home')}>{t('checkout.returnHome')}</Link>
      </Alert>
    );
  } else if (!receipt) {
    body = <Loading />;
  } else {
    body = (
      <>
        <p className="receipt__thanks">{t('receipt.thanks')}</p>
        {walletShown ? (
          <Suspense fallback={null}>
            <ReceiptWallet arrival={arrival} signedIn={signedIn} />
          </Suspense>
        ) : null}
        {Autopay ? <Autopay receiptId={receiptId} /> : null}
        <ReceiptDetails receipt={receipt} headingLevel={2}>
          {receipt.payer.email ? <p>{t('receipt.sentTo', { email: receipt.payer.email })}</p> : null}
        </ReceiptDetails>
        {receipt.delivery ? (
          <section aria-labelledby="receipt-delivery-heading">
            <h2 id="receipt-delivery-heading">{t('delivery.heading')}</h2>
            <DeliverySummary delivery={receipt.delivery} />
          </section>
        ) : null}
        {survey ? (
          <section className="receipt__survey" aria-labelledby="receipt-survey-heading">
            <h2 id="receipt-survey-heading">{t('receipt.survey.heading')}</h2>
            <p>{t('receipt.survey.text')}</p>
            <a href={survey} target="_blank" rel="noopener noreferrer">
              {t('receipt.survey.link')} <span className="receipt__new-window">{t('common.newWindow')}</span>
            </a>
          </section>
        ) : null}
        <div className="actions receipt__actions">
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            {t('receipt.print')}
          </button>
          <Link href={again} className="button">
            {t('receipt.another')}
          </Link>
        </div>
      </>
    );
  }

  return (
    <div className="receipt">
      <CheckoutProgress current="receipt" flow={checkoutFlowOf(config?.mode)} />
      <PageHeading>{heading}</PageHeading>
      {body}
    </div>
  );
}
