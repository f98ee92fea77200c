// Step 2 of checkout: contact details, the payment method and the card-input
// frame, with the fee and total of the chosen method. "Continue to review"
// asks the frame for the state of its fields at that moment, then to
// tokenize; only the resulting token, brand and last digits are kept (card
// data never reaches this page's origin).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { Alert } from '../../components/ui/Alert';
import { MoneySummary } from '../../components/ui/MoneySummary';
import { useFocusFirstError } from '../../components/ui/TextField';
import { acceptedCardBrands, brandAccepted } from '../../lib/cardBrands';
import { isOnOrigin, type FrameTender } from '../../lib/cardFrame';
import { cartItems, cartOf, useCheckoutScreen } from '../../state/cart';
import type { TenderType } from '../../lib/checkoutTypes';
import {
  chooseTenderType,
  dismissPaymentError,
  selectCheckout,
  showStep,
  tenderReady,
  unconfirmedItems,
} from '../../state/checkoutSlice';
import { INTL_LOCALES, useLanguage, useT } from '../../lib/i18n';
import { parseDecimal } from '../../lib/money';
import { sectionData } from '../../state/screens';
import { useSitePath } from '../../lib/site';
import { validateEmail, validatePhone, type FieldError } from '../../lib/validators';
import type { WalletSlot } from '../../state/walletSlot';
import { CardFrame } from '../../components/cardFrame/CardFrame';
import { ContactFields } from './ContactFields';
import { TenderChoice } from './TenderChoice';
import { feeOf, offeredTenders } from './tenders';
import { useCardFrame } from '../../components/cardFrame/useCardFrame';
import './payment.css';
import '../../lib/i18n/steps';

/** How long the frame may take to answer a state request and then a tokenize request. */
export const TOKENIZE_TIMEOUT_MS = 30_000;

interface ContactErrors {
  email: FieldError | null;
  phone: FieldError | null;
}

export interface PaymentStepProps {
  /** PayPal, Venmo and the mobile wallets, from the app. */
  wallets?: WalletSlot;
}

export function PaymentStep({ wallets }: PaymentStepProps = {}) {
  const t = useT();
  const { language } = useLanguage();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const pathFor = useSitePath();
  const { data: screen, refetch } = useCheckoutScreen();
  const checkout = useAppSelector(selectCheckout);
  const cart = cartOf(screen);
  const fees = sectionData(screen?.sections.fees);
  const tenders = sectionData(screen?.sections.tenders);
  const wallet = sectionData(screen?.sections.wallet);
  const options = offeredTenders(tenders);
  const type: TenderType | null =
    checkout.tenderType && options.includes(checkout.tenderType) ? checkout.tenderType : (options[0] ?? null);
  // TENDER-03 TENDER-04: the brands this cart accepts, shown to the payer and checked after tokenizing.
  const items = cartItems(cart);
  const brands = acceptedCardBrands(tenders?.cardBrands, items);
  const brandList = new Intl.ListFormat(INTL_LOCALES[language], { type: 'conjunction' }).format(brands);
  // ADD-11: nothing can be paid while an item still waits for its confirmation checkbox.
  const awaitingConfirmation = unconfirmedItems(items, checkout.confirmedItems).length > 0;
  // TENDER-07: the wallet works only while the cart has not expired.
  const closed = awaitingConfirmation || cart?.expired === true;

  const [email, setEmail] = useState(checkout.contact.email);
  const [phone, setPhone] = useState(checkout.contact.phone);
  const [errors, setErrors] = useState<ContactErrors>({ email: null, phone: null });
  const [busy, setBusy] = useState(false);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const busyNow = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  const failed = useFocusFirstError(form);

  // The frame keeps the address it was first given for this cart and
  // method: a refetched screen carries a new token, and reloading the frame
  // would clear what the payer typed. Retry after a failed load takes the
  // newest address.
  const [loads, setLoads] = useState(0);
  const addresses = useRef(new Map<string, string>());
  const latest = wallet && type ? (type === 'bank' ? wallet.bankInputUrl : wallet.cardInputUrl) : '';
  const frameKey = `${cart?.id ?? ''}:${type ?? ''}:${loads}`;
  if (latest && !addresses.current.has(frameKey)) {
    addresses.current.set(frameKey, latest);
  }
  const src = addresses.current.get(frameKey) ?? '';
  const origin = wallet?.origin ?? '';
  const frameUsable = src !== '' && isOnOrigin(src, origin);

  const finish = () => {
    busyNow.current = false;
    setBusy(false);
    window.clearTimeout(timer.current);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const frame = useCardFrame(origin, src, language, {
    onState: (complete: boolean) => {
      if (!busyNow.current) {
        return;
      }
      if (!complete) {
        finish();
        setTokenError(t(type === 'bank' ? 'payment.incomplete.bank' : 'payment.incomplete.card'));
      } else if (!frame.tokenize()) {
        finish();
        setTokenError(t('api.error'));
      }
    },
    onTokenized: (tender: FrameTender) => {
      if (!busyNow.current) {
        return;
      }
      finish();
      const { type: tenderType, token, lastDigits, cardBrand, userName } = tender;
      if (tenderType === 'card' && !brandAccepted(cardBrand, brands)) {
        setTokenError(t('payment.brandNotAccepted', { brand: cardBrand, brands: brandList }));
        return;
      }
      dispatch(
        tenderReady({
          tender: { type: tenderType, source: 'direct', token, lastDigits, cardBrand, userName },
          contact: { email: email.trim(), phone: phone.trim() },
        }),
      );
      navigate(pathFor('confirmation'));
    },
    onTokenizeFailed: (message: string) => {
      if (busyNow.current) {
        finish();
        setTokenError(message || t('payment.tokenizeFailed'));
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busyNow.current) {
      return;
    }
    const next = { email: validateEmail(email), phone: validatePhone(phone) };
    setErrors(next);
    if (next.email || next.phone) {
      failed();
      return;
    }
    if (!type || frame.status !== 'ready' || closed) {
      return;
    }
    setTokenError(null);
    busyNow.current = true;
    setBusy(true);
    if (!frame.askState()) {
      finish();
      setTokenError(t('api.error'));
      return;
    }
    timer.current = window.setTimeout(() => {
      if (busyNow.current) {
        finish();
        setTokenError(t('api.error'));
      }
    }, TOKENIZE_TIMEOUT_MS);
  };

  // The wallets pay without the frame: they need only valid contact details.
  const walletContact = () => {
    const next = { email: validateEmail(email), phone: validatePhone(phone) };
    setErrors(next);
    if (next.email || next.phone) {
      failed();
      return null;
    }
    return { email: email.trim(), phone: phone.trim() };
  };

  const retryFrame = async () => {
    await refetch();
    setLoads((n) => n + 1);
  };

  return (
    <form ref={form} className="payment" noValidate onSubmit={submit}>
      {checkout.paymentError ? (
        <Alert variant="danger" onDismiss={() => dispatch(dismissPaymentError())}>
          <p>{checkout.paymentError}</p>
        </Alert>
      ) : null}
      {awaitingConfirmation ? (
        <Alert variant="warning">
          <p>{t('payment.requiresConfirmation')}</p>
        </Alert>
      ) : null}
      <ContactFields
        email={email}
        phone={phone}
        emailError={errors.email}
        phoneError={errors.phone}
        onEmail={setEmail}
        onPhone={setPhone}
        onBlurEmail={() => setErrors((e) => ({ ...e, email: email.trim() || e.email ? validateEmail(email) : null }))}
        onBlurPhone={() => setErrors((e) => ({ ...e, phone: validatePhone(phone) }))}
      />
      <TenderChoice
        options={options}
        value={type}
        fees={fees}
        alerts={tenders?.alerts ?? []}
        disabled={busy || closed}
        onChange={(next) => dispatch(chooseTenderType(next))}
        extra={wallets?.({ contact: walletContact, disabled: busy || closed })}
      />
      {type === 'card' ? (
        brands.length > 0 ? (
          <p className="payment__brands">{t('payment.acceptedCards', { brands: brandList })}</p>
        ) : (
          <Alert variant="danger">
            <p>{t('payment.noCardBrands')}</p>
          </Alert>
        )
      ) : null}
      {type ? (
        frameUsable ? (
          <CardFrame type={type} src={src} frame={frame} onRetry={() => void retryFrame()} />
        ) : (
          <Alert variant="danger">
            <p>{t('payment.walletError')}</p>
            <button type="button" className="button" onClick={() => void retryFrame()}>
              {t('common.retry')}
            </button>
          </Alert>
        )
      ) : null}
      {tokenError ? (
        <Alert variant="danger" onDismiss={() => setTokenError(null)}>
          <p>{tokenError}</p>
        </Alert>
      ) : null}
      <section className="payment__summary" aria-labelledby="payment-summary-heading">
        <h2 id="payment-summary-heading">{t('payment.summaryHeading')}</h2>
        <MoneySummary subtotal={parseDecimal(cart?.subtotal) ?? 0} fee={feeOf(fees, type)} />
      </section>
      <div className="actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!type || !frameUsable || frame.status !== 'ready' || closed || (type === 'card' && brands.length === 0)}
          aria-disabled={busy || undefined}
        >
          {busy ? t('payment.tokenizing') : t('payment.continue')}
        </button>
        <button type="button" className="button" onClick={() => dispatch(showStep('cart'))}>
          {t('payment.backToCart')}
        </button>
      </div>
    </form>
  );
}
