// The review page (BULK-03): each row of the file with the bill it found or
// its error, as a table; the rows found go on to the payment options.
// Nothing in a cell is interpreted: a value that looks like a formula is
// shown as the text it is.
import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { LoadFailure } from '../../components/ui/LoadFailure';
import { Loading } from '../../components/ui/Loading';
import { useLanguage, useT, type MessageKey } from '../../lib/i18n';
import { formatDecimal } from '../../lib/money';
import { useSite, useSitePath } from '../../lib/site';
import type { Source } from '../../lib/types';
import { getBulkReview, type BulkReviewRow } from './api';
import { ExpiredUpload, isExpired } from './expired';
import { bulkRoute } from '../../lib/bulkRoutes';
import '../../lib/i18n/bulk';

/** The text of each reason a row adds nothing. */
const ROW_ERRORS: Readonly<Record<string, MessageKey>> = {
  missing_value: 'bulk.row.missing_value',
  duplicate: 'bulk.row.duplicate',
  bad_installment: 'bulk.row.bad_installment',
  not_found: 'bulk.row.not_found',
};

export function ReviewStep({ source, id }: { source: Source; id: string }) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const pathFor = useSitePath();
  const review = getBulkReview.useQuery(
    { client: location.client, site: location.site, pageRoute: source.pageRoute, lang: language, id },
    { refetchOnMountOrArgChange: true },
  );
  if (review.error && isExpired(review.error)) {
    return <ExpiredUpload pageRoute={source.pageRoute} />;
  }
  if (review.isError) {
    return <LoadFailure onRetry={review.refetch} />;
  }
  const data = review.data;
  if (!data) {
    return <Loading />;
  }
  const rowError = (row: BulkReviewRow) => {
    // The payables service's own message names what it could not find.
    if (row.error?.code === 'not_found' && row.error.displayMessage) {
      return row.error.displayMessage;
    }
    const key = row.error ? ROW_ERRORS[row.error.code] : undefined;
    return key ? t(key) : (row.error?.displayMessage ?? t('api.error'));
  };
  const key = source.bulkAdd?.columns.find((each) => each !== 'installment') ?? 'account_number';
  return (
    <section className="bulk__review" aria-labelledby="bulk-review-heading">
      <h2 id="bulk-review-heading">{t('bulk.reviewTable')}</h2>
      <p role="status">{t('bulk.summary', { found: data.found, failed: data.failed })}</p>
      <div className="bulk__table-wrap">
        <table className="payments bulk__table">
          <thead>
            <tr>
              <th scope="col">{t('bulk.col.line')}</th>
              <th scope="col">{t('bulk.col.account')}</th>
              <th scope="col">{t('bulk.col.installment')}</th>
              <th scope="col">{t('bulk.col.result')}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.line} className={row.error ? 'bulk__row--error' : undefined}>
                <td>{row.line}</td>
                <th scope="row">{row.key[key] ?? ''}</th>
                <td>{row.installment || t('bulk.installmentFirst')}</td>
                <td>
                  {row.error ? (
                    <span className="bulk__error">
                      <span aria-hidden="true">! </span>
                      {rowError(row)}
                    </span>
                  ) : (
                    <ul className="bulk__found">
                      {row.payables.map((payable) => (
                        <li key={payable.path}>
                          {payable.displayName}: {formatDecimal(payable.amount, language)}
                          {payable.isPayable ? null : ` (${payable.notPayableReason || t('bulk.row.notPayable')})`}
                          {payable.previousConfirmation ? ` (${t('bulk.row.previousPayment', { number: payable.previousConfirmation })})` : null}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.found === 0 ? (
        <Alert variant="warning">
          <p>{t('bulk.noneFound')}</p>
        </Alert>
      ) : null}
      <div className="bulk__actions">
        {data.found > 0 ? (
          <Link
            href={`${pathFor(bulkRoute(source.pageRoute, 'confirmation'))}?${new URLSearchParams({ id })}`}
            className="button button--primary"
          >
            {t('bulk.continue')}
          </Link>
        ) : null}
        <Link href={pathFor(bulkRoute(source.pageRoute, 'upload'))} className="button button--secondary">
          {t('bulk.uploadAgain')}
        </Link>
      </div>
    </section>
  );
}
