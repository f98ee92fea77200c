import { Link } from 'wouter';
import { useT } from '../../lib/i18n';
import { useSite, useSitePath } from '../../lib/site';
import { LanguageToggle } from '../../components/ui/LanguageToggle';

/** The top bar: brand logo linking home (SHELL-10), client title, language toggle. */
export function Header({ logo }: { logo: string }) {
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
          <LanguageToggle />
        </div>
      </div>
    </header>
  );
}
