// A blind source's page (SRCH-09): a payment with no lookup. The payer
// types what the source's blind display name label asks for (a citation
// number, say) and the amount; the source's one payable is added with that
// name as its freeform value, so the cart and the receipt show it.
import { useRef, useState, type FormEvent } from 'react';
import { AmountHint } from '../../components/ui/AmountHint';
import { TextField, useFocusFirstError } from '../../components/ui/TextField';
import type { Decimal, PayableView } from '../../lib/checkoutTypes';
import { pick, useLanguage, useT } from '../../lib/i18n';
import { toDecimal } from '../../lib/money';
import type { Source } from '../../lib/types';
import { validateAmount } from '../../lib/validators';
import type { AddExtra } from './useAddToCart';
import '../../lib/i18n/pages';

/** The user parameter of the typed name (bff/checkout BlindDisplayNameKey). */
export const BLIND_DISPLAY_NAME_KEY = 'blind_display_name';

export interface BlindPaymentProps {
  source: Source;
  /** The source's payable, the template of every blind payment. */
  payable: PayableView;
  busy: boolean;
  onAdd: (payable: PayableView, amount: Decimal, extra?: AddExtra) => void;
}

export function BlindPayment({ source, payable, busy, onAdd }: BlindPaymentProps) {
  const t = useT();
  const { language } = useLanguage();
  const form = useRef<HTMLFormElement>(null);
  const failed = useFocusFirstError(form);
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ name?: string; amount?: string }>({});
  const label = (source.blindDisplayNameLabel && pick(source.blindDisplayNameLabel, language)) || pick(source.itemName, language);
  const placeholder = source.blindDisplayNamePlaceholder ? pick(source.blindDisplayNamePlaceholder, language) : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) {
      return;
    }
    const typed = name.trim();
    const result = validateAmount(amount, payable, language);
    const next = {
      name: typed ? undefined : t('search.required'),
      amount: result.ok ? undefined : t(result.error.key, result.error.params),
    };
    setErrors(next);
    if (!result.ok || !typed) {
      failed();
      return;
    }
    onAdd(payable, toDecimal(result.cents), { userParameters: { [BLIND_DISPLAY_NAME_KEY]: typed } });
  };

  return (
    <form ref={form} className="search-form blind-payment" onSubmit={submit} noValidate>
      <TextField
        name={BLIND_DISPLAY_NAME_KEY}
        label={label}
        placeholder={placeholder || undefined}
        autoComplete="off"
        spellCheck={false}
        aria-required
        maxLength={40}
        value={name}
        error={errors.name ?? null}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={t('amount.label')}
        hint={<AmountHint minAmount={payable.minAmount} maxAmount={payable.maxAmount} />}
        inputMode="decimal"
        autoComplete="off"
        aria-required
        value={amount}
        error={errors.amount ?? null}
        onChange={(event) => setAmount(event.target.value)}
      />
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        {t('search.addToCart')}
      </button>
    </form>
  );
}
