import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { useT } from '../../lib/i18n';
import type { Expiry } from './expiry';

/**
 * CART-11: a warning with the minutes left (polite, as it changes while the
 * payer types); CART-13: a danger message with a way back once expired.
 */
export function ExpiryMessage({ expiry, returnHref }: { expiry: Expiry; returnHref: string }) {
  const t = useT();
  if (expiry.kind === 'warning') {
    return (
      <Alert variant="warning" live="polite">
        <p>
          {expiry.minutes === 1
            ? t('cart.expiry.warningOne')
            : t('cart.expiry.warning', { minutes: expiry.minutes })}
        </p>
      </Alert>
    );
  }
  if (expiry.kind === 'expired') {
    return (
      <Alert variant="danger">
        <p>{t('cart.expiry.expired')}</p>
        <Link href={returnHref}>{t('checkout.returnHome')}</Link>
      </Alert>
    );
  }
  return null;
}
