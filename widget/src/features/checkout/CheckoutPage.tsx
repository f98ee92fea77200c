// The checkout route: step 1 "Shopping cart" and step 2 "Payment", one
// after the other on the same page, under the progress bar. The cart list
// and the payment form come from their own features, passed in by the app.
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { useAppDispatch, useAppSelector, useAppStore } from '../../state/hooks';
import { Alert } from '../../components/ui/Alert';
import { CheckoutProgress, checkoutFlowOf, stepHeading } from '../../components/ui/CheckoutProgress';
import { Loading } from '../../components/ui/Loading';
import { PageHeading } from '../../components/ui/PageHeading';
import { focusFirstError } from '../../components/ui/TextField';
import { cartItems, cartOf, useCheckoutScreen } from '../../state/cart';
import { checkDelivery, confirmationId, selectCheckout, showStep, unconfirmedItems } from '../../state/checkoutSlice';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { useT } from '../../lib/i18n';
import { sectionData } from '../../state/screens';
import { isRedirectQuery, markRedirectCart } from '../../lib/redirectCart';
import { useSite, useSitePath } from '../../lib/site';
import { ReturnLink } from '../../components/ui/ReturnLink';
import { ExpiryMessage } from './ExpiryMessage';
import { useExpiryEvents } from './useExpiryEvents';
import { useExpiry } from './expiry';
import { pendingChange } from '../../lib/payableChanges';
import { cartFieldsValid } from './cartFields';
import { useInitFailure } from './useInitFailure';
import { useQueryItems } from './useQueryItems';

export interface CheckoutPageProps {
  /** Step 1: the cart's items. */
  cart: ReactNode;
  /** Step 2: contact details, payment method and the card-input frame. */
  payment: ReactNode;
}

export function CheckoutPage({ cart: cartStep, payment }: CheckoutPageProps) {
  const t = useT();
  const { clientTitle, location } = useSite();
  const search = useSearch();
  const pathFor = useSitePath();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { step } = useAppSelector(selectCheckout);
  const [blocked, setBlocked] = useState<'cart.fields.error' | 'cart.changes.pending' | 'cart.confirm.required' | null>(
    null,
  );
  const { data: screen, isError, error } = useCheckoutScreen();
  const cart = cartOf(screen);
  const config = sectionData(screen?.sections.config);
  const homeEnabled = config?.install.enableHomePage ?? true;
  const queryItems = useQueryItems(cart, homeEnabled);
  const expiry = useExpiry(cart?.expiresAt, cart?.expired ?? false);
  useExpiryEvents(cart, expiry);
  // CART-16: a cart handed over by a county website (isRedirect=1, or so flagged) is remembered.
  const redirectCart = isRedirectQuery(search) || cart?.isRedirect === true;
  useEffect(() => {
    if (redirectCart) {
      markRedirectCart(location);
    }
  }, [location, redirectCart]);
  const items = cartItems(cart);
  const canPay = items.length > 0 && expiry.kind !== 'expired';
  const current = step === 'payment' && canPay ? 'payment' : 'cart';
  const heading = t(stepHeading(current));
  useDocumentTitle(documentTitle(t, clientTitle, heading));
  const returnHref = pathFor(homeEnabled ? 'home' : 'checkout');

  const initFailed = isError || (screen !== undefined && !cart);
  useInitFailure(initFailed, error, cart?.id);
  if (initFailed) {
    return <Loading />;
  }

  const continueToPayment = () => {
    // CHK-21: with an amount error, go to the first one instead (blur has saved or flagged it).
    if (store.getState().checkout.amountErrors.length > 0) {
      focusFirstError(document.getElementById('main'));
      return;
    }
    // VAL-21: a changed payable must be kept or removed first.
    if (items.some(pendingChange)) {
      setBlocked('cart.changes.pending');
      return;
    }
    // VAL-16: a required item field left blank (or too long) keeps the payer here.
    if (!cartFieldsValid(document.getElementById('main'))) {
      setBlocked('cart.fields.error');
      return;
    }
    // ADD-10: every item that asks for confirmation must be confirmed first.
    const unconfirmed = unconfirmedItems(items, store.getState().checkout.confirmedItems);
    if (unconfirmed[0]) {
      setBlocked('cart.confirm.required');
      document.getElementById(confirmationId(unconfirmed[0].id))?.focus();
      return;
    }
    setBlocked(null);
    // CHK-20 DLV-22: delivery is checked and saved by its section, which moves on when it is valid.
    if (store.getState().checkout.deliveryPending) {
      dispatch(checkDelivery());
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
            <ReturnLink homeEnabled={homeEnabled} />
            {blocked ? (
              <Alert variant="danger" onDismiss={() => setBlocked(null)}>
                <p>{t(blocked)}</p>
              </Alert>
            ) : null}
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
      <CheckoutProgress current={current} flow={checkoutFlowOf(config?.mode)} />
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
