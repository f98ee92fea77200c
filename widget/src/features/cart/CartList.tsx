// Step 1 of checkout: the items in the cart and the subtotal. Beyond 10
// items the list is collapsed behind a show-all toggle (spec 000 §9).
import { useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { MoneySummary } from '../../components/ui/MoneySummary';
import { cartItems, cartOf, useCheckoutScreen } from '../../state/cart';
import { useT } from '../../lib/i18n';
import { parseDecimal } from '../../lib/money';
import { changeEventOf } from '../../lib/payableChanges';
import { CartItem } from './CartItem';
import { ChangeModal } from './ChangeModal';
import { usePayableChanges } from './usePayableChanges';
import './cart.css';

/** Items shown before the show-all toggle. */
export const COLLAPSED_ITEMS = 10;

export function CartList() {
  const t = useT();
  const { data: screen } = useCheckoutScreen();
  const cart = cartOf(screen);
  const items = cartItems(cart);
  const [showAll, setShowAll] = useState(false);
  const [removed, setRemoved] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const changes = usePayableChanges(items);
  if (!cart) {
    return null;
  }
  const collapsible = items.length > COLLAPSED_ITEMS;
  const shown = collapsible && !showAll ? items.slice(0, COLLAPSED_ITEMS) : items;

  const onRemoved = (name: string) => {
    setRemoved(name);
    // The removed item's button is gone; continue from the list's heading.
    heading.current?.focus();
  };

  return (
    <section className="cart" aria-labelledby="cart-heading">
      <h2 id="cart-heading" ref={heading} tabIndex={-1}>
        {t('cart.itemsHeading', { count: cart.count })}
      </h2>
      <div role="status" className="visually-hidden">
        {removed ? t('cart.removed', { name: removed }) : ''}
      </div>
      {cart.locked ? (
        <Alert variant="info" live="polite">
          <p>{t('cart.locked')}</p>
        </Alert>
      ) : null}
      {changes.busy ? <ChangeModal /> : null}
      {changes.failed ? (
        <Alert variant="danger" onDismiss={changes.dismissFailure}>
          <p>{t('checkout.change_payable.error')}</p>
        </Alert>
      ) : null}
      <ul className="cart__items" id="cart-items">
        {shown.map((item) => {
          const change = changeEventOf(item);
          return (
            <li key={item.id}>
              <CartItem
                item={item}
                locked={cart.locked}
                onRemoved={onRemoved}
                showChange={change !== undefined && changes.applied.has(change.id)}
              />
            </li>
          );
        })}
      </ul>
      {collapsible ? (
        <button
          type="button"
          className="button button--quiet cart__toggle"
          aria-expanded={showAll}
          aria-controls="cart-items"
          onClick={() => setShowAll((v) => !v)}
        >
          {showAll ? t('cart.showFewer') : t('cart.showAll', { count: items.length })}
        </button>
      ) : null}
      <MoneySummary subtotal={parseDecimal(cart.subtotal) ?? 0} />
    </section>
  );
}
