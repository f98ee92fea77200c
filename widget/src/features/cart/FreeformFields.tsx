// The freeform fields of a cart item: a labelled input (or text area) per
// field, with its placeholder and tooltip, a length/limit counter, and the
// errors cart.character.limit.error and cart.required (VAL-14..16). A value
// is saved when the field is left; a failed save restores the saved value
// (ERR-24). The input carries its validity natively (required, custom
// validity), so that continuing from the cart can check every field with
// checkValidity() without knowing the items.
import { useEffect, useId, useRef, useState } from 'react';
import { FieldError } from '../../components/ui/TextField';
import { useChangeCartItemMutation } from '../../state/cart';
import type { CartItemView, FreeformField } from '../../lib/checkoutTypes';
import { useT } from '../../lib/i18n';
import { useSite } from '../../lib/site';
import { charLimitOf, freeformError, lengthOf } from '../../lib/freeform';

export interface FreeformFieldsProps {
  item: CartItemView;
  disabled: boolean;
  onFailure: () => void;
}

export function FreeformFields({ item, disabled, onFailure }: FreeformFieldsProps) {
  const fields = item.freeformFields ?? [];
  if (fields.length === 0) {
    return null;
  }
  return (
    <div className="cart-item__fields">
      {fields.map((field) => (
        <FreeformInput
          key={field.key}
          item={item}
          field={field}
          saved={item.userParameters?.[field.key] ?? ''}
          disabled={disabled}
          onFailure={onFailure}
        />
      ))}
    </div>
  );
}

interface FreeformInputProps {
  item: CartItemView;
  field: FreeformField;
  saved: string;
  disabled: boolean;
  onFailure: () => void;
}

function FreeformInput({ item, field, saved, disabled, onFailure }: FreeformInputProps) {
  const t = useT();
  const id = useId();
  const { location } = useSite();
  const [change] = useChangeCartItemMutation();
  const [value, setValue] = useState(saved);
  const [shown, setShown] = useState(false);
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const limit = charLimitOf(field);
  const problem = freeformError(field, value);
  const message = problem ? t(problem.key, problem.params) : '';
  // Over the limit is shown while typing; a missing value once the field was left.
  const visibleError = problem && (shown || problem.key === 'cart.character.limit.error') ? message : '';

  useEffect(() => setValue(saved), [saved]);
  useEffect(() => {
    input.current?.setCustomValidity(problem?.key === 'cart.character.limit.error' ? message : '');
  }, [message, problem?.key]);

  const save = async () => {
    setShown(true);
    if (problem?.key === 'cart.character.limit.error' || value === saved) {
      return;
    }
    try {
      await change({
        client: location.client,
        site: location.site,
        itemId: item.id,
        change: { userParameters: { ...(item.userParameters ?? {}), [field.key]: value } },
      }).unwrap();
    } catch {
      setValue(saved);
      onFailure();
    }
  };

  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const describedBy = [field.tooltip ? hintId : '', countId, visibleError ? errorId : ''].filter(Boolean).join(' ');
  const common = {
    ref: input,
    id,
    className: 'field__input',
    value,
    placeholder: field.placeholder || undefined,
    required: field.required,
    disabled,
    'aria-invalid': visibleError ? true : undefined,
    'aria-describedby': describedBy,
    onInvalid: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      setShown(true);
    },
    onChange: (event: { target: { value: string } }) => setValue(event.target.value),
    onBlur: () => void save(),
  };
  return (
    <div className={['field', 'cart-item__field', visibleError ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {field.label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {field.tooltip ? (
        <p className="field__hint" id={hintId}>
          {field.tooltip}
        </p>
      ) : null}
      {field.textArea ? <textarea rows={3} {...common} /> : <input type="text" autoComplete="off" {...common} />}
      <p className="field__hint cart-item__field-count" id={countId}>
        {t('cart.character.count', { length: lengthOf(value), limit })}
      </p>
      {visibleError ? <FieldError id={errorId}>{visibleError}</FieldError> : null}
    </div>
  );
}
