// My Forms (#my-forms; spec 001 §2 "Dashboard areas"): the signed-in
// resident's filed forms on the site, newest first, each with its name, the
// day it was filed, its confirmation number, its attached files' names and
// how it was signed, as the BFF words them in the page's language; an empty
// state that leads to the forms, and a load failure with a retry. Its own
// chunk, with its texts: loaded when the tab opens (app/DashboardRoute.tsx).
import { Link } from 'wouter';
import { Loading } from '../../components/ui/Loading';
import { PanelLoadFailure } from '../../components/ui/PanelLoadFailure';
import { formatDateTime } from '../../lib/format';
import { useLanguage, useT } from '../../lib/i18n';
import { useSitePath } from '../../lib/site';
import { getMyForms, type FormSubmission } from './api';
import { useFormsArgs } from './useFormsArgs';
import './forms.css';
import '../../lib/i18n/countyForms';

export function MyFormsPanel() {
  const t = useT();
  const pathFor = useSitePath();
  const { data, isError, isFetching, refetch } = getMyForms.useQuery(useFormsArgs(), { refetchOnMountOrArgChange: true });

  if (isError && !data) {
    return <PanelLoadFailure message={t('countyForms.mine.loadFailed')} onRetry={() => void refetch()} busy={isFetching} />;
  }
  if (!data) {
    return <Loading />;
  }
  if (data.submissions.length === 0) {
    return (
      <>
        <p className="dashboard__empty">{t('countyForms.mine.empty')}</p>
        <p>
          <Link href={pathFor('forms')}>{t('countyForms.mine.browse')}</Link>
        </p>
      </>
    );
  }
  return (
    <ul className="my-forms" aria-label={t('countyForms.mine.listLabel')}>
      {data.submissions.map((submission) => (
        <li key={submission.id} className="my-forms__item">
          <FiledForm submission={submission} />
        </li>
      ))}
    </ul>
  );
}

function FiledForm({ submission }: { submission: FormSubmission }) {
  const t = useT();
  const { language } = useLanguage();
  const headingId = `my-form-${submission.id}`;
  return (
    <article className="my-forms__card" aria-labelledby={headingId}>
      <h3 id={headingId} className="my-forms__title">
        {submission.title}
      </h3>
      <dl className="my-forms__facts">
        <dt>{t('countyForms.mine.submitted')}</dt>
        <dd>{formatDateTime(submission.submittedAt, language)}</dd>
        <dt>{t('countyForms.mine.number')}</dt>
        <dd>{submission.confirmationNumber}</dd>
        <dt>{t('countyForms.mine.files')}</dt>
        <dd>
          {submission.files.length === 0 ? (
            t('countyForms.mine.noFiles')
          ) : (
            <ul className="my-forms__files">
              {submission.files.map((file) => (
                <li key={`${file.field}/${file.name}`}>{file.name}</li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{t('countyForms.mine.signature')}</dt>
        <dd>
          {submission.signatureKind === 'typed'
            ? t('countyForms.mine.signedTyped', { name: submission.signedName ?? '' })
            : t('countyForms.mine.signedDrawn')}
        </dd>
      </dl>
    </article>
  );
}
