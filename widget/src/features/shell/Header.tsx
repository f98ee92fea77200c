import { Link } from 'wouter';
import { useAppSelector } from '../../app/hooks';
import { selectCartCount } from '../../lib/checkoutSlice';
import { useT } from '../../lib/i18n';
import { useSite, useSitePath } from '../../lib/site';
import { LanguageToggle } from '../../components/ui/LanguageToggle';
import type { SiteConfig } from '../../lib/types';
import { Account } from './account/Account';

export interface HeaderProps {
  logo: string;
  /** The site's configuration; absent (stories): no account area. */
  config?: SiteConfig;
  /** The route hides the cart link (SHELL-06). */
  hideCartIcon?: boolean;
}

/**
 * The top bar: brand logo linking home (SHELL-10), client title, cart link,
 * language toggle and the account area (SHELL-14).
 */
export function Header({ logo, config, hideCartIcon }: HeaderProps) {
  const t = useT();
  const { clientTitle } = useSite();
  const pathFor = useSitePath();
  return (
    <header className="header">
      <div className="header__inner">
        <Link href={pathFor('home')} className="header__brand">
          {logo ? (
            <img className="header__logo" src={logo} alt={clientTitle || t('shell.home')} />
          ) : (
            <span className="header__brand-text">{clientTitle || t('shell.home')}</span>
          )}
        </Link>
        {logo && clientTitle ? (
          <span className="header__title" aria-hidden="true">
            {clientTitle}
          </span>
        ) : null}
        <div className="header__tools">
          {hideCartIcon ? null : <CartLink href={pathFor('checkout')} />}
          <LanguageToggle />
          {config ? <Account config={config} /> : null}
        </div>
      </div>
    </header>
  );
}

/** "Cart (n)" once the cart has been seen, named for assistive technology as "Cart, n items". */
function CartLink({ href }: { href: string }) {
  const t = useT();
  const count = useAppSelector(selectCartCount);
  if (count === null) {
    return (
      <Link href={href} className="header__cart">
        {t('header.cart')}
      </Link>
    );
  }
  return (
    <Link
      href={href}
      className="header__cart"
      aria-label={count === 1 ? t('header.cartOne') : t('header.cartMany', { count })}
    >
      {t('header.cartCount', { count })}
    </Link>
  );
}
