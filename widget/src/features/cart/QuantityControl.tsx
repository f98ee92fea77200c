// Quantity of an item whose quantity may change (spec 000 §5): a list of 1
// to 10, the last option '10+' (VAL-04); at 10 or more a number input with
// minimum 0 that Enter or Update confirms, 0 removing the item (VAL-05,
// VAL-06). A failed change shows the previous quantity again (ERR-24).
import { useEffect, useId, useRef, useState } from 'react';
import { FieldError } from '../../components/ui/TextField';
import { useChangeCartItemMutation } from '../../state/cart';
import type { CartItemView } from '../../lib/checkoutTypes';
import { useT } from '../../lib/i18n';
import { useSite } from '../../lib/site';

/** The list offers 1 to this; from here on the quantity is typed. */
export const QUANTITY_LIST_MAX = 10;

export interface QuantityControlProps {
  item: CartItemView;
  disabled: boolean;
  onFailure: () => void;
  /** The item left the cart (quantity 0). */
  onRemoved: () => void;
}

export function QuantityControl({ item, disabled, onFailure, onRemoved }: QuantityControlProps) {
  const t = useT();
  const id = useId();
  const { location } = useSite();
  const [change] = useChangeCartItemMutation();
  const [pending, setPending] = useState<number | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const control = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const refocus = useRef(false);
  const quantity = pending ?? item.quantity;
  const typing = quantity >= QUANTITY_LIST_MAX;

  useEffect(() => {
    // The control changed kind under the payer's finger: keep focus on it.
    if (refocus.current) {
      refocus.current = false;
      control.current?.focus();
    }
  }, [typing]);

  // A saved quantity shows until the cart in the cache says the same.
  useEffect(() => setPending(null), [item.quantity]);

  const save = async (next: number) => {
    if (next === item.quantity) {
      return;
    }
    refocus.current = next >= QUANTITY_LIST_MAX !== item.quantity >= QUANTITY_LIST_MAX;
    setPending(next);
    try {
      const cart = await change({
        client: location.client,
        site: location.site,
        itemId: item.id,
        change: { quantity: next },
      }).unwrap();
      setTyped(null);
      const saved = cart.items?.find((i) => i.id === item.id)?.quantity;
      if (saved === undefined) {
        onRemoved();
      } else if (saved === item.quantity) {
        setPending(null);
      }
    } catch {
      setTyped(null);
      setPending(null);
      onFailure();
    }
  };

  const confirmTyped = () => {
    const text = (typed ?? String(quantity)).trim();
    if (!/^\d+$/.test(text)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    void save(Number(text));
  };

  const label = (
    <label className="field__label" htmlFor={id}>
      {t('cart.quantity')}
    </label>
  );

  if (!typing) {
    return (
      <div className="field quantity">
        {label}
        <select
          ref={control}
          id={id}
          className="field__input quantity__select"
          value={quantity}
          disabled={disabled}
          onChange={(event) => void save(Number(event.target.value))}
        >
          {Array.from({ length: QUANTITY_LIST_MAX }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n === QUANTITY_LIST_MAX ? t('cart.quantityMore') : n}
            </option>
          ))}
        </select>
      </div>
    );
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={invalid ? 'field quantity field--invalid' : 'field quantity'}>
      {label}
      <p className="field__hint" id={hintId}>
        {t('cart.quantityHint')}
      </p>
      <div className="quantity__typed">
        <input
          ref={control}
          id={id}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          className="field__input quantity__input"
          value={typed ?? String(quantity)}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              confirmTyped();
            }
          }}
        />
        <button type="button" className="button" disabled={disabled} onClick={confirmTyped}>
          {t('cart.update')}
        </button>
      </div>
      {invalid ? <FieldError id={errorId}>{t('cart.quantityInvalid')}</FieldError> : null}
    </div>
  );
}
