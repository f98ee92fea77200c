// The payer's return from the PayPal or Venmo approval page:
// /checkout?paypalOrder={id}&approved=1 captures the order and goes to the
// receipt (PAYPAL-04); a cancelled approval returns to the Payment step with
// a message. Anything else shows the checkout page as it is.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAppDispatch } from '../../state/hooks';
import { Loading } from '../../components/ui/Loading';
import { errorText } from '../../state/api';
import { useCheckoutScreen } from '../../state/cart';
import { paymentDeclined } from '../../state/checkoutSlice';
import { useT } from '../../lib/i18n';
import { sectionData } from '../../state/screens';
import { useSite, useSitePath } from '../../lib/site';
import { BotChallenge } from '../../components/botcheck/BotChallenge';
import { useBotChallenge } from '../../components/botcheck/useBotChallenge';
import { useCapturePayPalOrderMutation } from './api';
import { clearPendingOrder, pendingOrder } from './pendingOrder';
import { useFinishCheckout } from '../../state/useFinishCheckout';
import '../../lib/i18n/steps';

export function PayPalReturn({ children }: { children: ReactNode }) {
  const t = useT();
  const search = new URLSearchParams(useSearch());
  const orderId = search.get('paypalOrder');
  const approved = search.get('approved') === '1';
  const { location } = useSite();
  const pathFor = useSitePath();
  const [, navigate] = useLocation();
  const dispatch = useAppDispatch();
  const finish = useFinishCheckout();
  const [capture] = useCapturePayPalOrderMutation();
  const started = useRef<string | null>(null);
  const { data: screen } = useCheckoutScreen();
  const bot = useBotChallenge(sectionData(screen?.sections.config));
  // The capture moves money: it waits for the site's configuration and, when
  // the site enables it, a passed bot challenge (spec 000 §1).
  const challenged = screen !== undefined && bot.ready;
  const botToken = bot.botToken;

  useEffect(() => {
    if (!orderId || started.current === orderId) {
      return;
    }
    const back = pathFor('checkout');
    if (!approved) {
      started.current = orderId;
      clearPendingOrder();
      dispatch(paymentDeclined(t('wallets.paypal.cancelled')));
      navigate(back, { replace: true });
      return;
    }
    if (!challenged) {
      return;
    }
    started.current = orderId;
    const pending = pendingOrder(orderId);
    const extraFields = pending?.extraFields ?? { email: '', phone: '', contactPreference: 'email' as const };
    // One key per order: a reload of this page replays the first answer.
    capture({ client: location.client, site: location.site, idempotencyKey: `capture-${orderId}`, body: { orderId, extraFields, botToken } })
      .unwrap()
      .then(
        (result) => {
          clearPendingOrder();
          finish(result, { replace: true });
        },
        (error: unknown) => {
          dispatch(paymentDeclined(errorText(error) ?? t('api.error')));
          navigate(back, { replace: true });
        },
      );
  }, [orderId, approved, challenged, botToken, capture, dispatch, finish, navigate, pathFor, location.client, location.site, t]);

  if (orderId && approved && bot.check && !bot.ready) {
    return (
      <div className="paypal-return">
        <p>{t('wallets.paypal.completing')}</p>
        <BotChallenge key={bot.round} siteKey={bot.check.siteKey} onToken={bot.setToken} />
        <p className="bot-challenge__hint">{t('botCheck.hint')}</p>
      </div>
    );
  }
  if (orderId && approved) {
    return <Loading label={t('wallets.paypal.completing')} />;
  }
  return <>{children}</>;
}
