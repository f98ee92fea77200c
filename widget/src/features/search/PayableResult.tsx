// One search result: what it is, when it is due, what it costs, and the
// button that puts it in the cart. A payable whose amount may be changed
// (a partial payment, a donation) gets a checked amount input first.
import { useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { AmountHint } from '../../components/ui/AmountHint';
import { SaveForLater } from '../../components/ui/SaveForLater';
import { TextField } from '../../components/ui/TextField';
import { PayableServicesSlot } from '../../components/PayableServicesSlot';
import { ExtraItems, PaymentChoices } from './PayableChoices';
import type { Decimal, PayableView } from '../../lib/checkoutTypes';
import type { AddExtra } from './useAddToCart';
import { formatDate } from '../../lib/format';
import { useLanguage, useT, type Translate } from '../../lib/i18n';
import { formatDecimal, inputText, parseDecimal, toDecimal } from '../../lib/money';
import { validateAmount } from '../../lib/validators';
import { scheduleHref } from '../../lib/scheduleHref';
import { useSitePath } from '../../lib/site';
import '../../lib/i18n/pages';

export interface PayableResultProps {
  payable: PayableView;
  /** Another add is in progress: this one is refused (ADD-07). */
  busy: boolean;
  /** This payable is being added. */
  adding: boolean;
  error: string | null;
  /** path is the payment choice picked, when the payable offers choices. */
  onAdd: (payable: PayableView, amount: Decimal, extra?: AddExtra) => void;
}

export function PayableResult({ payable, busy, adding, error, onAdd }: PayableResultProps) {
  const t = useT();
  const { language } = useLanguage();
  const titleId = useId();
  const pathFor = useSitePath();
  const [, navigate] = useLocation();
  const amountInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => ((parseDecimal(payable.amount) ?? 0) > 0 ? inputText(payable.amount) : ''));
  const [amountError, setAmountError] = useState<string | null>(null);
  const due = payable.dueAt ? formatDate(payable.dueAt, language) : '';
  const choices = payable.choices ?? [];
  const [choice, setChoice] = useState(() => choices.find((c) => c.path === payable.path) ?? choices[0]);

  const add = () => {
    if (busy || payable.inCart) {
      return;
    }
    if (choice) {
      onAdd(payable, choice.amount, { path: choice.path });
      return;
    }
    if (!payable.isAmountModifiable) {
      onAdd(payable, payable.amount);
      return;
    }
    const result = validateAmount(text, payable, language);
    if (!result.ok) {
      setAmountError(t(result.error.key, result.error.params));
      amountInput.current?.focus();
      return;
    }
    setAmountError(null);
    onAdd(payable, toDecimal(result.cents));
  };

  return (
    <article className="payable" aria-labelledby={titleId}>
      <h3 className="payable__name" id={titleId}>
        {payable.displayName}
      </h3>
      {payable.description ? <p className="payable__description">{payable.description}</p> : null}
      <dl className="payable__facts">
        {due ? (
          <div>
            <dt>{t('search.dueDate')}</dt>
            <dd>{due}</dd>
          </div>
        ) : null}
        {payable.isAmountModifiable && (parseDecimal(payable.amount) ?? 0) <= 0 ? null : (
          <div>
            <dt>{t('search.amountDue')}</dt>
            <dd className="payable__amount">{formatDecimal(payable.amount, language)}</dd>
          </div>
        )}
      </dl>
      <ExtraItems payable={payable} />
      {payable.shouldDelayPayment ? <p className="payable__note">{t('item.delayed')}</p> : null}
      {payable.parent ? <p className="payable__note">{t('search.partOf', { parent: payable.parent })}</p> : null}
      {payable.payAlone && payable.isPayable ? <p className="payable__note">{t('search.payAlone')}</p> : null}
      {payable.previousConfirmation ? (
        <p className="payable__note">{t('search.previousPayment', { number: payable.previousConfirmation })}</p>
      ) : null}
      {payable.isPayable ? (
        <div className="payable__actions">
          {choice && !payable.inCart ? (
            <PaymentChoices payable={payable} choice={choice.path} onChoose={setChoice} />
          ) : null}
          {payable.isAmountModifiable && !choice && !payable.inCart ? (
            <TextField
              ref={amountInput}
              label={t('amount.label')}
              hint={<AmountHint minAmount={payable.minAmount} maxAmount={payable.maxAmount} />}
              inputMode="decimal"
              autoComplete="off"
              aria-required
              value={text}
              error={amountError}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  add();
                }
              }}
            />
          ) : null}
          <button
            type="button"
            className="button button--primary payable__add"
            disabled={payable.inCart}
            aria-disabled={busy || undefined}
            aria-describedby={titleId}
            onClick={add}
          >
            {payable.inCart ? t('search.inCart') : adding ? t('search.adding') : t('search.addToCart')}
          </button>
          <SaveForLater payable={payable} describedBy={titleId} />
          {payable.schedulable ? (
            <button
              type="button"
              className="button"
              aria-describedby={titleId}
              onClick={() => navigate(scheduleHref(pathFor(''), { payable: payable.path }))}
            >
              {t('schedule.start')}
            </button>
          ) : null}
        </div>
      ) : (
        <p className="payable__note">{notPayableText(payable, t)}</p>
      )}
      <PayableServicesSlot payable={payable} describedBy={titleId} />
      {error ? (
        <Alert variant="danger">
          <p>{error}</p>
        </Alert>
      ) : null}
    </article>
  );
}

/** The is_payable_message code of an account in credit (PAY-12). */
const CREDIT_BALANCE_EXCEEDED = 'credit_balance_exceeded';

/**
 * Why a payable cannot be paid: a recognised code in the portal's own
 * words (PAY-12), else the county's reason, else a general text (PAY-04).
 */
function notPayableText(payable: PayableView, t: Translate): string {
  if (payable.notPayableCode === CREDIT_BALANCE_EXCEEDED) {
    return t('search.creditBalanceExceeded');
  }
  return payable.notPayableReason || t('search.notPayable');
}
