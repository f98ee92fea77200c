// The confirmation an item's payable asks for (requiresConfirmation, ADD-10):
// a checkbox naming the item. Until every such item is confirmed, the payer
// cannot continue to payment and the payment step says why (ADD-11). The
// choice lives in the browser only, until the check-out.
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import type { CartItemView } from '../../lib/checkoutTypes';
import { confirmationId, confirmItem, selectCheckout } from '../../state/checkoutSlice';
import { useT } from '../../lib/i18n';

export function ItemConfirmation({ item }: { item: CartItemView }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const confirmed = useAppSelector((state) => selectCheckout(state).confirmedItems.includes(item.id));
  const id = confirmationId(item.id);
  return (
    <div className="field field--check cart-item__confirm">
      {/* aria-required, not required: the cart's native field check must not claim it first. */}
      <input
        id={id}
        type="checkbox"
        aria-required="true"
        checked={confirmed}
        onChange={(event) => dispatch(confirmItem({ itemId: item.id, confirmed: event.target.checked }))}
      />
      <label htmlFor={id}>{t('cart.confirm.label', { name: item.displayName })}</label>
    </div>
  );
}
