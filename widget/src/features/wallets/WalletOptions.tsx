// PayPal, Venmo, Apple Pay and Google Pay on the Payment step. PayPal and
// Venmo create an order and send the browser to its approval page; the
// mobile wallets open their sheet, then check out at once (spec 000 §4:
// Apple Pay and Google Pay skip the confirmation step, CHK-12), unless the
// site prices by the card used (cost-linked pricing, CHK-13): then their
// tender goes to the review step like a card's.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useAppDispatch } from '../../state/hooks';
import { Alert } from '../../components/ui/Alert';
import { errorText } from '../../state/api';
import { browser } from '../../lib/browser';
import { tenderReady } from '../../state/checkoutSlice';
import { BotChallenge } from '../../components/botcheck/BotChallenge';
import { useBotChallenge } from '../../components/botcheck/useBotChallenge';
import { cartOf, useCheckoutScreen } from '../../state/cart';
import type { Tender } from '../../lib/checkoutTypes';
import { useLanguage, useT } from '../../lib/i18n';
import { newIdempotencyKey } from '../../lib/idempotency';
import { formatCents, parseDecimal, toDecimal } from '../../lib/money';
import { sectionData } from '../../state/screens';
import { useSite, useSitePath } from '../../lib/site';
import type { WalletSlotProps } from '../../state/walletSlot';
import {
  useCreatePayPalOrderMutation,
  useMobileCheckoutMutation,
  useMobileTokenMutation,
  type PayPalBrand,
  type WalletExtraFields,
} from './api';
import {
  sandboxWallet,
  WALLET_SOURCES,
  WalletCancelled,
  type MobileWallet,
  type MobileWalletType,
  type PayRequest,
} from './mobileWallet';
import { inIframe, offeredWallets, type WalletTender } from './offered';
import { savePendingOrder } from './pendingOrder';
import { SandboxSheet } from './SandboxSheet';
import './wallets.css';
import { useFinishCheckout } from '../../state/useFinishCheckout';
import '../../lib/i18n/steps';

const BUTTON_LABELS = {
  paypal: 'wallets.paypal',
  venmo: 'wallets.venmo',
  applePay: 'wallets.applePay',
  googlePay: 'wallets.googlePay',
} as const;

interface Sheet {
  type: MobileWalletType;
  request: PayRequest;
  answer: (pay: boolean) => void;
}

export interface WalletOptionsProps extends WalletSlotProps {
  /** Sends the browser to another page (the PayPal approval page). */
  redirect?: (url: string) => void;
  /** Whether the page runs inside a frame (TENDER-14). */
  framed?: boolean;
}

export function WalletOptions({ contact, disabled, redirect, framed }: WalletOptionsProps) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const pathFor = useSitePath();
  const finish = useFinishCheckout();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const { data: screen } = useCheckoutScreen();
  const [createOrder] = useCreatePayPalOrderMutation();
  const [mobileToken] = useMobileTokenMutation();
  const [mobileCheckout] = useMobileCheckoutMutation();
  const [busy, setBusy] = useState<WalletTender | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [available, setAvailable] = useState<Partial<Record<MobileWalletType, boolean>>>({});
  // PAYPAL-05: once the browser leaves for the approval page, errors of the
  // abandoned page (aborted requests) are not shown.
  const leaving = useRef(false);
  const bot = useBotChallenge(sectionData(screen?.sections.config));

  const cart = cartOf(screen);
  const fees = sectionData(screen?.sections.fees);
  const costLinked = sectionData(screen?.sections.config)?.costLinkedPricing === true;
  const offered = offeredWallets(sectionData(screen?.sections.tenders), framed ?? inIframe());
  const site = { client: location.client, site: location.site };

  const wallets = useMemo(() => {
    const present = (type: MobileWalletType, request: PayRequest) =>
      new Promise<boolean>((resolve) => setSheet({ type, request, answer: resolve }));
    const tokenize = async (type: MobileWalletType, paymentData: string) => {
      const tok = await mobileToken({ ...site, body: { type, paymentData } }).unwrap();
      return { token: tok.token, brand: tok.cardBrand, lastDigits: tok.lastDigits, payerName: tok.userName };
    };
    const make = (type: MobileWalletType): MobileWallet => sandboxWallet(type, { present, tokenize });
    return { applePay: make('applePay'), googlePay: make('googlePay') };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the wallets depend on the site only; the mutation triggers are stable
  }, [location.client, location.site]);

  useEffect(() => {
    let live = true;
    for (const type of ['applePay', 'googlePay'] as const) {
      wallets[type].isAvailable().then(
        (ok) => live && setAvailable((a) => ({ ...a, [type]: ok })),
        () => {
          // Spec 000 §8: an availability check failure is reported so.
          if (type === 'applePay') {
            console.warn('Apple Pay unavailable');
          }
          if (live) {
            setAvailable((a) => ({ ...a, [type]: false }));
          }
        },
      );
    }
    return () => {
      live = false;
    };
  }, [wallets]);

  const shown = offered.filter((type) => (type === 'applePay' || type === 'googlePay' ? available[type] : true));
  if (!cart || shown.length === 0) {
    return null;
  }
  const subtotal = parseDecimal(cart.subtotal) ?? 0;
  const feeOf = (type: WalletTender) => parseDecimal(fees?.[type]?.amount);

  const extraFields = (): WalletExtraFields | null => {
    const c = contact();
    return c ? { email: c.email, phone: c.phone, contactPreference: 'email' } : null;
  };

  const payPal = async (brand: PayPalBrand) => {
    const fields = extraFields();
    const fee = feeOf(brand);
    if (!fields || fee === null || busy || !bot.ready) {
      return;
    }
    setError(null);
    setBusy(brand);
    try {
      const returnUrl = window.location.origin + pathFor('checkout');
      const order = await createOrder({
        ...site,
        idempotencyKey: newIdempotencyKey(),
        body: {
          brand,
          extraFields: fields,
          expected: { subtotal: toDecimal(subtotal), fee: toDecimal(fee) },
          returnUrl,
          botToken: bot.botToken,
        },
      }).unwrap();
      savePendingOrder({ orderId: order.orderId, extraFields: fields });
      leaving.current = true;
      (redirect ?? browser.assign)(order.approveUrl);
    } catch (err) {
      if (!leaving.current) {
        setError(errorText(err) ?? t('api.error'));
        setBusy(null);
        bot.reset();
      }
    }
  };

  const mobilePay = async (type: MobileWalletType) => {
    const fields = extraFields();
    const fee = feeOf(type);
    if (!fields || fee === null || busy || !bot.ready) {
      return;
    }
    setError(null);
    setBusy(type);
    try {
      const payment = await wallets[type].pay({ subtotal, fee, total: subtotal + fee, language });
      // TENDER-01: a mobile wallet pays with a card; the wallet is its source.
      const tender: Tender = {
        type: 'card',
        source: WALLET_SOURCES[type],
        token: payment.token,
        lastDigits: payment.lastDigits,
        cardBrand: payment.brand,
        userName: payment.payerName,
      };
      if (costLinked) {
        // CHK-13: the fee follows the card in the wallet, so the payer reviews it before paying.
        setSheet(null);
        setBusy(null);
        dispatch(tenderReady({ tender, contact: { email: fields.email, phone: fields.phone } }));
        navigate(pathFor('confirmation'));
        return;
      }
      const result = await mobileCheckout({
        ...site,
        idempotencyKey: newIdempotencyKey(),
        body: {
          tender,
          extraFields: fields,
          expected: { subtotal: toDecimal(subtotal), fee: toDecimal(fee) },
          language,
          botToken: bot.botToken,
        },
      }).unwrap();
      setSheet(null);
      finish(result);
    } catch (err) {
      setSheet(null);
      setBusy(null);
      if (err instanceof WalletCancelled) {
        return;
      }
      bot.reset();
      setError(errorText(err) ?? t('api.error'));
    }
  };

  return (
    <div className="wallet-options">
      <p className="wallet-options__heading">{t('wallets.heading')}</p>
      {bot.check ? <BotChallenge key={bot.round} siteKey={bot.check.siteKey} onToken={bot.setToken} /> : null}
      {bot.ready ? null : (
        <p id="wallets-bot-hint" className="bot-challenge__hint">
          {t('botCheck.hint')}
        </p>
      )}
      <ul className="wallet-options__list">
        {shown.map((type) => {
          const fee = feeOf(type);
          return (
            <li key={type}>
              <button
                type="button"
                className={`button wallet-options__button wallet-options__button--${type}`}
                disabled={disabled || !bot.ready || (busy !== null && busy !== type)}
                aria-describedby={bot.ready ? undefined : 'wallets-bot-hint'}
                aria-disabled={busy === type || undefined}
                onClick={() => void (type === 'paypal' || type === 'venmo' ? payPal(type) : mobilePay(type))}
              >
                {busy === type && (type === 'paypal' || type === 'venmo') ? t('wallets.redirecting') : t(BUTTON_LABELS[type])}
              </button>
              {fee !== null ? (
                <span className="wallet-options__fee">{t('payment.optionFee', { fee: formatCents(fee, language) })}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {error ? (
        <Alert variant="danger" onDismiss={() => setError(null)}>
          <p>{error}</p>
        </Alert>
      ) : null}
      {sheet ? (
        <SandboxSheet
          type={sheet.type}
          request={sheet.request}
          busy={busy === sheet.type && sheet.answer === noAnswer}
          onPay={() => {
            sheet.answer(true);
            setSheet({ ...sheet, answer: noAnswer });
          }}
          onCancel={() => {
            sheet.answer(false);
            setSheet(null);
          }}
        />
      ) : null}
    </div>
  );
}

/** The sheet's answer once given: later clicks change nothing. */
function noAnswer(): void {}
