// "Payment methods" in My settings (spec 001 §2 ROUTE-56, §4 "Wallet"): the
// resident's saved tenders with their name, last digits, expiry and badges;
// rename (a nickname of at most 30 characters), make default (the last used
// one), remove after a confirmation (ERR-95: a failure names the last
// digits); add a card or bank account through the card-input frame, or
// PayPal through its setup token; and the claim offer for a tender a guest
// payment left. Its own chunk: loaded when My settings opens.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Loading } from '../../components/ui/Loading';
import { Modal } from '../../components/ui/Modal';
import { TextField } from '../../components/ui/TextField';
import { ClaimOffer } from '../../components/wallet/ClaimOffer';
import { TenderSummary } from '../../components/wallet/TenderSummary';
import { browser } from '../../lib/browser';
import { useT } from '../../lib/i18n';
import { newIdempotencyKey } from '../../lib/idempotency';
import { NICKNAME_MAX, tenderName } from '../../lib/savedTender';
import { useSite } from '../../lib/site';
import type { SavedTenderView } from '../../lib/walletTypes';
import { errorText } from '../../state/api';
import { addPayPal, getWallet, makeDefaultTender, payPalSetup, removeTender, renameTender } from '../../state/wallet';
import { AddTenderForm } from './AddTenderForm';
import { PanelLoadFailure } from './PanelLoadFailure';
import { tabPath } from './tabs';
import './account.css';
import '../../lib/i18n/wallet';

/** The query the PayPal approval page comes back with (its setup token, and whether it was approved). */
export const SETUP_TOKEN_PARAM = 'setup_token';
const APPROVED_PARAM = 'approved';

type Adding = 'card' | 'bank' | null;

export function PaymentMethods() {
  const t = useT();
  const { location } = useSite();
  const site = { client: location.client, site: location.site };
  const { data, isError, isFetching, refetch } = getWallet.useQuery(site, { refetchOnMountOrArgChange: true });
  const [adding, setAdding] = useState<Adding>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<SavedTenderView | null>(null);
  // After a removal the button that opened the dialog is gone: focus goes to the heading once the dialog has closed.
  const [focusHeading, setFocusHeading] = useState(false);
  useEffect(() => {
    if (focusHeading && !removing) {
      heading.current?.focus();
      setFocusHeading(false);
    }
  }, [focusHeading, removing]);
  const [now] = useState(() => new Date());
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const paypal = usePayPalReturn(setNotice, setError);
  const [setup, { isLoading: settingUp }] = payPalSetup.useMutation();

  const startPayPal = async () => {
    setError(null);
    const returnUrl = `${window.location.origin}${tabPath(location, 'my-settings')}`;
    try {
      const { approveUrl } = await setup({ ...site, returnUrl }).unwrap();
      browser.assign(approveUrl);
    } catch (failure) {
      setError(errorText(failure) ?? t('api.error'));
    }
  };

  const tenders = data?.tenders ?? [];
  let list;
  if (isError && !data) {
    list = <PanelLoadFailure message={t('wallet.loadFailed')} onRetry={refetch} busy={isFetching} />;
  } else if (!data) {
    list = <Loading />;
  } else if (tenders.length === 0) {
    list = <p className="payment-methods__empty">{t('wallet.empty')}</p>;
  } else {
    list = (
      <ul className="payment-methods__list" aria-label={t('wallet.listLabel')}>
        {tenders.map((tender) => (
          <TenderRow key={tender.tenderId} tender={tender} now={now} onRemove={() => setRemoving(tender)} />
        ))}
      </ul>
    );
  }

  return (
    <section className="payment-methods" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t('wallet.heading')}
      </h3>
      {data?.claimable ? <ClaimOffer claimable={data.claimable} onClaimed={() => setNotice(t('wallet.claim.done'))} /> : null}
      {paypal ? <Loading label={t('wallet.paypalAdding')} /> : null}
      {notice ? (
        <Alert variant="success" live="polite" onDismiss={() => setNotice(null)}>
          <p>{notice}</p>
        </Alert>
      ) : null}
      {error ? (
        <Alert variant="danger" onDismiss={() => setError(null)}>
          <p>{error}</p>
        </Alert>
      ) : null}
      {list}
      {adding ? (
        <AddTenderForm
          key={adding}
          type={adding}
          onAdded={(tender) => {
            setAdding(null);
            setNotice(t('wallet.added', { name: tenderName(t, tender), digits: tender.lastDigits }));
            heading.current?.focus();
          }}
          onCancel={() => setAdding(null)}
        />
      ) : (
        <div className="actions payment-methods__add">
          <button type="button" className="button" onClick={() => setAdding('card')}>
            {t('wallet.addCard')}
          </button>
          <button type="button" className="button" onClick={() => setAdding('bank')}>
            {t('wallet.addBank')}
          </button>
          <button type="button" className="button" aria-disabled={settingUp || undefined} onClick={() => void (settingUp ? null : startPayPal())}>
            {t('wallet.addPayPal')}
          </button>
        </div>
      )}
      {removing ? (
        <RemoveDialog
          tender={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            setFocusHeading(true);
          }}
        />
      ) : null}
    </section>
  );
}

interface TenderRowProps {
  tender: SavedTenderView;
  now: Date;
  onRemove: () => void;
}

function TenderRow({ tender, now, onRemove }: TenderRowProps) {
  const t = useT();
  const { location } = useSite();
  const site = { client: location.client, site: location.site, tenderId: tender.tenderId };
  const nameId = useId();
  const [editing, setEditing] = useState(false);
  // Focus goes back to Rename once the form has closed and the button is there again.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (refocus && !editing) {
      renameButton.current?.focus();
      setRefocus(false);
    }
  }, [refocus, editing]);
  const [rowError, setRowError] = useState<string | null>(null);
  const [makeDefault, { isLoading: defaulting }] = makeDefaultTender.useMutation();
  const renameButton = useRef<HTMLButtonElement>(null);

  const setDefault = async () => {
    setRowError(null);
    try {
      await makeDefault(site).unwrap();
    } catch (failure) {
      setRowError(errorText(failure) ?? t('api.error'));
    }
  };

  return (
    <li className="payment-methods__item">
      <TenderSummary tender={tender} now={now} showDefault nameId={nameId} />
      {editing ? (
        <RenameForm
          tender={tender}
          onDone={() => {
            setEditing(false);
            setRefocus(true);
          }}
        />
      ) : (
        <div className="payment-methods__actions">
          <button ref={renameButton} type="button" className="button button--quiet" aria-describedby={nameId} onClick={() => setEditing(true)}>
            {t('wallet.rename')}
          </button>
          {tender.isLastUsed ? null : (
            <button
              type="button"
              className="button button--quiet"
              aria-describedby={nameId}
              aria-disabled={defaulting || undefined}
              onClick={() => void (defaulting ? null : setDefault())}
            >
              {t('wallet.makeDefault')}
            </button>
          )}
          <button type="button" className="button button--quiet" aria-describedby={nameId} onClick={onRemove}>
            {t('wallet.remove')}
          </button>
        </div>
      )}
      {rowError ? (
        <Alert variant="danger" onDismiss={() => setRowError(null)}>
          <p>{rowError}</p>
        </Alert>
      ) : null}
    </li>
  );
}

function RenameForm({ tender, onDone }: { tender: SavedTenderView; onDone: (renamed: SavedTenderView | null) => void }) {
  const t = useT();
  const { location } = useSite();
  const [rename, { isLoading }] = renameTender.useMutation();
  const [nickname, setNickname] = useState(tender.nickname);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const value = nickname.trim();
    if (value.length > NICKNAME_MAX) {
      setError(t('wallet.nicknameTooLong'));
      input.current?.focus();
      return;
    }
    try {
      const renamed = await rename({ client: location.client, site: location.site, tenderId: tender.tenderId, nickname: value }).unwrap();
      onDone(renamed);
    } catch (failure) {
      setError(errorText(failure) ?? t('api.error'));
    }
  };

  return (
    <form className="payment-methods__rename" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        ref={input}
        label={t('wallet.nicknameLabel')}
        hint={t('wallet.nicknameHint')}
        name="nickname"
        autoComplete="off"
        value={nickname}
        error={error}
        onChange={(event) => setNickname(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onDone(null);
          }
        }}
      />
      <div className="actions">
        <button type="submit" className="button button--primary" aria-disabled={isLoading || undefined}>
          {t('wallet.saveName')}
        </button>
        <button type="button" className="button" onClick={() => onDone(null)}>
          {t('wallet.cancel')}
        </button>
      </div>
    </form>
  );
}

interface RemoveDialogProps {
  tender: SavedTenderView;
  onClose: () => void;
  onRemoved: () => void;
}

function RemoveDialog({ tender, onClose, onRemoved }: RemoveDialogProps) {
  const t = useT();
  const { location } = useSite();
  const [remove, { isLoading }] = removeTender.useMutation();
  const [error, setError] = useState<string | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  const confirm = async () => {
    if (isLoading) return;
    setError(null);
    try {
      await remove({ client: location.client, site: location.site, tenderId: tender.tenderId }).unwrap();
      onRemoved();
    } catch (failure) {
      // ERR-95: the BFF's message names the tender's last digits.
      setError(errorText(failure) ?? t('api.error'));
    }
  };

  return (
    <Modal labelledBy={titleId} describedBy={textId} onClose={onClose} busy={isLoading} initialFocus={cancel}>
      <h2 id={titleId} className="modal__title">
        {t('wallet.removeTitle')}
      </h2>
      <p id={textId}>{t('wallet.removeText', { name: tenderName(t, tender), digits: tender.lastDigits })}</p>
      {error ? (
        <Alert variant="danger">
          <p>{error}</p>
        </Alert>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="button button--primary" aria-disabled={isLoading || undefined} onClick={() => void confirm()}>
          {isLoading ? t('wallet.removing') : t('wallet.remove')}
        </button>
        <button ref={cancel} type="button" className="button" onClick={onClose}>
          {t('wallet.cancel')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * The return from the PayPal approval page (?setup_token=&approved=): an
 * approved token becomes the resident's PayPal tender (POST /wallet/paypal),
 * then the query is dropped from the address, leaving #my-settings. True
 * while the tender is being added.
 */
function usePayPalReturn(onNotice: (text: string) => void, onError: (text: string) => void): boolean {
  const t = useT();
  const { location } = useSite();
  const [add] = addPayPal.useMutation();
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const setupToken = query.get(SETUP_TOKEN_PARAM);
    if (!setupToken || started.current) return;
    started.current = true;
    const clean = () => window.history.replaceState(window.history.state, '', `${window.location.pathname}#my-settings`);
    if (query.get(APPROVED_PARAM) === '0') {
      clean();
      return;
    }
    setBusy(true);
    add({ client: location.client, site: location.site, idempotencyKey: newIdempotencyKey(), setupToken })
      .unwrap()
      .then(
        () => onNotice(t('wallet.paypalAdded')),
        (failure: unknown) => onError(errorText(failure) ?? t('api.error')),
      )
      .finally(() => {
        setBusy(false);
        clean();
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the return from PayPal
  }, []);
  return busy;
}
