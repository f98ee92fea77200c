// The checkout route of a site configured as scheduled-payment-only
// (ROUTE-15, CHK-04): the schedule-only flow, whose steps are Schedule and
// Confirmation. Schedule is the schedule form (features/schedule) of the
// cart's one item; a cart of several items lists them first, since only one
// item is scheduled at a time (SCHED-42), and Confirmation is the plan's
// confirmation. A lazy chunk of the portal's (lazyPages.ts).
import { CheckoutProgress } from '../components/ui/CheckoutProgress';
import { Alert } from '../components/ui/Alert';
import { LoadFailure } from '../components/ui/LoadFailure';
import { Loading } from '../components/ui/Loading';
import { PageHeading } from '../components/ui/PageHeading';
import { CartList } from '../features/cart/CartList';
import { ScheduleGate } from '../features/schedule/SchedulePage';
import { useT } from '../lib/i18n';
import '../lib/i18n/schedule';
import { cartItems, cartOf, useCheckoutScreen } from '../state/cart';

export function ScheduleCheckoutRoute() {
  const t = useT();
  const { data: screen, error, refetch } = useCheckoutScreen();
  if (error && !screen) {
    return <LoadFailure onRetry={() => void refetch()} />;
  }
  const cart = cartOf(screen);
  if (!cart) {
    return <Loading />;
  }
  const items = cartItems(cart);
  const [only] = items;
  if (only && items.length === 1) {
    return (
      <ScheduleGate
        key={only.path}
        payablePath={only.path}
        frame={(step) => <CheckoutProgress current={step === 'done' ? 'receipt' : 'cart'} flow="schedule" />}
      />
    );
  }
  return (
    <div className="schedule">
      <CheckoutProgress current="cart" flow="schedule" />
      <PageHeading>{t('step.schedule')}</PageHeading>
      {items.length === 0 ? (
        <p>{t('schedule.emptyCart')}</p>
      ) : (
        <>
          <Alert variant="info" live="polite">
            <p>{t('schedule.oneItem')}</p>
          </Alert>
          <CartList />
        </>
      )}
    </div>
  );
}
