// One county form (spec 000 §2 forms/{slug}): its definition, read in the
// page's language, drawn as a form to fill in and file. The form keeps what
// was typed when the language changes (the new labels replace the old ones
// in place), and a form the site does not offer says so.
import { Link } from 'wouter';
import { Loading } from '../../components/ui/Loading';
import { PageHeading } from '../../components/ui/PageHeading';
import { PanelLoadFailure } from '../../components/ui/PanelLoadFailure';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { useT } from '../../lib/i18n';
import { useSite, useSitePath } from '../../lib/site';
import { isNotFound } from '../../state/api';
import { getForm } from './api';
import { FormFiling } from './FormFiling';
import { useFormsArgs } from './useFormsArgs';
import './forms.css';
import '../../lib/i18n/pages';
import '../../lib/i18n/countyForms';

export function FormPage({ slug }: { slug: string }) {
  const t = useT();
  const { clientTitle } = useSite();
  const pathFor = useSitePath();
  const args = { ...useFormsArgs(), slug };
  // data stays the last answer while the other language's loads.
  const { data, error, isError, isFetching, refetch } = getForm.useQuery(args);
  const missing = isError && isNotFound(error);
  const title = data?.title ?? (missing ? t('countyForms.notFound') : t('forms.title'));
  useDocumentTitle(documentTitle(t, clientTitle, title));

  if (data) {
    return <FormFiling form={data} args={args} />;
  }
  let body;
  if (missing) {
    body = (
      <p>
        <Link href={pathFor('forms')}>{t('countyForms.backToList')}</Link>
      </p>
    );
  } else if (isError) {
    body = <PanelLoadFailure message={t('countyForms.formLoadFailed')} onRetry={() => void refetch()} busy={isFetching} />;
  } else {
    body = <Loading />;
  }
  return (
    <div className="forms-page">
      <PageHeading>{title}</PageHeading>
      {body}
    </div>
  );
}
