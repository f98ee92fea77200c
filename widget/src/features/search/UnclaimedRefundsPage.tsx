// SRCH-03: the refunds no one has claimed, narrowed by the owner's name,
// and how to claim one.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { PageHeading } from '../../components/ui/PageHeading';
import { TextField } from '../../components/ui/TextField';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { pick, useLanguage, useT } from '../../lib/i18n';
import { formatDecimal } from '../../lib/money';
import { useSite, useSitePath } from '../../lib/site';
import type { Source } from '../../lib/types';
import { unclaimedRefunds } from './api';
import { SourcePageState } from './SourcePageState';
import './search.css';
import '../../lib/i18n/pages';

export function UnclaimedRefundsPage({ source, notFound }: { source: Source; notFound: ReactNode }) {
  const t = useT();
  const { language } = useLanguage();
  const { location, clientTitle } = useSite();
  const pathFor = useSitePath();
  const heading = t('refunds.title', { source: pick(source.title, language) });
  useDocumentTitle(documentTitle(t, clientTitle, heading));
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const query = unclaimedRefunds.useQuery({ client: location.client, site: location.site, pageRoute: source.pageRoute, name });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setName(typed.trim());
  };

  return (
    <div className="source source-page">
      <PageHeading>{heading}</PageHeading>
      <SourcePageState data={query.currentData} error={query.error} onRetry={() => void query.refetch()} notFound={notFound}>
        {(view) => (
          <>
            <p className="source__description">{view.instructions}</p>
            <form className="search-form" role="search" onSubmit={submit} noValidate>
              <TextField
                label={t('refunds.name')}
                autoComplete="off"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
              <button type="submit" className="button button--primary">
                {t('search.submit')}
              </button>
            </form>
            <p role="status" className="results__count">
              {name === ''
                ? t('refunds.prompt')
                : view.refunds.length === 0
                ? t('refunds.none')
                : view.refunds.length === 1
                  ? t('refunds.countOne', { total: formatDecimal(view.total, language) })
                  : t('refunds.count', { count: String(view.refunds.length), total: formatDecimal(view.total, language) })}
            </p>
            {view.refunds.length > 0 ? (
              <table className="source-page__table">
                <caption>{t('refunds.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('refunds.owner')}</th>
                    <th scope="col">{t('refunds.account')}</th>
                    <th scope="col">{t('refunds.year')}</th>
                    <th scope="col">{t('refunds.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {view.refunds.map((refund) => (
                    <tr key={`${refund.account}-${refund.year}`}>
                      <th scope="row">{refund.name}</th>
                      <td>{refund.account}</td>
                      <td>{refund.year}</td>
                      <td>{formatDecimal(refund.amount, language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
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
