// An item-drop-down source's page (SRCH-06): the payer chooses one of the
// source's items from a list, then its amount (where it may change) and how
// many (where that may change), and adds it. A missing choice is an invalid
// item and a quantity under one is below the limit (VAL-83), each said at
// its field.
import { useId, useRef, useState, type FormEvent } from 'react';
import { AmountHint } from '../../components/ui/AmountHint';
import { FieldError, TextField, useFocusFirstError } from '../../components/ui/TextField';
import type { Decimal, PayableView } from '../../lib/checkoutTypes';
import { useLanguage, useT } from '../../lib/i18n';
import { formatDecimal, inputText, parseDecimal, toDecimal } from '../../lib/money';
import { validateAmount } from '../../lib/validators';
import type { AddExtra } from './useAddToCart';
import '../../lib/i18n/pages';

export interface ItemDropdownProps {
  items: readonly PayableView[];
  busy: boolean;
  onAdd: (payable: PayableView, amount: Decimal, extra?: AddExtra) => void;
}

/** The least quantity of an item (VAL-83). */
export const MIN_QUANTITY = 1;

export function ItemDropdown({ items, busy, onAdd }: ItemDropdownProps) {
  const t = useT();
  const { language } = useLanguage();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const failed = useFocusFirstError(form);
  const [path, setPath] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ item?: string; quantity?: string; amount?: string }>({});
  const chosen = items.find((item) => item.path === path);

  const choose = (next: string) => {
    setPath(next);
    const item = items.find((i) => i.path === next);
    setAmount(item && (parseDecimal(item.amount) ?? 0) > 0 ? inputText(item.amount) : '');
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) {
      return;
    }
    if (!chosen) {
      setErrors({ item: t('search.invalidItem') });
      failed();
      return;
    }
    const next: typeof errors = {};
    const count = /^\d+$/.test(quantity.trim()) ? Number(quantity.trim()) : NaN;
    if (chosen.isQuantityModifiable && !(count >= MIN_QUANTITY)) {
      next.quantity = t('search.quantityBelowLimit', { min: String(MIN_QUANTITY) });
    }
    let price: Decimal = chosen.amount;
    if (chosen.isAmountModifiable) {
      const result = validateAmount(amount, chosen, language);
      if (result.ok) {
        price = toDecimal(result.cents);
      } else {
        next.amount = t(result.error.key, result.error.params);
      }
    }
    setErrors(next);
    if (next.quantity || next.amount) {
      failed();
      return;
    }
    onAdd(chosen, price, { quantity: chosen.isQuantityModifiable ? count : 1 });
  };

  const selectId = `${id}-item`;
  const errorId = `${id}-item-error`;
  return (
    <form ref={form} className="search-form item-dropdown" onSubmit={submit} noValidate>
      <div className={errors.item ? 'field field--invalid' : 'field'}>
        <label htmlFor={selectId}>{t('search.chooseItem')}</label>
        <select
          id={selectId}
          value={path}
          aria-required
          aria-invalid={errors.item ? true : undefined}
          aria-describedby={errors.item ? errorId : undefined}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="">{t('search.chooseItemPrompt')}</option>
          {items.map((item) => (
            <option key={item.path} value={item.path} disabled={!item.isPayable || item.inCart}>
              {item.isAmountModifiable
                ? item.displayName
                : `${item.displayName} (${formatDecimal(item.amount, language)})`}
            </option>
          ))}
        </select>
        {errors.item ? <FieldError id={errorId}>{errors.item}</FieldError> : null}
      </div>
      {chosen?.isAmountModifiable ? (
        <TextField
          label={t('amount.label')}
          hint={<AmountHint minAmount={chosen.minAmount} maxAmount={chosen.maxAmount} />}
          inputMode="decimal"
          autoComplete="off"
          aria-required
          value={amount}
          error={errors.amount ?? null}
          onChange={(event) => setAmount(event.target.value)}
        />
      ) : null}
      {chosen?.isQuantityModifiable ? (
        <TextField
          label={t('search.quantity')}
          inputMode="numeric"
          autoComplete="off"
          aria-required
          value={quantity}
          error={errors.quantity ?? null}
          onChange={(event) => setQuantity(event.target.value)}
        />
      ) : null}
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        {t('search.addToCart')}
      </button>
    </form>
  );
}
