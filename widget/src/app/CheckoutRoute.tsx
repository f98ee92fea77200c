// The checkout route's page (its own chunk): step 1 renders at once; the
// delivery section is a further chunk, loaded only for a cart with something
// to deliver, and step 2 (payment form and wallets) another, fetched in the
// background as soon as step 1 shows, so that "Continue to payment" rarely
// waits for it.
import { Suspense, useEffect, type ComponentType } from 'react';
import { useSearch } from 'wouter';
import { Loading } from '../components/ui/Loading';
import { CartList } from '../features/cart/CartList';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import type { PaymentStepProps } from '../features/payment/PaymentStep';
import { useNothingToDeliver } from '../state/deliveryGate';
import { useExternalCheckout } from '../features/handoff/externalCheckout';
import { cartItems, cartOf, useCheckoutScreen } from '../state/cart';
import { setDeliveryPending } from '../state/checkoutSlice';
import { useAppDispatch } from '../state/hooks';
import { lazyWithRetry } from '../components/lazyWithRetry';

const PaymentStep = lazyWithRetry(
  () => import('../features/payment/PaymentStep'),
  (m): ComponentType<PaymentStepProps> => m.PaymentStep,
);
const WalletOptions = lazyWithRetry(
  () => import('../features/wallets/WalletOptions'),
  (m) => m.WalletOptions,
);

/** Step 2 of a site that hands payers off to an external checkout (CHK-02). */
const HandoffStep = lazyWithRetry(
  () => import('../features/handoff/HandoffStep'),
  (m) => m.HandoffStep,
);

/** The renewal-autopay modal (AUTOPAY-06): only a cart with a yearly-autopay-eligible item needs it. */
const RenewalAutopay = lazyWithRetry(
  () => import('../features/autopay/RenewalAutopay'),
  (m) => m.RenewalAutopay,
);

/** The return from the PayPal or Venmo approval page (PAYPAL-04): only URLs with ?paypalOrder= need it. */
const PayPalReturn = lazyWithRetry(
  () => import('../features/wallets/PayPalReturn'),
  (m) => m.PayPalReturn,
);

const DeliverySection = lazyWithRetry(
  () => import('../features/delivery/DeliverySection'),
  (m) => m.DeliverySection,
);

/**
 * Says whether delivery still has to be chosen (CHK-20): while the section's
 * code loads, the payer cannot move on to payment.
 */
function DeliveryLoading() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(setDeliveryPending(true));
  }, [dispatch]);
  return <Loading />;
}

/** No delivery offered: nothing holds the payer back. */
function NoDelivery() {
  useNothingToDeliver(false);
  return null;
}

/** The delivery section, for a cart that offers delivery (the section's own rule). */
function DeliverySlot() {
  const { data: screen } = useCheckoutScreen();
  const cart = cartOf(screen);
  const offered = cart !== undefined && (screen?.sections.delivery?.status === 'ok' || cart.needsDelivery);
  if (!offered) {
    return <NoDelivery />;
  }
  return (
    <Suspense fallback={<DeliveryLoading />}>
      <DeliverySection />
    </Suspense>
  );
}

export function CheckoutRoute() {
  const returning = new URLSearchParams(useSearch()).has('paypalOrder');
  const handoff = useExternalCheckout();
  const yearly = cartItems(cartOf(useCheckoutScreen().data)).some((item) => item.payable?.isYearlyAutopayEligible);
  useEffect(() => {
    void PaymentStep.preload();
    void WalletOptions.preload();
  }, []);
  const payment = (
    <Suspense fallback={<Loading />}>
      <PaymentStep
        wallets={(slot) => (
          <Suspense fallback={null}>
            <WalletOptions {...slot} />
          </Suspense>
        )}
      />
    </Suspense>
  );
  // Step 1 holds the items, then their delivery and donation (DLV-01, DLV-02).
  const cart = (
    <>
      <CartList />
      <DeliverySlot />
      {yearly ? (
        <Suspense fallback={null}>
          <RenewalAutopay />
        </Suspense>
      ) : null}
    </>
  );
  const handoffStep = (
    <Suspense fallback={<Loading />}>
      <HandoffStep />
    </Suspense>
  );
  const page = <CheckoutPage cart={cart} payment={handoff ? handoffStep : payment} />;
  return returning ? <PayPalReturn>{page}</PayPalReturn> : page;
}
