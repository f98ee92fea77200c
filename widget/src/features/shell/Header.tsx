import { Link } from 'wouter';
import { useAppSelector } from '../../state/hooks';
import { selectCartCount } from '../../state/checkoutSlice';
import { useT } from '../../lib/i18n';
import { useSite, useSitePath } from '../../lib/site';
import { LanguageToggle } from '../../components/ui/LanguageToggle';
import type { Announcements, SiteConfig, Source } from '../../lib/types';
import { Account } from './account/Account';
import { FloatingCart } from './nav/FloatingCart';
import { NavLinks } from './nav/NavLinks';
import { Notifications } from './nav/Notifications';
import '../../lib/i18n/nav';

export interface HeaderProps {
  logo: string;
  /** The site's configuration; absent (stories): no account area. */
  config?: SiteConfig;
  /** The route hides the cart link and the floating cart (SHELL-06, SHELL-46). */
  hideCartIcon?: boolean;
  /** The site's payable sources: those flagged link-in-nav are linked (SHELL-11). */
  sources?: readonly Source[] | null;
  /** The site's announcements; absent when they did not load: no notifications (SHELL-13). */
  announcements?: Announcements;
}

/**
 * The top bar: brand logo linking home (SHELL-10), client title,
 * notifications (SHELL-13), cart link, language toggle, the account area
 * (SHELL-14), the source links (SHELL-11) and the floating cart (SHELL-15).
 */
export function Header({ logo, config, hideCartIcon, sources, announcements }: HeaderProps) {
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
          {config?.install.showAnnouncements && announcements ? (
            <Notifications
              notifications={announcements.notifications ?? []}
              preExpand={config.install.preExpandNotifications === true}
            />
          ) : null}
          {hideCartIcon ? null : <CartLink href={pathFor('checkout')} />}
          <LanguageToggle />
          {config ? <Account config={config} /> : null}
        </div>
        <NavLinks sources={sources} />
      </div>
      <FloatingCart enabled={config?.install.enableFloatingCart === true && !hideCartIcon} />
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
