// A blind source's page (SRCH-09): a payment with no lookup. The payer
// types what the source's blind display name label asks for (a citation
// number, say) and the amount; the source's one payable is added with that
// name as its freeform value, so the cart and the receipt show it. The
// payable's other freeform fields are filled here too, before the add
// (PAY-06): a confidential payment's tax type among them (VAL-80), its
// account label being the blind display name.
import { useRef, useState, type FormEvent } from 'react';
import { AmountHint } from '../../components/ui/AmountHint';
import { TextField, useFocusFirstError } from '../../components/ui/TextField';
import type { Decimal, PayableView } from '../../lib/checkoutTypes';
import { pick, useLanguage, useT } from '../../lib/i18n';
import { toDecimal } from '../../lib/money';
import type { Source } from '../../lib/types';
import { validateAmount } from '../../lib/validators';
import { charLimitOf } from '../../lib/freeform';
import { PaymentFields, paymentFieldError } from './PaymentFields';
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
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<{ name?: string; amount?: string; fields?: Record<string, string | undefined> }>({});
  const fields = payable.freeformFields ?? [];
  const nameField = fields.find((field) => field.key === BLIND_DISPLAY_NAME_KEY);
  const others = fields.filter((field) => field !== nameField);
  const label = (source.blindDisplayNameLabel && pick(source.blindDisplayNameLabel, language)) || pick(source.itemName, language);
  const placeholder = source.blindDisplayNamePlaceholder ? pick(source.blindDisplayNamePlaceholder, language) : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) {
      return;
    }
    const typed = name.trim();
    const result = validateAmount(amount, payable, language);
    const fieldErrors: Record<string, string | undefined> = {};
    for (const field of others) {
      const problem = paymentFieldError(payable, field, values[field.key] ?? '');
      fieldErrors[field.key] = problem ? t(problem.key, problem.params) : undefined;
    }
    const next = {
      name: typed ? undefined : t('search.required'),
      amount: result.ok ? undefined : t(result.error.key, result.error.params),
      fields: fieldErrors,
    };
    setErrors(next);
    if (!result.ok || !typed || Object.values(fieldErrors).some(Boolean)) {
      failed();
      return;
    }
    const userParameters: Record<string, string> = { [BLIND_DISPLAY_NAME_KEY]: typed };
    for (const field of others) {
      const value = (values[field.key] ?? '').trim();
      if (value) {
        userParameters[field.key] = value;
      }
    }
    onAdd(payable, toDecimal(result.cents), { userParameters });
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
        maxLength={nameField ? charLimitOf(nameField) : 40}
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
      <PaymentFields
        payable={payable}
        fields={others}
        values={values}
        errors={errors.fields ?? {}}
        onChange={(key, value) => setValues((current) => ({ ...current, [key]: value }))}
      />
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        {t('search.addToCart')}
      </button>
    </form>
  );
}
