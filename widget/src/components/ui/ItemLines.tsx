// The paid or to-be-paid items of the review and receipt pages: name,
// description, quantity and line amount. On a receipt an item may also name
// who received the money, or be failed: marked "Not paid" with the reason,
// and not charged (HIST-03, HIST-04).
import { useLanguage, useT } from '../../lib/i18n';
import { formatCents, parseDecimal, timesQuantity } from '../../lib/money';
import '../../lib/i18n/steps';

export interface ItemLine {
  displayName: string;
  description?: string;
  amount: string;
  quantity: number;
  recipient?: string;
  failed?: boolean;
  userErrorMessage?: string;
}

export function ItemLines({ items }: { items: readonly ItemLine[] }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <ul className="lines">
      {items.map((item, index) => {
        const each = parseDecimal(item.amount) ?? 0;
        return (
          <li key={`${index}-${item.displayName}`} className={item.failed ? 'lines__item lines__item--failed' : 'lines__item'}>
            <div className="lines__text">
              <span className="lines__name">{item.displayName}</span>
              {item.failed ? <strong className="lines__failed">{t('receipt.failed')}</strong> : null}
              {item.description ? <span className="lines__description">{item.description}</span> : null}
              {item.recipient ? (
                <span className="lines__description">{t('receipt.recipient', { recipient: item.recipient })}</span>
              ) : null}
              {item.quantity > 1 ? (
                <span className="lines__quantity">
                  {t('lines.quantity', { quantity: item.quantity, amount: formatCents(each, language) })}
                </span>
              ) : null}
              {item.failed && item.userErrorMessage ? <span className="lines__error">{item.userErrorMessage}</span> : null}
            </div>
            <span className="lines__amount">
              {item.failed ? t('receipt.notCharged') : formatCents(timesQuantity(each, item.quantity), language)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
