// Step 3 "Review and submit payment" (the confirmation route): what is paid,
// the fee and total, the chosen card or account and the receipt email, and
// the one button that moves money. Without a chosen tender there is nothing
// to review, so the page sends the payer to checkout (ROUTE-18).
import { useRef, useState, type ComponentType } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { Alert } from '../../components/ui/Alert';
import { CheckoutProgress, checkoutFlowOf, stepHeading } from '../../components/ui/CheckoutProgress';
import { DeliverySummary, savedDelivery } from '../../components/ui/DeliverySummary';
import { ItemLines } from '../../components/ui/ItemLines';
import { Loading } from '../../components/ui/Loading';
import { LoadFailure } from '../../components/ui/LoadFailure';
import { MoneySummary } from '../../components/ui/MoneySummary';
import { PageHeading } from '../../components/ui/PageHeading';
import { apiError, errorStatus, errorText } from '../../state/api';
import { cartItems, cartOf, useCheckoutScreen } from '../../state/cart';
import type { CartItemView, Tender } from '../../lib/checkoutTypes';
import { paymentDeclined, selectCheckout, showStep } from '../../state/checkoutSlice';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { useLanguage, useT } from '../../lib/i18n';
import { parseDecimal, toDecimal } from '../../lib/money';
import { sectionData } from '../../state/screens';
import { useSite, useSitePath } from '../../lib/site';
import { tenderMethod } from '../../lib/tenderMethod';
import { describeTender } from '../../lib/tenderText';
import { BotChallenge } from '../../components/botcheck/BotChallenge';
import { useBotChallenge } from '../../components/botcheck/useBotChallenge';
import { useFinishCheckout } from '../../state/useFinishCheckout';
import { useSubmitPayment } from './useSubmitPayment';
import { methodFit } from '../../lib/autopay';
import { forgetChoice } from '../../lib/autopayChoice';
import '../../lib/i18n/steps';

/**
 * Autopay at review (spec 000 §4 "Autopay at checkout"), given by the app
 * from the autopay feature: the items' choices, drawn where the payer
 * decides, and the terms shown before paying with enrolments (AUTOPAY-01).
 */
export interface ReviewAutopay {
  Section: ComponentType<{
    cartId: string;
    items: readonly CartItemView[];
    tender: Tender;
    selected: readonly string[];
    onChange: (selected: string[]) => void;
  }>;
  TermsModal: ComponentType<{ items: readonly CartItemView[]; onAccept: () => void; onCancel: () => void }>;
}

export function ReviewPage({ autopay }: { autopay?: ReviewAutopay }) {
  const { tender } = useAppSelector(selectCheckout);
  const pathFor = useSitePath();
  // Set once paid: the tender is cleared on the way to the receipt, which is
  // not a reason to go back to checkout.
  const paid = useRef(false);
  if (!tender) {
    return paid.current ? null : <Redirect to={pathFor('checkout')} replace />;
  }
  return <Review tender={tender} autopay={autopay} onPaid={() => (paid.current = true)} />;
}

function Review({ tender, autopay: slots, onPaid }: { tender: Tender; autopay?: ReviewAutopay; onPaid: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const { location, clientTitle } = useSite();
  const pathFor = useSitePath();
  const [, navigate] = useLocation();
  const dispatch = useAppDispatch();
  const { contact, saveTender } = useAppSelector(selectCheckout);
  const { data: screen, isError, refetch } = useCheckoutScreen();
  const { submit, busy } = useSubmitPayment();
  const finish = useFinishCheckout();
  const [error, setError] = useState<string | null>(null);
  // Items ticked for autopay, and whether their terms are on screen (AUTOPAY-01).
  const [autopay, setAutopay] = useState<string[]>([]);
  const [terms, setTerms] = useState(false);
  const bot = useBotChallenge(sectionData(screen?.sections.config));
  const heading = t(stepHeading('review'));
  useDocumentTitle(documentTitle(t, clientTitle, heading));

  const cart = cartOf(screen);
  const items = cartItems(cart);
  if (isError || (screen && !cart)) {
    return <LoadFailure onRetry={refetch} />;
  }
  if (cart && (items.length === 0 || cart.expired)) {
    return <Redirect to={pathFor('checkout')} replace />;
  }
  const subtotal = parseDecimal(cart?.subtotal) ?? 0;
  const fee = parseDecimal(sectionData(screen?.sections.fees)?.[tenderMethod(tender)]?.amount) ?? 0;
  const delivery = savedDelivery(sectionData(screen?.sections.delivery));

  const editPayment = () => {
    dispatch(showStep('payment'));
    navigate(pathFor('checkout'));
  };

  // Autopay only with a method that can carry it (AUTOPAY-11); a new card
  // or bank account is then saved with the payment, for the plan to use.
  const enrolled = methodFit(tender) === 'none' ? [] : items.filter((item) => autopay.includes(item.id));
  const save = saveTender ?? (enrolled.length > 0 && !tender.tenderId ? {} : null);

  const submitPressed = () => {
    if (enrolled.length > 0) {
      setTerms(true);
    } else {
      void pay();
    }
  };

  const pay = async () => {
    if (!bot.ready) {
      return;
    }
    setError(null);
    const outcome = await submit(
      { client: location.client, site: location.site },
      {
        // A saved tender is named by its id: the BFF takes the rest from the wallet.
        tender: tender.tenderId ? { tenderId: tender.tenderId, type: tender.type, userName: tender.userName || undefined } : tender,
        ...(save && !tender.tenderId ? { saveTender: save } : {}),
        // AUTOPAY-02: sent only once the terms were accepted (the modal's Accept).
        ...(enrolled.length > 0
          ? {
              scheduledPaymentEnrollments: enrolled.map((item) => ({ cartItemId: item.id, termsAccepted: true })),
              timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
            }
          : {}),
        extraFields: { email: contact.email, phone: contact.phone, contactPreference: 'email' },
        expected: { subtotal: toDecimal(subtotal), fee: toDecimal(fee) },
        language,
        botToken: bot.botToken,
      },
    );
    if (outcome.kind === 'paid') {
      // The renewal-autopay modal's answer for this cart is no longer needed.
      if (cart) forgetChoice(cart.id);
      onPaid();
      finish(outcome.result);
    } else if (outcome.kind === 'failed') {
      const status = errorStatus(outcome.error);
      if (status === 402 || apiError(outcome.error)?.code === 'payment_declined') {
        // The cart is still open: back to Payment to use another card or account.
        dispatch(paymentDeclined(errorText(outcome.error) ?? t('api.error')));
        navigate(pathFor('checkout'));
      } else if (status === 403) {
        // The bot challenge was refused: show why and challenge again.
        bot.reset();
        setError(errorText(outcome.error) ?? t('api.error'));
      } else if (status === 409) {
        void refetch();
        setError(t('review.totalsChanged'));
      } else {
        setError(errorText(outcome.error) ?? t('api.error'));
      }
    }
  };

  return (
    <div className="review">
      <CheckoutProgress current="review" flow={checkoutFlowOf(sectionData(screen?.sections.config)?.mode)} />
      <PageHeading>{heading}</PageHeading>
      {error ? (
        <Alert variant="danger" onDismiss={() => setError(null)}>
          <p>{error}</p>
        </Alert>
      ) : null}
      {!cart ? (
        <Loading />
      ) : (
        <>
          <section aria-labelledby="review-items-heading">
            <h2 id="review-items-heading">{t('review.itemsHeading')}</h2>
            <ItemLines items={items} />
            <MoneySummary subtotal={subtotal} fee={fee} />
          </section>
          {delivery ? (
            <section aria-labelledby="review-delivery-heading">
              <h2 id="review-delivery-heading">{t('delivery.heading')}</h2>
              <DeliverySummary delivery={delivery} />
            </section>
          ) : null}
          <section aria-labelledby="review-payment-heading">
            <h2 id="review-payment-heading">{t('review.paymentHeading')}</h2>
            <dl className="facts">
              <div>
                <dt>{t('review.method')}</dt>
                <dd>{describeTender(t, tender)}</dd>
              </div>
              {tender.userName ? (
                <div>
                  <dt>{t('review.name')}</dt>
                  <dd>{tender.userName}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('review.email')}</dt>
                <dd>{contact.email}</dd>
              </div>
              {contact.phone ? (
                <div>
                  <dt>{t('review.phone')}</dt>
                  <dd>{contact.phone}</dd>
                </div>
              ) : null}
            </dl>
            <button type="button" className="button button--quiet" onClick={editPayment}>
              {t('review.edit')}
            </button>
          </section>
          {slots ? (
            <slots.Section cartId={cart.id} items={items} tender={tender} selected={autopay} onChange={setAutopay} />
          ) : null}
          {bot.check ? <BotChallenge key={bot.round} siteKey={bot.check.siteKey} onToken={bot.setToken} /> : null}
          {bot.ready ? null : (
            <p id="review-bot-hint" className="bot-challenge__hint">
              {t('botCheck.hint')}
            </p>
          )}
          <p role="status" className="visually-hidden">
            {busy ? t('review.submitting') : ''}
          </p>
          <div className="actions">
            <button
              type="button"
              className="button button--primary review__submit"
              disabled={busy || !bot.ready}
              aria-describedby={bot.ready ? undefined : 'review-bot-hint'}
              aria-busy={busy || undefined}
              onClick={submitPressed}
            >
              {busy ? t('review.submitting') : t('review.submit')}
            </button>
          </div>
          {slots && terms ? (
            <slots.TermsModal
              items={enrolled}
              onAccept={() => {
                setTerms(false);
                void pay();
              }}
              onCancel={() => setTerms(false)}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
