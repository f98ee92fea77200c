// Adding a card or bank account in My settings, outside check-out: the
// card-input frame bound to the resident (GET /wallet/frames; the payment
// step's frame component), an optional nickname, then POST /wallet/tenders
// with the token and, when given, the billing address (WAL-10; checked
// before the frame tokenizes, VAL-75), under one Idempotency-Key per
// attempt. The name on the card or account comes from the frame. The frame's
// token is renewed in place while the form is open (WAL-17, WAL-18).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CardFrame } from '../../components/cardFrame/CardFrame';
import { BillingAddressFields } from '../../components/wallet/BillingAddressFields';
import { useCardFrame } from '../../components/cardFrame/useCardFrame';
import { useWalletRenewal } from '../../components/cardFrame/useWalletRenewal';
import { useWalletProbe } from '../../components/cardFrame/useWalletProbe';
import { Alert } from '../../components/ui/Alert';
import { Loading } from '../../components/ui/Loading';
import { TextField, useFocusFirstError } from '../../components/ui/TextField';
import { billingBody, emptyBilling, validateBilling, type BillingErrors } from '../../lib/billingAddress';
import { isOnOrigin, type FrameTender } from '../../lib/cardFrame';
import { useLanguage, useT } from '../../lib/i18n';
import { newIdempotencyKey } from '../../lib/idempotency';
import { NICKNAME_MAX } from '../../lib/savedTender';
import { useSite } from '../../lib/site';
import type { SavedTenderView, WalletFrames } from '../../lib/walletTypes';
import { frameToken } from '../../lib/walletSession';
import { errorText } from '../../state/api';
import { useQueryClient } from '../../state/query';
import { addTender, getWalletFrames } from '../../state/wallet';
import { PanelLoadFailure } from './PanelLoadFailure';
import '../../lib/i18n/steps';
import '../../lib/i18n/wallet';

/** How long the frame may take to answer a state request and then a tokenize request. */
const TOKENIZE_TIMEOUT_MS = 30_000;

export interface AddTenderFormProps {
  type: 'card' | 'bank';
  onAdded: (tender: SavedTenderView) => void;
  onCancel: () => void;
}

export function AddTenderForm({ type, onAdded, onCancel }: AddTenderFormProps) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const site = { client: location.client, site: location.site };
  const query = useQueryClient();
  const { data: frames, isError, isFetching, refetch } = getWalletFrames.useQuery(site, { refetchOnMountOrArgChange: true });
  const [save] = addTender.useMutation();
  const [nickname, setNickname] = useState('');
  const [nicknameError, setNicknameError] = useState(false);
  const [billing, setBilling] = useState(emptyBilling);
  const [billingErrors, setBillingErrors] = useState<BillingErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(form);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyNow = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const attempt = useRef<string | null>(null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // The frame keeps the address it was first given: a renewal changes its token, not the frame.
  const [src, setSrc] = useState('');
  const latest = frames ? (type === 'bank' ? frames.bankInputUrl : frames.cardInputUrl) : '';
  useEffect(() => {
    if (latest && !src) setSrc(latest);
  }, [latest, src]);
  const origin = frames?.origin ?? '';
  const usable = src !== '' && isOnOrigin(src, origin);
  // ERR-30, ERR-93: the wallet host is probed once the frame is about to show.
  const probed = useWalletProbe(usable ? origin : '');

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const finish = () => {
    busyNow.current = false;
    setBusy(false);
    window.clearTimeout(timer.current);
  };

  const store = async (tender: FrameTender) => {
    const address = billingBody(billing);
    const key = attempt.current ?? newIdempotencyKey();
    attempt.current = key;
    try {
      const saved = await save({
        ...site,
        idempotencyKey: key,
        body: {
          token: tender.token,
          type,
          userName: tender.userName,
          ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
          ...(address ? { billingAddress: address } : {}),
        },
      }).unwrap();
      attempt.current = null;
      onAdded(saved);
    } catch (failure) {
      setError(errorText(failure) ?? t('api.error'));
    } finally {
      finish();
    }
  };

  const frame = useCardFrame(origin, src, language, {
    onState: (complete) => {
      if (!busyNow.current) return;
      if (!complete) {
        finish();
        setError(t(type === 'bank' ? 'payment.incomplete.bank' : 'payment.incomplete.card'));
      } else if (!frame.tokenize()) {
        finish();
        setError(t('api.error'));
      }
    },
    onTokenized: (tender) => {
      if (busyNow.current) void store(tender);
    },
    onTokenizeFailed: (message) => {
      if (busyNow.current) {
        finish();
        setError(message || t('api.error'));
      }
    },
  });

  const renewal = useWalletRenewal({
    frames: usable && frames?.expiresAt ? { ...frames, cardInputUrl: src, bankInputUrl: src } : null,
    refresh: () => getWalletFrames.fetch(query, site, { force: true }),
    onToken: (fresh: WalletFrames, jwt: string, ttlMs: number) =>
      frame.setToken(type === 'bank' ? frameToken(fresh.bankInputUrl) || jwt : jwt, ttlMs),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busyNow.current) return;
    const tooLong = nickname.trim().length > NICKNAME_MAX;
    const addressErrors = validateBilling(billing);
    setNicknameError(tooLong);
    setBillingErrors(addressErrors);
    if (tooLong || Object.keys(addressErrors).length > 0) {
      focusFirstError();
      return;
    }
    if (frame.status !== 'ready') return;
    setError(null);
    busyNow.current = true;
    setBusy(true);
    if (!frame.askState()) {
      finish();
      setError(t('api.error'));
      return;
    }
    timer.current = window.setTimeout(() => {
      if (busyNow.current) {
        finish();
        setError(t('api.error'));
      }
    }, TOKENIZE_TIMEOUT_MS);
  };

  let body;
  if (isError && !frames) {
    body = <PanelLoadFailure message={t('payment.frameError')} onRetry={refetch} busy={isFetching} />;
  } else if (!frames) {
    body = <Loading />;
  } else if (!usable) {
    body = <Alert variant="danger"><p>{t('payment.walletError')}</p></Alert>;
  } else {
    body = <CardFrame type={type} src={src} frame={frame} held={!probed} onRetry={() => setSrc('')} />;
  }

  return (
    <form ref={form} className="add-tender" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t(type === 'bank' ? 'wallet.addHeading.bank' : 'wallet.addHeading.card')}
      </h3>
      {body}
      {renewal.failed ? (
        <Alert variant="danger">
          <p>{t('wallet.sessionFailed')}</p>
        </Alert>
      ) : null}
      <TextField
        label={t('wallet.nickname')}
        hint={t('wallet.nicknameHint')}
        name="nickname"
        autoComplete="off"
        value={nickname}
        error={nicknameError ? t('wallet.nicknameTooLong') : null}
        onChange={(event) => setNickname(event.target.value)}
      />
      <BillingAddressFields value={billing} errors={billingErrors} onChange={setBilling} />
      {error ? (
        <Alert variant="danger" onDismiss={() => setError(null)}>
          <p>{error}</p>
        </Alert>
      ) : null}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={!usable || frame.status !== 'ready'} aria-disabled={busy || undefined}>
          {busy ? t('wallet.adding') : t('wallet.addSubmit')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('wallet.cancel')}
        </button>
      </div>
    </form>
  );
}
