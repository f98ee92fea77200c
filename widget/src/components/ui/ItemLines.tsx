// The paid or to-be-paid items of the review and receipt pages: name,
// description, quantity and line amount.
import { useLanguage, useT } from '../../lib/i18n';
import { formatCents, parseDecimal, timesQuantity } from '../../lib/money';
import '../../lib/i18n/steps';

export interface ItemLine {
  displayName: string;
  description?: string;
  amount: string;
  quantity: number;
}

export function ItemLines({ items }: { items: readonly ItemLine[] }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <ul className="lines">
      {items.map((item, index) => {
        const each = parseDecimal(item.amount) ?? 0;
        return (
          <li key={`${index}-${item.displayName}`} className="lines__item">
            <div className="lines__text">
              <span className="lines__name">{item.displayName}</span>
              {item.description ? <span className="lines__description">{item.description}</span> : null}
              {item.quantity > 1 ? (
                <span className="lines__quantity">
                  {t('lines.quantity', { quantity: item.quantity, amount: formatCents(each, language) })}
                </span>
              ) : null}
            </div>
            <span className="lines__amount">{formatCents(timesQuantity(each, item.quantity), language)}</span>
          </li>
        );
      })}
    </ul>
  );
}
