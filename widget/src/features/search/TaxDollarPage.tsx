// SRCH-03: where a property tax bill's money goes. The table carries every
// figure; the bars beside it draw the same shares for those who read
// pictures faster, and are hidden from assistive technology, which reads
// the table.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PageHeading } from '../../components/ui/PageHeading';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { pick, useLanguage, useT } from '../../lib/i18n';
import { formatDecimal } from '../../lib/money';
import { useSite, useSitePath } from '../../lib/site';
import type { Source } from '../../lib/types';
import { taxDollarBreakdown } from './api';
import { SourcePageState } from './SourcePageState';
import './search.css';
import '../../lib/i18n/pages';

export function TaxDollarPage({ source, notFound }: { source: Source; notFound: ReactNode }) {
  const t = useT();
  const { language } = useLanguage();
  const { location, clientTitle } = useSite();
  const pathFor = useSitePath();
  const heading = t('taxDollar.title', { source: pick(source.title, language) });
  useDocumentTitle(documentTitle(t, clientTitle, heading));
  const query = taxDollarBreakdown.useQuery({ client: location.client, site: location.site, pageRoute: source.pageRoute });

  return (
    <div className="source source-page">
      <PageHeading>{heading}</PageHeading>
      <SourcePageState data={query.currentData} error={query.error} onRetry={() => void query.refetch()} notFound={notFound}>
        {(view) => (
          <>
            <table className="source-page__table">
              <caption>{t('taxDollar.caption', { year: String(view.year) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('taxDollar.authority')}</th>
                  <th scope="col">{t('taxDollar.millage')}</th>
                  <th scope="col">{t('taxDollar.cents')}</th>
                  <th scope="col">{t('taxDollar.ofBill', { amount: formatDecimal(view.exampleBill, language) })}</th>
                </tr>
              </thead>
              <tbody>
                {view.rows.map((row) => (
                  <tr key={row.name}>
                    <th scope="row">{row.name}</th>
                    <td>{row.millage}</td>
                    <td>{row.centsPerDollar}</td>
                    <td>{formatDecimal(row.amount, language)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('taxDollar.total')}</th>
                  <td>{view.totalMillage}</td>
                  <td>100.0</td>
                  <td>{formatDecimal(view.exampleBill, language)}</td>
                </tr>
              </tfoot>
            </table>
            {view.note ? <p className="source__description">{view.note}</p> : null}
            <div className="tax-chart" aria-hidden="true">
              {view.rows.map((row) => (
                <div key={row.name} className="tax-chart__row">
                  <span className="tax-chart__label">{row.name}</span>
                  <span className="tax-chart__bar" style={{ width: `${row.centsPerDollar}%` }} />
                  <span className="tax-chart__value">{row.centsPerDollar}¢</span>
                </div>
              ))}
            </div>
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
