// The bills of a tax-system record that names an account
// (taxsys/parcels/{year}/{account}): each with its amount and an add to
// the cart that goes through the tax-system pages' own route (API-91), so
// the county's tax system learns what its pages sent to the cart.
// Loading, none found, and a failure with a retry each have their state.
import { useState } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { Loading } from '../../components/ui/Loading';
import { formatDate } from '../../lib/format';
import { useLanguage, useT } from '../../lib/i18n';
import { formatDecimal } from '../../lib/money';
import { useSite, useSitePath } from '../../lib/site';
import { PROPERTY_TAX_ROUTE } from '../../lib/userKind';
import { errorText } from '../../state/api';
import { addTaxsysItems, taxsysBills } from './api';
import '../../lib/i18n/pages';

/** The search field of the property-tax source an account is looked up by. */
const ACCOUNT_FIELD = 'account_number';

export function TaxsysBills({ account }: { account: string }) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const pathFor = useSitePath();
  const found = taxsysBills.useQuery({
    client: location.client,
    site: location.site,
    pageRoute: PROPERTY_TAX_ROUTE,
    field: ACCOUNT_FIELD,
    value: account,
  });
  const [add, adding] = addTaxsysItems.useMutation();
  const [added, setAdded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  // Go sends null for no payables.
  const bills = found.data?.payables ?? [];
  let body;
  if (found.isError) {
    body = (
      <Alert variant="danger">
        <p>{t('taxsys.bills.failed')}</p>
        <button type="button" className="button" onClick={() => void found.refetch()}>
          {t('common.retry')}
        </button>
      </Alert>
    );
  } else if (!found.data) {
    body = <Loading />;
  } else if (bills.length === 0) {
    body = <p>{t('taxsys.bills.none', { account })}</p>;
  } else {
    body = (
      <ul className="taxsys__bills">
        {bills.map((bill) => (
          <li key={bill.path}>
            <span>
              {bill.displayName}: {formatDecimal(bill.amount, language)}
              {bill.dueAt ? ` (${t('taxsys.bills.due', { date: formatDate(bill.dueAt, language) })})` : null}
            </span>
            {!bill.isPayable ? (
              <span>{bill.notPayableReason || t('search.notPayable')}</span>
            ) : bill.inCart ? (
              <span>{t('search.inCart')}</span>
            ) : (
              <button
                type="button"
                className="button button--primary"
                disabled={adding.isLoading}
                aria-label={`${t('search.addToCart')}: ${bill.displayName}`}
                onClick={async () => {
                  setAdded(null);
                  setFailed(null);
                  try {
                    await add({ client: location.client, site: location.site, paths: [bill.path] }).unwrap();
                    setAdded(bill.displayName);
                  } catch (error) {
                    setFailed(errorText(error) ?? t('api.error'));
                  }
                }}
              >
                {t('search.addToCart')}
              </button>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="taxsys__pay" aria-labelledby="taxsys-bills-heading">
      <h2 id="taxsys-bills-heading">{t('taxsys.bills.heading', { account })}</h2>
      {body}
      <div role="status">
        {added ? (
          <p>
            {t('search.added', { name: added })} <Link href={pathFor('checkout')}>{t('taxsys.bills.checkout')}</Link>
          </p>
        ) : null}
      </div>
      {failed ? (
        <Alert variant="danger">
          <p>{failed}</p>
        </Alert>
      ) : null}
    </section>
  );
}
