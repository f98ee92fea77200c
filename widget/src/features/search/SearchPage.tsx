// A payable source's page (SRCH-07): its title, subtitle and description,
// then a search form (field-search) or the source's items (item-list), and
// the results, each with an Add to cart button. The page title is
// '{source title} - {client title}' (GUARD-11).
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { Loading } from '../../components/ui/Loading';
import { PageHeading } from '../../components/ui/PageHeading';
import { errorText } from '../../state/api';
import type { SearchResult } from '../../lib/checkoutTypes';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { pick, useLanguage, useT } from '../../lib/i18n';
import { useSite, useSitePath } from '../../lib/site';
import type { Source } from '../../lib/types';
import { useSearchQuery } from './api';
import { PayableResult } from './PayableResult';
import { SearchForm } from './SearchForm';
import { useAddToCart } from './useAddToCart';
import { BulkLink } from '../../components/BulkLink';
import './search.css';
import '../../lib/i18n/pages';

export function SearchPage({ source }: { source: Source }) {
  const t = useT();
  const { language } = useLanguage();
  const { location, clientTitle } = useSite();
  const pathFor = useSitePath();
  const title = pick(source.title, language);
  const subtitle = pick(source.subtitle, language);
  const description = pick(source.description, language);
  const department = pick(source.departmentDisplayName, language);
  useDocumentTitle(documentTitle(t, clientTitle, title));

  const isItemList = source.searchType === 'item-list';
  const isFieldSearch = source.searchType === 'field-search';
  // An item list shows its items at once; a field search waits for the form.
  const [fields, setFields] = useState<Record<string, string> | null>(isItemList ? {} : null);
  const search = useSearchQuery(
    { client: location.client, site: location.site, pageRoute: source.pageRoute, fields: fields ?? {} },
    { skip: fields === null },
  );

  return (
    <div className="source">
      <PageHeading>{title}</PageHeading>
      {subtitle ? <p className="source__subtitle">{subtitle}</p> : null}
      {description ? <p className="source__description">{description}</p> : null}
      {department ? <p className="source__department">{t('source.department', { name: department })}</p> : null}
      {isFieldSearch ? (
        <SearchForm inputs={source.searchInputs ?? []} busy={search.isFetching} onSearch={setFields} />
      ) : null}
      {fields !== null ? (
        <Results
          data={search.currentData}
          error={search.error}
          isFetching={search.isFetching}
          heading={isItemList ? t('search.itemsHeading') : t('search.resultsHeading')}
        />
      ) : null}
      <BulkLink source={source} />
      <p>
        <Link href={pathFor('home')} className="back-link">
          {t('source.backHome')}
        </Link>
      </p>
    </div>
  );
}

interface ResultsProps {
  /** The answer to the search just sent, never to the previous one. */
  data: SearchResult | undefined;
  error: unknown;
  isFetching: boolean;
  heading: string;
}

function Results({ data, error, isFetching, heading }: ResultsProps) {
  const t = useT();
  const pathFor = useSitePath();
  const cart = useAddToCart();
  const addedMessage = useRef<HTMLDivElement>(null);
  const payables = data?.payables ?? [];

  useEffect(() => {
    // The button just used turns into "In cart"; the message is where to go next.
    if (cart.added) {
      addedMessage.current?.focus();
    }
  }, [cart.added]);

  return (
    <section className="results" aria-labelledby="results-heading">
      <h2 id="results-heading">{heading}</h2>
      <div role="status" className="results__added" ref={addedMessage} tabIndex={-1}>
        {cart.added ? (
          <p className="alert alert--success">
            {t('search.added', { name: cart.added })}{' '}
            <Link href={pathFor('checkout')}>{t('search.goToCheckout')}</Link>
          </p>
        ) : null}
      </div>
      {error ? (
        <Alert variant="danger">
          <p>{errorText(error, { useMessage: true }) ?? t('api.error')}</p>
        </Alert>
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <p role="status" className="results__count">
            {payables.length === 0
              ? t('search.noResults')
              : payables.length === 1
                ? t('search.resultOne')
                : t('search.resultMany', { count: payables.length })}
          </p>
          <ul className="results__list" aria-busy={isFetching || undefined}>
            {payables.map((payable) => (
              <li key={payable.path}>
                <PayableResult
                  payable={payable}
                  busy={cart.busy}
                  adding={cart.adding === payable.path}
                  error={cart.errors[payable.path] ?? null}
                  onAdd={cart.add}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
