// A payable source's page (SRCH-07): its title, subtitle and description,
// then a search form (the field searches and index-search), the source's
// items (item-list, expandable-item-list in groups that open), a drop-down
// of them (item-dropdown) or a blind payment's form (blind), and the
// results, each with an Add to cart button (SRCH-06). A source's example
// of where to find what it asks for and its office's website come before
// the form (SRCH-08). The page title is
// '{source title} - {client title}' (GUARD-11).
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { Loading } from '../../components/ui/Loading';
import { PageHeading } from '../../components/ui/PageHeading';
import { errorText } from '../../state/api';
import type { PayableView, SearchResult } from '../../lib/checkoutTypes';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { pick, useLanguage, useT } from '../../lib/i18n';
import { useSite, useSitePath } from '../../lib/site';
import type { Source } from '../../lib/types';
import { useSearchQuery } from './api';
import { BlindPayment } from './BlindPayment';
import { encodePayablePath } from './detailsPath';
import { ItemDropdown } from './ItemDropdown';
import { PayableResult } from './PayableResult';
import { SearchForm } from './SearchForm';
import { SourceExample } from './SourceExample';
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

  const kind = pageKind(source.searchType);
  const isItemList = kind !== 'search';
  // An item list shows its items at once; a field search waits for the form.
  const [fields, setFields] = useState<Record<string, string> | null>(isItemList ? {} : null);
  const cart = useAddToCart();
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
      <SourceExample source={source} />
      {kind === 'search' ? (
        <SearchForm inputs={source.searchInputs ?? []} busy={search.isFetching} onSearch={setFields} />
      ) : null}
      {fields !== null ? (
        <Results
          source={source}
          kind={kind}
          cart={cart}
          data={search.currentData}
          error={search.error}
          isFetching={search.isFetching}
          onRetry={() => void search.refetch()}
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

/** How a search type's page finds its payables (SRCH-06). */
type PageKind = 'search' | 'list' | 'groups' | 'dropdown' | 'blind';

function pageKind(searchType: Source['searchType']): PageKind {
  switch (searchType) {
    case 'item-list':
      return 'list';
    case 'expandable-item-list':
      return 'groups';
    case 'item-dropdown':
      return 'dropdown';
    case 'blind':
      return 'blind';
    default:
      return 'search';
  }
}

interface ResultsProps {
  source: Source;
  kind: PageKind;
  cart: ReturnType<typeof useAddToCart>;
  onRetry: () => void;
  /** The answer to the search just sent, never to the previous one. */
  data: SearchResult | undefined;
  error: unknown;
  isFetching: boolean;
  heading: string;
}

function Results({ source, kind, cart, onRetry, data, error, isFetching, heading }: ResultsProps) {
  const t = useT();
  const pathFor = useSitePath();
  const addedMessage = useRef<HTMLDivElement>(null);
  const payables = data?.payables ?? [];

  useEffect(() => {
    // The button just used turns into "In cart"; the message is where to go next.
    if (cart.added) {
      addedMessage.current?.focus();
    }
  }, [cart.added]);

  const template = payables[0];
  // SRCH-04: an index of the tax system links each result to its details route.
  const details = source.searchType === 'index-search' && Boolean(source.taxSystem);
  const list = (items: readonly PayableView[]) => (
    <ul className="results__list" aria-busy={isFetching || undefined}>
      {items.map((payable) => (
        <li key={payable.path}>
          <PayableResult
            payable={payable}
            busy={cart.busy}
            adding={cart.adding === payable.path}
            error={cart.errors[payable.path] ?? null}
            onAdd={cart.add}
          />
          {details ? (
            <Link href={`${pathFor(source.pageRoute)}/${encodePayablePath(payable.path)}`}>
              {t('search.details', { name: payable.displayName })}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );

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
          <button type="button" className="button" onClick={onRetry}>
            {t('common.retry')}
          </button>
        </Alert>
      ) : !data ? (
        <Loading />
      ) : kind === 'dropdown' && payables.length > 0 ? (
        <>
          <ItemDropdown items={payables} busy={cart.busy} onAdd={cart.add} />
          <AddErrors errors={cart.errors} />
        </>
      ) : kind === 'blind' && template ? (
        <>
          <BlindPayment source={source} payable={template} busy={cart.busy} onAdd={cart.add} />
          <AddErrors errors={cart.errors} />
        </>
      ) : (
        <>
          <p role="status" className="results__count">
            {payables.length === 0
              ? t('search.noResults')
              : payables.length === 1
                ? t('search.resultOne')
                : t('search.resultMany', { count: payables.length })}
          </p>
          {data.tooMany ? (
            <Alert variant="warning">
              <p>{t('search.tooMany')}</p>
            </Alert>
          ) : null}
          {kind === 'groups' && data.groups?.length ? (
            data.groups.map((group, index) => (
              <details key={group.title} className="results__group" open={index === 0}>
                <summary className="results__group-title">{group.title}</summary>
                {list(payables.filter((p) => group.paths.includes(p.path)))}
              </details>
            ))
          ) : (
            list(payables)
          )}
        </>
      )}
    </section>
  );
}

/** The cart's refusals of a drop-down's or a blind form's adds. */
function AddErrors({ errors }: { errors: Readonly<Record<string, string>> }) {
  const texts = Object.values(errors);
  return texts.length > 0 ? (
    <Alert variant="danger">
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Alert>
  ) : null;
}
