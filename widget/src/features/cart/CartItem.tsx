// One item in the cart: what it is and who it is paid to, its amount (an
// input when the amount may change), its quantity (a control when it may
// change), a remove button naming the item, "Schedule payment" on a payable
// that may be scheduled (a button that opens the schedule form) and, in the
// portal, Save for later (CartItemSave, a lazy chunk the widget's build
// leaves out).
import { Suspense, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { WIDGET_BUILD } from '../../lib/build';
import { CartItemSaveLazy } from './lazySections';
import { Alert } from '../../components/ui/Alert';
import { useRemoveCartItemMutation } from '../../state/cart';
import type { CartItemView } from '../../lib/checkoutTypes';
import { useLanguage, useT } from '../../lib/i18n';
import { formatCents, parseDecimal, timesQuantity } from '../../lib/money';
import { useSite } from '../../lib/site';
import { sitePath } from '../../lib/url';
import { AmountEditor } from './AmountEditor';
import { ChangeAlert } from './ChangeAlert';
import { FreeformFields } from './FreeformFields';
import { ItemConfirmation } from './ItemConfirmation';
import { QuantityControl } from './QuantityControl';

export interface CartItemProps {
  item: CartItemView;
  locked: boolean;
  onRemoved: (name: string) => void;
  /** The item's payable change was applied: show its keep/remove alert. */
  showChange?: boolean;
}

export function CartItem({ item, locked, onRemoved, showChange = false }: CartItemProps) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const [, navigate] = useLocation();
  const titleId = useId();
  const [remove, { isLoading: removing }] = useRemoveCartItemMutation();
  const [failed, setFailed] = useState(false);
  const each = parseDecimal(item.amount) ?? 0;
  const fail = () => setFailed(true);

  const removeItem = async () => {
    setFailed(false);
    try {
      await remove({ client: location.client, site: location.site, itemId: item.id }).unwrap();
      onRemoved(item.displayName);
    } catch {
      fail();
    }
  };

  return (
    <article className="cart-item" aria-labelledby={titleId}>
      <div className="cart-item__about">
        <h3 className="cart-item__name" id={titleId}>
          {item.displayName}
        </h3>
        {item.description ? <p className="cart-item__description">{item.description}</p> : null}
        {item.department ? <p className="cart-item__department">{t('source.department', { name: item.department })}</p> : null}
        {item.shouldDelayPayment ? <p className="cart-item__note">{t('item.delayed')}</p> : null}
      </div>
      <div className="cart-item__controls">
        {item.isAmountModifiable ? (
          <AmountEditor item={item} disabled={locked} onFailure={fail} />
        ) : (
          <p className="cart-item__amount">{formatCents(each, language)}</p>
        )}
        {item.isQuantityModifiable ? (
          <QuantityControl
            item={item}
            disabled={locked}
            onFailure={fail}
            onRemoved={() => onRemoved(item.displayName)}
          />
        ) : null}
        {item.quantity > 1 ? (
          <p className="cart-item__line-total">
            {t('cart.lineTotal', { amount: formatCents(timesQuantity(each, item.quantity), language) })}
          </p>
        ) : null}
        <button
          type="button"
          className="button button--quiet cart-item__remove"
          aria-label={t('cart.removeItem', { name: item.displayName })}
          aria-disabled={removing || undefined}
          disabled={locked}
          onClick={() => {
            if (!removing) {
              void removeItem();
            }
          }}
        >
          {t('cart.remove')}
        </button>
        {item.payable?.schedulable ? (
          <button
            type="button"
            className="button button--quiet"
            aria-describedby={titleId}
            // scheduleHref (lib/scheduleHref.ts) written out: this is the first load.
            onClick={() => navigate(`${sitePath(location, 'schedule')}?payable=${encodeURIComponent(item.path)}`)}
          >
            {t('schedule.start')}
          </button>
        ) : null}
      </div>
      {!WIDGET_BUILD && item.payable?.savePath ? (
        <Suspense fallback={null}>
          <CartItemSaveLazy item={item} savePath={item.payable.savePath} />
        </Suspense>
      ) : null}
      {showChange ? <ChangeAlert item={item} locked={locked} removing={removing} onRemove={() => void removeItem()} /> : null}
      <FreeformFields item={item} disabled={locked} onFailure={fail} />
      {item.requiresConfirmation ? <ItemConfirmation item={item} /> : null}
      {failed ? (
        <Alert variant="danger" onDismiss={() => setFailed(false)}>
          <p>{t('cart.server.error')}</p>
        </Alert>
      ) : null}
    </article>
  );
}
