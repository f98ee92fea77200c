// A tax-system page (spec 000 §2 "Routes": taxsys with free trailing slugs,
// full width; ROUTE-28): the county's tax-system record the slugs name,
// with a breadcrumb of the slugs, each a link to its own page, and the way
// to pay a property tax bill (the site's property-tax search). The slugs are
// shown as text, never as markup.
import { Link } from 'wouter';
import { PageHeading } from '../../components/ui/PageHeading';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { useT } from '../../lib/i18n';
import { useSite, useSitePath } from '../../lib/site';
import { readSlug, taxsysPath } from '../../lib/taxsys';
import { PROPERTY_TAX_ROUTE } from '../../lib/userKind';
import { TaxsysBills } from './TaxsysBills';
import '../../lib/i18n/pages';
import './taxsys.css';

export interface TaxsysPageProps {
  /** The path segments after taxsys, as written in the URL. */
  slugs: readonly string[];
}

export function TaxsysPage({ slugs }: TaxsysPageProps) {
  const t = useT();
  const { clientTitle, location } = useSite();
  const pathFor = useSitePath();
  const names = slugs.map(readSlug);
  const title = names.length > 0 ? t('taxsys.titleFor', { record: names.join(' / ') }) : t('taxsys.title');
  useDocumentTitle(documentTitle(t, clientTitle, title));
  const crumbs = [t('taxsys.title'), ...names];
  const account = recordAccount(names);
  return (
    <div className="taxsys">
      <nav className="taxsys__breadcrumb" aria-label={t('taxsys.breadcrumb')}>
        <ol>
          {crumbs.map((name, depth) => (
            <li key={depth}>
              {depth === crumbs.length - 1 ? (
                <span aria-current="page">{name}</span>
              ) : (
                <Link href={taxsysPath(location, slugs, depth)}>{name}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <PageHeading>{title}</PageHeading>
      <p>{t('taxsys.intro', { client: clientTitle })}</p>
      {account ? <TaxsysBills account={account} /> : null}
      <section className="taxsys__pay" aria-labelledby="taxsys-pay-heading">
        <h2 id="taxsys-pay-heading">{t('taxsys.payHeading')}</h2>
        <p>{t('taxsys.payBody')}</p>
        <ul className="taxsys__links">
          <li>
            <Link href={pathFor(PROPERTY_TAX_ROUTE)}>{t('taxsys.search')}</Link>
          </li>
          <li>
            <Link href={pathFor('home')}>{t('taxsys.home')}</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}

/**
 * The account a record's slugs name, for its bills: the last slug of a
 * parcel record (parcels/{year}/{account}); none for any other page.
 */
export function recordAccount(names: readonly string[]): string | undefined {
  const last = names.at(-1)?.trim();
  return names[0] === 'parcels' && names.length >= 2 && last ? last : undefined;
}
