// The site's forms (spec 000 §2 forms): one link each to its page, in the
// page's language; an empty state that offers the cart instead, and a load
// failure with a retry.
import { Link } from 'wouter';
import { Loading } from '../../components/ui/Loading';
import { PageHeading } from '../../components/ui/PageHeading';
import { PanelLoadFailure } from '../../components/ui/PanelLoadFailure';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { useT } from '../../lib/i18n';
import { useSite, useSitePath } from '../../lib/site';
import { getForms } from './api';
import { useFormsArgs } from './useFormsArgs';
import './forms.css';
import '../../lib/i18n/pages';
import '../../lib/i18n/countyForms';

export function FormsList() {
  const t = useT();
  const { clientTitle } = useSite();
  const pathFor = useSitePath();
  const title = t('forms.title');
  useDocumentTitle(documentTitle(t, clientTitle, title));
  const { data, isError, isFetching, refetch } = getForms.useQuery(useFormsArgs());

  let body;
  if (isError && !data) {
    body = <PanelLoadFailure message={t('countyForms.loadFailed')} onRetry={() => void refetch()} busy={isFetching} />;
  } else if (!data) {
    body = <Loading />;
  } else if (data.forms.length === 0) {
    body = (
      <>
        <p>{t('forms.none')}</p>
        <p>
          <Link href={pathFor('checkout')}>{t('forms.cart')}</Link>
        </p>
      </>
    );
  } else {
    body = (
      <ul className="forms-list" aria-label={t('countyForms.listLabel')}>
        {data.forms.map((form) => (
          <li key={form.slug}>
            <Link href={pathFor(`forms/${encodeURIComponent(form.slug)}`)}>{form.title}</Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="forms-page">
      <PageHeading>{title}</PageHeading>
      {body}
    </div>
  );
}
