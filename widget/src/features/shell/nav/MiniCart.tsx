// SHELL-15: the floating cart's popover. The shell holds only the cart's
// count, so the items come with the checkout screen, fetched when the mini
// cart first opens (and kept in the query cache, which the cart commands
// keep current): name, amount and subtotal, and a link on to checkout.
import { Link } from 'wouter';
import { Loading } from '../../../components/ui/Loading';
import { cartItems, cartOf, useCheckoutScreen } from '../../../state/cart';
import { useLanguage, useT } from '../../../lib/i18n';
import '../../../lib/i18n/nav';
import { formatCents, formatDecimal, parseDecimal, timesQuantity } from '../../../lib/money';
import { useSitePath } from '../../../lib/site';

export interface MiniCartProps {
  /** Called when the payer follows the link to checkout. */
  onContinue: () => void;
  /** The id of the popover's title, which names its list. */
  titleId: string;
}

export function MiniCart({ onContinue, titleId }: MiniCartProps) {
  const t = useT();
  const { language } = useLanguage();
  const pathFor = useSitePath();
  const { data, isError, isFetching, refetch } = useCheckoutScreen();
  const cart = cartOf(data);

  if (!cart && (isError || (data && !isFetching))) {
    return (
      <div className="mini-cart__error">
        <p role="alert">{t('nav.miniCartError')}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!cart) {
    return <Loading />;
  }
  return (
    <>
      <ul className="mini-cart__items" aria-labelledby={titleId}>
        {cartItems(cart).map((item) => (
          <li key={item.id} className="mini-cart__item">
            <span className="mini-cart__name">
              {item.displayName}
              {item.quantity > 1 ? (
                <span className="mini-cart__quantity">{t('nav.quantity', { count: item.quantity })}</span>
              ) : null}
            </span>
            <span className="mini-cart__amount">
              {formatCents(timesQuantity(parseDecimal(item.amount) ?? 0, item.quantity), language)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mini-cart__subtotal">
        <span>{t('summary.subtotal')}</span>
        <span>{formatDecimal(cart.subtotal, language)}</span>
      </p>
      <Link href={pathFor('checkout')} className="button button--primary mini-cart__continue" onClick={onContinue}>
        {t('nav.continueToCheckout')}
      </Link>
    </>
  );
}
