// One saved item on My items: its name, what is due and when, Pay (which
// puts it in the cart and opens the cart) and Remove. An item whose payable
// can no longer be found shows as unavailable with Remove only.
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { PayableServicesSlot } from '../../components/PayableServicesSlot';
import { errorText } from '../../state/api';
import { useAddCartItemsMutation } from '../../state/cart';
import { formatDate } from '../../lib/format';
import { useLanguage, useT } from '../../lib/i18n';
import { formatDecimal, parseDecimal } from '../../lib/money';
import type { SavedItem } from '../../state/savedItems';
import { useSite, useSitePath } from '../../lib/site';
import { scheduleHref } from '../../lib/scheduleHref';
import './account.css';
import '../../lib/i18n/account';

export interface SavedItemCardProps {
  item: SavedItem;
  /** This item is being removed. */
  removing: boolean;
  onRemove: (item: SavedItem) => void;
  /** Whether the item is selected for My items' bulk actions (ROUTE-56). */
  selected?: boolean;
  /** Selects or unselects the item; without it the item has no checkbox. */
  onSelect?: (item: SavedItem, selected: boolean) => void;
}

/** The name a saved item is shown and announced by. */
export function savedItemName(item: SavedItem, unavailable: string): string {
  return item.payable?.displayName || unavailable;
}

export function SavedItemCard({ item, removing, onRemove, selected = false, onSelect }: SavedItemCardProps) {
  const t = useT();
  const { language } = useLanguage();
  const nameId = useId();
  const { location } = useSite();
  const pathFor = useSitePath();
  const [, navigate] = useLocation();
  const [addItems, adding] = useAddCartItemsMutation();
  const [payError, setPayError] = useState<string | null>(null);
  const payable = item.payable;
  const name = savedItemName(item, t('account.items.unavailableName'));
  const amount = parseDecimal(payable?.amount);

  const pay = async () => {
    if (!payable || adding.isLoading) {
      return;
    }
    setPayError(null);
    try {
      // An amount the payer chooses (none due yet) is entered in the cart.
      const add = amount !== null && amount > 0 ? { amount: payable.amount } : {};
      await addItems({ client: location.client, site: location.site, items: [{ path: payable.path, quantity: 1, ...add }] }).unwrap();
      navigate(pathFor('checkout'));
    } catch (error) {
      setPayError(errorText(error, { useMessage: true }) ?? t('api.error'));
    }
  };

  return (
    <li className="saved-item">
      {onSelect ? (
        <label className="saved-item__select">
          <input type="checkbox" checked={selected} onChange={(event) => onSelect(item, event.target.checked)} />
          <span className="visually-hidden">{t('account.items.select', { name })}</span>
        </label>
      ) : null}
      <h4 className="saved-item__name" id={nameId}>
        {name}
      </h4>
      {!payable ? (
        <p className="saved-item__note">{t('account.items.unavailable')}</p>
      ) : (
        <>
          {payable.description ? <p className="saved-item__description">{payable.description}</p> : null}
          <dl className="saved-item__facts">
            {amount !== null && amount > 0 ? (
              <div>
                <dt>{t('account.items.amountDue')}</dt>
                <dd>{formatDecimal(payable.amount, language)}</dd>
              </div>
            ) : null}
            {payable.dueAt ? (
              <div>
                <dt>{t('account.items.dueDate')}</dt>
                <dd>{formatDate(payable.dueAt, language)}</dd>
              </div>
            ) : null}
          </dl>
          {payable.isPayable ? null : (
            <p className="saved-item__note">{payable.notPayableReason || t('account.items.notPayable')}</p>
          )}
        </>
      )}
      <div className="saved-item__actions">
        {payable?.isPayable ? (
          <button
            type="button"
            className="button button--primary"
            aria-describedby={nameId}
            aria-disabled={adding.isLoading || undefined}
            onClick={pay}
          >
            {adding.isLoading ? t('account.items.paying') : t('account.items.pay')}
          </button>
        ) : null}
        {payable?.schedulable ? (
          <button
            type="button"
            className="button"
            aria-describedby={nameId}
            onClick={() => navigate(scheduleHref(pathFor(''), { payable: payable.path }))}
          >
            {t('schedule.start')}
          </button>
        ) : null}
        <button
          type="button"
          className="button"
          aria-describedby={nameId}
          aria-disabled={removing || undefined}
          onClick={() => !removing && onRemove(item)}
        >
          {removing ? t('account.items.removing') : t('account.items.remove')}
        </button>
      </div>
      {payable ? <PayableServicesSlot payable={payable} describedBy={nameId} /> : null}
      {payError ? (
        <Alert variant="danger" onDismiss={() => setPayError(null)}>
          <p>{payError}</p>
        </Alert>
      ) : null}
    </li>
  );
}
