// "Verify ownership" on a signed-in resident's payable (spec 001 §1, §4
// "Ownership"; VERIFY-04, VERIFY-05): the letter with a PIN is mailed to
// the property's address on request, then the PIN is entered here. A
// failed request shows the PIN-request-issue message and a wrong PIN the
// invalid-PIN one (ERR-70), both the BFF's; the status stays pin_requested
// after a wrong PIN, and the attempt limit's refusal asks for a new letter.
// Once payable_claimed, the dialog says so: paperless and the print view
// are then offered beside the payable (VERIFY-01, VERIFY-02).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Loading } from '../../components/ui/Loading';
import { Modal } from '../../components/ui/Modal';
import { TextField } from '../../components/ui/TextField';
import { useLanguage, useT } from '../../lib/i18n';
import { useSite } from '../../lib/site';
import { apiError } from '../../state/api';
import { statusOf, useClaimMutation, useOwnershipStatusesQuery, useRequestPINMutation } from './api';
import './ownership.css';
import '../../lib/i18n/ownership';

export interface OwnershipDialogProps {
  payable: { path: string; displayName: string };
  onClose: () => void;
}

/** The PIN's shape (six digits), checked before the BFF checks it again. */
const PIN = /^\d{6}$/;

export function OwnershipDialog({ payable, onClose }: OwnershipDialogProps) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const titleId = useId();
  const forId = useId();
  const site = { client: location.client, site: location.site };
  const statuses = useOwnershipStatusesQuery(site);
  const [requestPIN, requesting] = useRequestPINMutation();
  const [claim, claiming] = useClaimMutation();
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string; n: number } | null>(null);
  const pinInput = useRef<HTMLInputElement>(null);
  const messageBox = useRef<HTMLDivElement>(null);
  const status = statusOf(statuses.data?.statuses, payable.path);
  const args = { ...site, lang: language, payablePath: payable.path };

  useEffect(() => {
    if (message) messageBox.current?.focus();
  }, [message]);

  const say = (ok: boolean, text: string) => setMessage((last) => ({ ok, text, n: (last?.n ?? 0) + 1 }));

  const askForLetter = async () => {
    if (requesting.isLoading) return;
    setMessage(null);
    try {
      const answer = await requestPIN(args).unwrap();
      say(true, answer.letterOnItsWay ? t('ownership.letter.onItsWay') : t('ownership.letter.sent'));
    } catch (error) {
      say(false, apiError(error)?.displayMessage || t('api.error'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (claiming.isLoading) return;
    const entered = pin.trim();
    if (!PIN.test(entered)) {
      setPinError(t('ownership.pin.required'));
      pinInput.current?.focus();
      return;
    }
    setPinError(null);
    setMessage(null);
    try {
      await claim({ ...args, pin: entered }).unwrap();
      say(true, t('ownership.done'));
    } catch (error) {
      say(false, apiError(error)?.displayMessage || t('api.error'));
      // A wrong PIN uses up an attempt: the status says how many are left.
      void statuses.refetch();
    }
  };

  let body;
  if (statuses.isLoading) {
    body = <Loading label={t('ownership.loading')} />;
  } else if (statuses.error && !statuses.data) {
    body = (
      <Alert variant="danger">
        <p>{apiError(statuses.error)?.displayMessage || t('ownership.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void statuses.refetch()}>
          {t('common.retry')}
        </button>
      </Alert>
    );
  } else if (status.status === 'payable_claimed') {
    body = <p className="ownership__claimed">{t('ownership.claimed')}</p>;
  } else {
    body = (
      <>
        <p>{t('ownership.letter.intro')}</p>
        {status.status === 'pin_requested' ? (
          <form noValidate onSubmit={(event) => void submit(event)}>
            <TextField
              ref={pinInput}
              label={t('ownership.pin.label')}
              hint={
                status.attemptsLeft !== undefined
                  ? `${t('ownership.pin.hint')} ${t('ownership.pin.attemptsLeft', { count: String(status.attemptsLeft) })}`
                  : t('ownership.pin.hint')
              }
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-required
              value={pin}
              error={pinError}
              onChange={(event) => setPin(event.target.value)}
            />
            <div className="ownership__actions">
              <button type="submit" className="button button--primary" aria-disabled={claiming.isLoading || undefined}>
                {claiming.isLoading ? t('ownership.pin.submitting') : t('ownership.pin.submit')}
              </button>
            </div>
          </form>
        ) : null}
        <div className="ownership__actions">
          <button
            type="button"
            className={status.status === 'pin_requested' ? 'button' : 'button button--primary'}
            aria-disabled={requesting.isLoading || undefined}
            onClick={() => void askForLetter()}
          >
            {requesting.isLoading
              ? t('ownership.letter.requesting')
              : status.status === 'pin_requested'
                ? t('ownership.letter.again')
                : t('ownership.letter.request')}
          </button>
        </div>
      </>
    );
  }

  return (
    <Modal labelledBy={titleId} describedBy={forId} onClose={onClose} busy={claiming.isLoading || requesting.isLoading}>
      <div className="ownership__dialog">
        <h2 id={titleId} className="modal__title">
          {t('ownership.dialog.title')}
        </h2>
        <p id={forId}>{t('ownership.dialog.for', { name: payable.displayName })}</p>
        {message ? (
          <div key={message.n} ref={messageBox} tabIndex={-1} className="ownership__message">
            <Alert variant={message.ok ? 'success' : 'danger'} live={message.ok ? 'polite' : 'assertive'}>
              <p>{message.text}</p>
            </Alert>
          </div>
        ) : null}
        {body}
        <div className="modal__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('ownership.dialog.close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
