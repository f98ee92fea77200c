// Past payments (spec 001 §2 "My Payments", §9: page 1 by default, 10 a
// page; CONST-28): the resident's payments on this site, newest first, as
// a table with Previous and Next, and a payment's receipt. The page and the
// receipt are in the query (?page=2, ?receipt=ID), so Back and a reload keep
// them; paging keeps focus on the button pressed and announces the page.
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Loading } from '../../components/ui/Loading';
import { PanelLoadFailure } from './PanelLoadFailure';
import { formatDate } from '../../lib/format';
import { useLanguage, useT } from '../../lib/i18n';
import { formatDecimal } from '../../lib/money';
import { useSite } from '../../lib/site';
import { useGetPaymentsQuery } from './api';
import { PaymentReceipt } from './PaymentReceipt';
import './account.css';
import '../../lib/i18n/account';

const TAB_HASH = '#past-payments';

/** The page a query names: a whole number from 1, else 1. */
export function pageOf(query: URLSearchParams): number {
  const page = Number(query.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function PastPaymentsPanel() {
  const t = useT();
  const [pathname] = useLocation();
  // A memory location (stories) keeps the hash in the search; the browser's does not.
  const query = new URLSearchParams(useSearch().split('#')[0]);
  const page = pageOf(query);
  const receiptId = query.get('receipt');
  const heading = useRef<HTMLHeadingElement>(null);
  const wasReceipt = useRef(receiptId !== null);

  // Back from a receipt: reading starts at the list's heading again.
  useEffect(() => {
    if (wasReceipt.current && receiptId === null) {
      heading.current?.focus();
    }
    wasReceipt.current = receiptId !== null;
  }, [receiptId]);

  const hrefFor = (params: { page?: number; receipt?: string }) => {
    const next = new URLSearchParams();
    if (params.receipt) next.set('receipt', params.receipt);
    if (params.page && params.page > 1) next.set('page', String(params.page));
    const search = next.toString();
    return `${pathname}${search ? `?${search}` : ''}${TAB_HASH}`;
  };

  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        {t('account.tab.pastPayments')}
      </h2>
      {receiptId ? (
        <PaymentReceipt key={receiptId} receiptId={receiptId} backHref={hrefFor({ page })} />
      ) : (
        <PaymentsList page={page} hrefFor={hrefFor} />
      )}
    </>
  );
}

interface PaymentsListProps {
  page: number;
  hrefFor: (params: { page?: number; receipt?: string }) => string;
}

function PaymentsList({ page, hrefFor }: PaymentsListProps) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const [, navigate] = useLocation();
  const { data, isError, isFetching, refetch } = useGetPaymentsQuery({ client: location.client, site: location.site, page });

  if (isError && !data) {
    return <PanelLoadFailure message={t('account.payments.loadFailed')} onRetry={refetch} busy={isFetching} />;
  }
  if (!data) {
    return <Loading />;
  }
  // While the next page loads, the last one stays (a query keeps the last
  // result): the buttons keep focus, and the caption says which page shows.
  const payments = data.payments ?? [];
  const pages = Math.max(data.totalPages, 1);
  const shown = data.page;
  if (payments.length === 0 && page === 1) {
    return <p className="dashboard__empty">{t('account.payments.empty')}</p>;
  }
  const go = (to: number) => {
    if (to >= 1 && to <= pages && to !== page) {
      navigate(hrefFor({ page: to }));
    }
  };
  return (
    <>
      <div className="payments__scroll">
        <table className="payments" aria-busy={isFetching || undefined}>
          <caption>{t('account.payments.caption', { page: shown, pages })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('account.payments.date')}</th>
              <th scope="col">{t('account.payments.confirmation')}</th>
              <th scope="col" className="payments__number">
                {t('account.payments.itemCount')}
              </th>
              <th scope="col" className="payments__number">
                {t('account.payments.total')}
              </th>
              <th scope="col">{t('account.payments.receipt')}</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.receiptId}>
                <td>{formatDate(payment.postedAt, language)}</td>
                <th scope="row">{payment.confirmationNumber}</th>
                <td className="payments__number">{payment.itemCount}</td>
                <td className="payments__number">{formatDecimal(payment.total, language)}</td>
                <td>
                  <Link href={hrefFor({ page: shown, receipt: payment.receiptId })}>
                    {t('account.payments.view')} <span className="visually-hidden">{payment.confirmationNumber}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="pager" aria-label={t('account.payments.pages')}>
        <button type="button" className="button" aria-disabled={page <= 1 || undefined} onClick={() => go(page - 1)}>
          {t('account.payments.previous')}
        </button>
        <p role="status" className="pager__status">
          {t('account.payments.page', { page: shown, pages })}
        </p>
        <button type="button" className="button" aria-disabled={page >= pages || undefined} onClick={() => go(page + 1)}>
          {t('account.payments.next')}
        </button>
      </nav>
    </>
  );
}
