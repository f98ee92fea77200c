// The wallet at the payment step, for a signed-in resident (its own chunk,
// loaded only when the screen has saved tenders or a resident is signed in):
// the saved tenders as radio choices before "New card" / "New bank account"
// (an expired card is shown so and cannot be chosen, WAL-11), the "Save this
// payment method" checkbox with an optional nickname for a new card or
// account (ROLE-07; a guest never gets here, ROLE-09, ROLE-21), and the
// note of the locked e-mail field (WAL-19, ROLE-10).
import { useId } from 'react';
import { TextField } from '../../components/ui/TextField';
import { TenderSummary } from '../../components/wallet/TenderSummary';
import type { Fees, TenderType } from '../../lib/checkoutTypes';
import { useLanguage, useT } from '../../lib/i18n';
import { formatCents, parseDecimal } from '../../lib/money';
import { isExpiredTender, NICKNAME_MAX } from '../../lib/savedTender';
import type { SavedTenderView } from '../../lib/walletTypes';
import './payment.css';
import '../../lib/i18n/steps';
import '../../lib/i18n/wallet';

export interface WalletChoicesProps {
  saved: readonly SavedTenderView[];
  /** The chosen saved tender; null: a new card or account. */
  savedId: string | null;
  /** The chosen new tender type, when no saved tender is chosen. */
  type: TenderType | null;
  /** The new tender types offered. */
  options: readonly TenderType[];
  /** The tender types the cart allows now (limits and restrictions applied). */
  allowedTypes: readonly string[];
  fees: Fees | undefined;
  now: Date;
  onSaved: (tenderId: string) => void;
  onType: (type: TenderType) => void;
}

/** Whether a saved tender can pay this cart: allowed here and not expired. */
export function canPayWith(tender: SavedTenderView, allowedTypes: readonly string[], now: Date): boolean {
  return allowedTypes.includes(tender.type) && !isExpiredTender(tender, now);
}

export function WalletChoices({ saved, savedId, type, options, allowedTypes, fees, now, onSaved, onType }: WalletChoicesProps) {
  const t = useT();
  const { language } = useLanguage();
  const feeText = (method: string) => {
    const fee = parseDecimal(fees?.[method]?.amount);
    return fee !== null ? <span className="tender-choice__fee">{t('payment.optionFee', { fee: formatCents(fee, language) })}</span> : null;
  };
  return (
    <div className="tender-choice__options tender-choice__options--wallet">
      {saved.map((tender) => {
        const usable = canPayWith(tender, allowedTypes, now);
        return (
          <label key={tender.tenderId} className="tender-choice__option tender-choice__option--saved" aria-disabled={!usable || undefined}>
            <input
              type="radio"
              name="tender-type"
              value={tender.tenderId}
              checked={savedId === tender.tenderId}
              disabled={!usable}
              onChange={() => onSaved(tender.tenderId)}
            />
            <span className="tender-choice__text">
              <TenderSummary tender={tender} now={now} />
              {usable ? feeText(tender.type) : null}
            </span>
          </label>
        );
      })}
      {options.map((option) => (
        <label key={option} className="tender-choice__option">
          <input type="radio" name="tender-type" value={option} checked={savedId === null && type === option} onChange={() => onType(option)} />
          <span className="tender-choice__text">
            <span className="tender-choice__name">{option === 'bank' ? t('wallet.newBank') : t('wallet.newCard')}</span>
            {feeText(option)}
          </span>
        </label>
      ))}
    </div>
  );
}

export interface SaveTenderFieldsProps {
  save: boolean;
  nickname: string;
  /** The nickname is too long (shown once the payer continues). */
  nicknameInvalid: boolean;
  onSave: (save: boolean) => void;
  onNickname: (nickname: string) => void;
}

/** ROLE-07: "Save this payment method" and its optional nickname, for a new card or bank account. */
export function SaveTenderFields({ save, nickname, nicknameInvalid, onSave, onNickname }: SaveTenderFieldsProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="save-tender">
      <div className="save-tender__check">
        <input type="checkbox" id={`${id}-save`} checked={save} onChange={(event) => onSave(event.target.checked)} />
        <label htmlFor={`${id}-save`}>{t('wallet.save')}</label>
      </div>
      {save ? (
        <TextField
          label={t('wallet.nickname')}
          hint={t('wallet.nicknameHint')}
          name="tender-nickname"
          autoComplete="off"
          value={nickname}
          error={nicknameInvalid ? t('wallet.nicknameTooLong') : null}
          onChange={(event) => onNickname(event.target.value)}
        />
      ) : null}
    </div>
  );
}

/** Whether a nickname is short enough to be kept. */
export function nicknameFits(nickname: string): boolean {
  return nickname.trim().length <= NICKNAME_MAX;
}

/** WAL-19, ROLE-10: why the e-mail field cannot be changed here. */
export function LockedEmailNote() {
  const t = useT();
  return <span className="payment__email-locked">{t('wallet.emailLocked')}</span>;
}
