// Step 2 of checkout: contact details, the payment method and the card-input
// frame, with the fee and total of the chosen method. "Continue to review"
// asks the frame for the state of its fields at that moment, then to
// tokenize; only the resulting token, brand and last digits are kept (card
// data never reaches this page's origin). A signed-in resident's saved
// tenders come first and pay without a frame; the wallet's code and texts
// load only for a resident or a screen with saved tenders (SavedTenders.tsx).
// While a frame is open its token is renewed in place (WAL-17, WAL-18).
import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
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
import { sharedChunk } from '../../components/sharedChunk';
import { useSite } from '../../lib/site';
import { useGetSessionQuery } from '../../state/session';
import type { SavedTenderView, WalletFrames } from '../../lib/walletTypes';
import { isExpiredTender } from '../../lib/cardExpiry';
import { frameToken } from '../../lib/walletSession';
import { useWalletRenewal } from '../../components/cardFrame/useWalletRenewal';
import { useWalletProbe } from '../../components/cardFrame/useWalletProbe';
import { renewCheckoutFrames } from '../../state/wallet';
import './payment.css';
import '../../lib/i18n/steps';

// The wallet's three parts come from one chunk, fetched and retried once for all of them.
const walletPart = sharedChunk(() => import('./SavedTenders'));
const WalletChoices = walletPart((m) => m.WalletChoices);
const SaveTenderFields = walletPart((m) => m.SaveTenderFields);
const LockedEmailNote = walletPart((m) => m.LockedEmailNote);

/** The longest nickname a saved tender takes (lib/savedTender.ts, kept out of this chunk). */
const NICKNAME_MAX = 30;

const NO_SAVED: readonly SavedTenderView[] = [];

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
  const { location } = useSite();
  const { data: session } = useGetSessionQuery({ client: location.client, site: location.site });
  const resident = session?.user ?? null;
  const saved = sectionData(screen?.sections.savedTenders)?.tenders ?? NO_SAVED;
  const allowedTypes = (tenders?.allowed ?? []).filter((allowed) => !(tenders?.blocked ?? []).some((b) => b.type === allowed));
  const [now] = useState(() => new Date());
  const usable = (tender: SavedTenderView) => allowedTypes.includes(tender.type) && !isExpiredTender(tender, now);
  // The last used tender is chosen at first, when it can pay (an expired card cannot, WAL-11).
  const [savedChoice, setSavedChoice] = useState<string | null | undefined>(checkout.tender?.tenderId);
  // ERR-92: when the wallet's chunk cannot load, its error shows and the payer chooses a new card or
  // bank account as a guest would: no saved tender stays chosen out of sight.
  const walletWanted = saved.length > 0 || resident !== null;
  const [walletFailed, setWalletFailed] = useState(false);
  useEffect(() => {
    if (!walletWanted) return;
    let live = true;
    walletPart.load().catch(() => {
      if (live) setWalletFailed(true);
    });
    return () => {
      live = false;
    };
  }, [walletWanted]);
  const chosenSaved = walletFailed
    ? undefined
    : savedChoice === undefined
      ? saved.find((tender) => tender.isLastUsed && usable(tender))
      : saved.find((tender) => tender.tenderId === savedChoice && usable(tender));
  const [saveTender, setSaveTender] = useState(checkout.saveTender !== null);
  const [nickname, setNickname] = useState(checkout.saveTender?.nickname ?? '');
  const [nicknameInvalid, setNicknameInvalid] = useState(false);

  // TENDER-03 TENDER-04: the brands this cart accepts, shown to the payer and checked after tokenizing.
  const items = cartItems(cart);
  const brands = acceptedCardBrands(tenders?.cardBrands, items);
  const brandList = new Intl.ListFormat(INTL_LOCALES[language], { type: 'conjunction' }).format(brands);
  // ADD-11: nothing can be paid while an item still waits for its confirmation checkbox.
  const awaitingConfirmation = unconfirmedItems(items, checkout.confirmedItems).length > 0;
  // TENDER-07, WAL-15: the wallet works only while the cart has not expired.
  const closed = awaitingConfirmation || cart?.expired === true;
  // WAL-16: saved tenders and frames show only once every item needing confirmation is confirmed.
  const walletShown = !awaitingConfirmation;
  // A saved tender pays without a frame.
  const frameType = chosenSaved ? null : type;

  const [typedEmail, setEmail] = useState(checkout.contact.email);
  // WAL-19, ROLE-10: a signed-in resident's receipt goes to the account's e-mail.
  const email = resident?.email ?? typedEmail;
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
  // Frames renewed at check-out (WAL-17) stand in for the screen's for a frame opened later.
  const [renewed, setRenewed] = useState<WalletFrames | null>(null);
  const frames = renewed ?? wallet;
  const latest = frames && frameType ? (frameType === 'bank' ? frames.bankInputUrl : frames.cardInputUrl) : '';
  const frameKey = `${cart?.id ?? ''}:${frameType ?? ''}:${loads}`;
  if (latest && !addresses.current.has(frameKey)) {
    addresses.current.set(frameKey, latest);
  }
  const src = addresses.current.get(frameKey) ?? '';
  const origin = frames?.origin ?? '';
  const frameUsable = src !== '' && isOnOrigin(src, origin);
  // ERR-30, ERR-93: the wallet host is probed once the frame is about to show.
  const probed = useWalletProbe(frameType && walletShown && frameUsable ? origin : '');

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
          saveTender: resident && saveTender ? (nickname.trim() ? { nickname: nickname.trim() } : {}) : null,
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
    const tooLong = resident !== null && !chosenSaved && saveTender && nickname.trim().length > NICKNAME_MAX;
    setNicknameInvalid(tooLong);
    if (next.email || next.phone || tooLong) {
      failed();
      return;
    }
    if (chosenSaved) {
      if (!closed) {
        payWithSaved(chosenSaved);
      }
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

  // A saved tender: the BFF takes its token from the wallet at check-out.
  const payWithSaved = (tender: SavedTenderView) => {
    dispatch(
      tenderReady({
        tender: {
          type: tender.type,
          token: '',
          tenderId: tender.tenderId,
          lastDigits: tender.lastDigits,
          cardBrand: tender.cardBrand ?? (tender.type === 'paypal' ? 'PayPal' : ''),
          userName: tender.userName,
        },
        contact: { email: email.trim(), phone: phone.trim() },
      }),
    );
    navigate(pathFor('confirmation'));
  };

  // WAL-17, WAL-18: the open frame's token is renewed in place; after too many renewals the payer is asked to reload.
  const [renewCheckout] = renewCheckoutFrames.useMutation();
  const renewal = useWalletRenewal({
    frames: frameUsable && wallet?.expiresAt ? { origin, cardInputUrl: src, bankInputUrl: src, expiresAt: wallet.expiresAt } : null,
    refresh: () => renewCheckout({ client: location.client, site: location.site }).unwrap(),
    onToken: (fresh: WalletFrames, jwt: string, ttlMs: number) => {
      setRenewed(fresh);
      frame.setToken(frameType === 'bank' ? frameToken(fresh.bankInputUrl) || jwt : jwt, ttlMs);
    },
  });

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
        emailLockedNote={
          resident ? (
            <Suspense fallback={null}>
              <LockedEmailNote />
            </Suspense>
          ) : undefined
        }
      />
      <TenderChoice
        options={options}
        value={type}
        fees={fees}
        alerts={tenders?.alerts ?? []}
        disabled={busy || closed}
        onChange={(next) => dispatch(chooseTenderType(next))}
        extra={wallets?.({ contact: walletContact, disabled: busy || closed })}
        choices={
          saved.length > 0 && walletShown && !walletFailed ? (
            <Suspense fallback={null}>
              <WalletChoices
                saved={saved}
                savedId={chosenSaved?.tenderId ?? null}
                type={type}
                options={options}
                allowedTypes={allowedTypes}
                fees={fees}
                now={now}
                onSaved={(tenderId) => setSavedChoice(tenderId)}
                onType={(next) => {
                  setSavedChoice(null);
                  dispatch(chooseTenderType(next));
                }}
              />
            </Suspense>
          ) : undefined
        }
      />
      {renewal.failed ? (
        <Alert variant="danger">
          <p>{t('payment.sessionFailed')}</p>
        </Alert>
      ) : null}
      {frameType === 'card' ? (
        brands.length > 0 ? (
          <p className="payment__brands">{t('payment.acceptedCards', { brands: brandList })}</p>
        ) : (
          <Alert variant="danger">
            <p>{t('payment.noCardBrands')}</p>
          </Alert>
        )
      ) : null}
      {frameType && walletShown ? (
        frameUsable ? (
          <CardFrame type={frameType} src={src} frame={frame} held={!probed} onRetry={() => void retryFrame()} />
        ) : (
          <Alert variant="danger">
            <p>{t('payment.walletError')}</p>
            <button type="button" className="button" onClick={() => void retryFrame()}>
              {t('common.retry')}
            </button>
          </Alert>
        )
      ) : null}
      {frameType && walletShown && resident ? (
        <Suspense fallback={null}>
          <SaveTenderFields
            save={saveTender}
            nickname={nickname}
            nicknameInvalid={nicknameInvalid}
            onSave={setSaveTender}
            onNickname={(value) => {
              setNickname(value);
              if (nicknameInvalid) setNicknameInvalid(value.trim().length > NICKNAME_MAX);
            }}
          />
        </Suspense>
      ) : null}
      {tokenError ? (
        <Alert variant="danger" onDismiss={() => setTokenError(null)}>
          <p>{tokenError}</p>
        </Alert>
      ) : null}
      <section className="payment__summary" aria-labelledby="payment-summary-heading">
        <h2 id="payment-summary-heading">{t('payment.summaryHeading')}</h2>
        <MoneySummary
          subtotal={parseDecimal(cart?.subtotal) ?? 0}
          fee={chosenSaved ? parseDecimal(fees?.[chosenSaved.type]?.amount) : feeOf(fees, type)}
        />
      </section>
      <div className="actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={
            chosenSaved
              ? closed
              : !type || !frameUsable || frame.status !== 'ready' || closed || (type === 'card' && brands.length === 0)
          }
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
