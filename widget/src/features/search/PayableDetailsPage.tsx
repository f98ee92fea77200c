// SRCH-04: an index-search source's details route, one payable of the
// index by its encoded path, with the Add to cart of a search result.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PageHeading } from '../../components/ui/PageHeading';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { pick, useLanguage, useT } from '../../lib/i18n';
import { useSite, useSitePath } from '../../lib/site';
import type { Source } from '../../lib/types';
import { payableDetails } from './api';
import { PayableResult } from './PayableResult';
import { SourcePageState } from './SourcePageState';
import { useAddToCart } from './useAddToCart';
import './search.css';
import '../../lib/i18n/pages';

export function PayableDetailsPage({ source, encoded, notFound }: { source: Source; encoded: string; notFound: ReactNode }) {
  const t = useT();
  const { language } = useLanguage();
  const { location, clientTitle } = useSite();
  const pathFor = useSitePath();
  const cart = useAddToCart();
  const query = payableDetails.useQuery({ client: location.client, site: location.site, pageRoute: source.pageRoute, encoded });
  const name = query.currentData?.payable.displayName;
  useDocumentTitle(documentTitle(t, clientTitle, name ?? pick(source.title, language)));

  return (
    <div className="source source-page">
      <PageHeading>{name ?? pick(source.title, language)}</PageHeading>
      <SourcePageState data={query.currentData} error={query.error} onRetry={() => void query.refetch()} notFound={notFound}>
        {(view) => (
          <>
            <div role="status" className="results__added">
              {cart.added ? (
                <p className="alert alert--success">
                  {t('search.added', { name: cart.added })} <Link href={pathFor('checkout')}>{t('search.goToCheckout')}</Link>
                </p>
              ) : null}
            </div>
            <PayableResult
              payable={view.payable}
              busy={cart.busy}
              adding={cart.adding === view.payable.path}
              error={cart.errors[view.payable.path] ?? null}
              onAdd={cart.add}
            />
          </>
        )}
      </SourcePageState>
      <p>
        <Link href={pathFor(source.pageRoute)} className="back-link">
          {t('sourcePage.back', { source: pick(source.title, language) })}
        </Link>
      </p>
    </div>
  );
}
