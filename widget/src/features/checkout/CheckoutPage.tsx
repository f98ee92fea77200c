// The checkout route: step 1 "Shopping cart" and step 2 "Payment", one
// after the other on the same page, under the progress bar. The cart list
// and the payment form come from their own features, passed in by the app.
import { type ReactNode } from 'react';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { Alert } from '../../components/ui/Alert';
import { CheckoutProgress, stepHeading } from '../../components/ui/CheckoutProgress';
import { Loading } from '../../components/ui/Loading';
import { LoadFailure } from '../../components/ui/LoadFailure';
import { PageHeading } from '../../components/ui/PageHeading';
import { focusFirstError } from '../../components/ui/TextField';
import { cartItems, cartOf, useCheckoutScreen } from '../../lib/cart';
import { selectCheckout, showStep } from '../../lib/checkoutSlice';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { useT } from '../../lib/i18n';
import { sectionData } from '../../lib/screens';
import { useSite, useSitePath } from '../../lib/site';
import { ExpiryMessage } from './ExpiryMessage';
import { useExpiry } from './expiry';
import { useQueryItems } from './useQueryItems';

export interface CheckoutPageProps {
  /** Step 1: the cart's items. */
  cart: ReactNode;
  /** Step 2: contact details, payment method and the card-input frame. */
  payment: ReactNode;
}

export function CheckoutPage({ cart: cartStep, payment }: CheckoutPageProps) {
  const t = useT();
  const { clientTitle } = useSite();
  const pathFor = useSitePath();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { step } = useAppSelector(selectCheckout);
  const { data: screen, isError, refetch } = useCheckoutScreen();
  const cart = cartOf(screen);
  const config = sectionData(screen?.sections.config);
  const homeEnabled = config?.install.enableHomePage ?? true;
  const queryItems = useQueryItems(cart, homeEnabled);
  const expiry = useExpiry(cart?.expiresAt, cart?.expired ?? false);
  const items = cartItems(cart);
  const canPay = items.length > 0 && expiry.kind !== 'expired';
  const current = step === 'payment' && canPay ? 'payment' : 'cart';
  const heading = t(stepHeading(current));
  useDocumentTitle(documentTitle(t, clientTitle, heading));
  const returnHref = pathFor(homeEnabled ? 'home' : 'checkout');

  if (isError || (screen && !cart)) {
    return <LoadFailure onRetry={refetch} />;
  }

  const continueToPayment = () => {
    // CHK-21: with an amount error, go to the first one instead (blur has saved or flagged it).
    if (store.getState().checkout.amountErrors.length > 0) {
      focusFirstError(document.getElementById('main'));
      return;
    }
    dispatch(showStep('payment'));
  };

  let body: ReactNode;
  if (!cart || queryItems.pending) {
    body = queryItems.pending ? <Loading label={t('checkout.addingItems')} /> : <Loading />;
  } else if (items.length === 0) {
    body = (
      <div className="checkout__empty">
        <p>{t('checkout.empty')}</p>
        {homeEnabled ? <Link href={pathFor('home')}>{t('checkout.returnHome')}</Link> : null}
      </div>
    );
  } else {
    body = (
      <>
        <ExpiryMessage expiry={expiry} returnHref={returnHref} />
        {current === 'cart' ? (
          <>
            {cartStep}
            <div className="actions">
              <button
                type="button"
                className="button button--primary"
                disabled={!canPay}
                onClick={continueToPayment}
              >
                {t('checkout.continueToPayment')}
              </button>
            </div>
          </>
        ) : (
          payment
        )}
      </>
    );
  }

  return (
    <div className="checkout">
      <CheckoutProgress current={current} />
      <PageHeading view={current}>{heading}</PageHeading>
      {queryItems.error ? (
        <Alert variant="danger">
          <p>{queryItems.error}</p>
        </Alert>
      ) : null}
      {body}
    </div>
  );
}
