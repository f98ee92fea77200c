// The amount of an item whose amount may be changed. Checked on blur and on
// Enter (VAL-08..11); a valid new amount is saved at once, and a failed save
// restores the previous amount (ERR-24).
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../state/hooks';
import { AmountHint } from '../../components/ui/AmountHint';
import { TextField } from '../../components/ui/TextField';
import { useChangeCartItemMutation } from '../../state/cart';
import type { CartItemView } from '../../lib/checkoutTypes';
import { setAmountError } from '../../state/checkoutSlice';
import { useLanguage, useT } from '../../lib/i18n';
import { inputText, toDecimal } from '../../lib/money';
import { useSite } from '../../lib/site';
import { validateAmount, type FieldError } from '../../lib/validators';

export interface AmountEditorProps {
  item: CartItemView;
  disabled: boolean;
  onFailure: () => void;
}

export function AmountEditor({ item, disabled, onFailure }: AmountEditorProps) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const dispatch = useAppDispatch();
  const [change] = useChangeCartItemMutation();
  const saved = inputText(item.amount);
  const [text, setText] = useState(saved);
  const [error, setError] = useState<FieldError | null>(null);
  const sending = useRef<string | null>(null);

  useEffect(() => setText(saved), [saved]);
  useEffect(
    () => () => {
      dispatch(setAmountError({ itemId: item.id, invalid: false }));
    },
    [dispatch, item.id],
  );

  const commit = async () => {
    const result = validateAmount(text, item, language);
    dispatch(setAmountError({ itemId: item.id, invalid: !result.ok }));
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    const amount = toDecimal(result.cents);
    setText(amount);
    if (amount === saved || amount === sending.current) {
      return;
    }
    sending.current = amount;
    try {
      await change({ client: location.client, site: location.site, itemId: item.id, change: { amount } }).unwrap();
    } catch {
      setText(saved);
      onFailure();
    } finally {
      sending.current = null;
    }
  };

  return (
    <TextField
      className="cart-item__amount-field"
      label={t('amount.label')}
      hint={<AmountHint minAmount={item.minAmount} maxAmount={item.maxAmount} />}
      inputMode="decimal"
      autoComplete="off"
      aria-required
      disabled={disabled}
      value={text}
      error={error ? t(error.key, error.params) : null}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => void commit()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          void commit();
        }
      }}
    />
  );
}
