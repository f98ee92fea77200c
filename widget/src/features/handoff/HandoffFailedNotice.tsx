// What the cart-error page in redirect mode adds for redirect/{cartId}
// (spec 000 §2 "redirect/{cartId}", §8 redirect-error): the external
// checkout sends the payer there when the payment failed, with the cart
// left open. It says the payment was not completed, names the cart, and
// leads back to the checkout to try again. Like the error page around it,
// it calls no API.
import { Link } from 'wouter';
import { useT } from '../../lib/i18n';
import './handoff.css';

/** The error route as the page reads it (features/errors matchErrorRoute). */
export interface HandoffReturnRoute {
  kind: string;
  /** The route segment: 'redirect' for redirect/{cartId}. */
  route?: string;
  cartId?: string | null;
  /** The site's home page: the site prefix followed by /home. */
  homePath: string;
}

/** The checkout page of the site whose home page is homePath. */
export function checkoutPathOf(homePath: string): string {
  return homePath.replace(/\/home$/, '') + '/checkout';
}

/** Shown only on redirect/{cartId} with a cart id; nothing on the other error routes. */
export function HandoffFailedNotice({ route }: { route: HandoffReturnRoute }) {
  const t = useT();
  if (route.kind !== 'error' || route.route !== 'redirect' || !route.cartId) {
    return null;
  }
  return (
    <div className="handoff-failed">
      <p>{t('handoff.failed.text', { cartId: route.cartId })}</p>
      <p>
        <Link href={checkoutPathOf(route.homePath)}>{t('handoff.failed.retry')}</Link>
      </p>
    </div>
  );
}
