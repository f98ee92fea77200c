// The red alert of an item whose payable changed (PAYCHG-05..07; ERR-25,
// ERR-26, ERR-28): a new amount offers Keep item (while still payable) and
// Remove; a payable no longer payable, or gone, offers only Remove.
import { useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import type { CartItemView } from '../../lib/checkoutTypes';
import { useLanguage, useT } from '../../lib/i18n';
import { formatDecimal } from '../../lib/money';
import { useSite } from '../../lib/site';
import { useAcceptItemUpdateMutation } from './api';

export interface ChangeAlertProps {
  item: CartItemView;
  locked: boolean;
  removing: boolean;
  onRemove: () => void;
}

export function ChangeAlert({ item, locked, removing, onRemove }: ChangeAlertProps) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const [accept, { isLoading: keeping }] = useAcceptItemUpdateMutation();
  const [failed, setFailed] = useState(false);
  const updated = item.updatedPayable;
  if (!item.notFound && (!updated || updated.tenderTypesOnly)) {
    return null;
  }
  let text: string;
  if (item.notFound || !updated) {
    text = t('cart.item_not_found');
  } else if (!updated.isPayable) {
    text = [t('cart.item_not_payable'), updated.notPayableReason].filter(Boolean).join(' ');
  } else {
    text = t('cart.updated', { original: formatDecimal(item.amount, language), amount: formatDecimal(updated.amount, language) });
  }
  const canKeep = !item.notFound && updated?.isPayable === true;

  const keep = async () => {
    setFailed(false);
    try {
      await accept({ client: location.client, site: location.site, itemId: item.id }).unwrap();
    } catch {
      setFailed(true);
    }
  };

  return (
    <Alert variant="danger" className="cart-item__change">
      <p>{text}</p>
      {failed ? <p>{t('checkout.change_payable.error')}</p> : null}
      <div className="cart-item__change-actions">
        {canKeep ? (
          <button
            type="button"
            className="button button--primary"
            aria-label={t('cart.keepItemNamed', { name: item.displayName })}
            aria-disabled={keeping || undefined}
            disabled={locked}
            onClick={() => {
              if (!keeping) {
                void keep();
              }
            }}
          >
            {t('cart.keepItem')}
          </button>
        ) : null}
        <button
          type="button"
          className="button"
          aria-label={t('cart.removeItem', { name: item.displayName })}
          aria-disabled={removing || undefined}
          disabled={locked}
          onClick={() => {
            if (!removing) {
              onRemove();
            }
          }}
        >
          {t('cart.remove')}
        </button>
      </div>
    </Alert>
  );
}
