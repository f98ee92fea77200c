// Bulk add under a source's route (spec 001 §2, §4 "Bulk upload flow";
// BULK-01, BULK-04; ROLE-23): upload -> upload/review ->
// upload/confirmation (payment options) -> upload/success. Only a
// signed-in resident may use it; a guest is asked to sign in. Its own lazy
// chunk, the portal's only, with its texts.
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { LoadFailure } from '../../components/ui/LoadFailure';
import { Loading } from '../../components/ui/Loading';
import { LoginButton } from '../../components/ui/LoginButton';
import { PageHeading } from '../../components/ui/PageHeading';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { pick, useLanguage, useT, type MessageKey } from '../../lib/i18n';
import { useSite, useSitePath } from '../../lib/site';
import type { Source } from '../../lib/types';
import { useGetSessionQuery } from '../../state/session';
import { BULK_STEPS, type BulkStep } from '../../lib/bulkRoutes';
import { ConfirmationStep } from './ConfirmationStep';
import { ReviewStep } from './ReviewStep';
import { SuccessStep } from './SuccessStep';
import { UploadStep } from './UploadStep';
import './bulk.css';
import '../../lib/i18n/bulk';

/** The name of each step, as the steps list shows it. */
const STEP_NAMES: Record<BulkStep, MessageKey> = {
  upload: 'bulk.step.upload',
  review: 'bulk.step.review',
  confirmation: 'bulk.step.confirmation',
  success: 'bulk.step.success',
};

export interface BulkPageProps {
  source: Source;
  step: BulkStep;
  /** Whether the site offers sign-in (config.login.meta.enabled). */
  loginEnabled: boolean;
}

export function BulkPage({ source, step, loginEnabled }: BulkPageProps) {
  const t = useT();
  const { language } = useLanguage();
  const { location, clientTitle } = useSite();
  const pathFor = useSitePath();
  const sourceTitle = pick(source.title, language);
  const heading = t('bulk.title', { source: sourceTitle });
  useDocumentTitle(documentTitle(t, clientTitle, `${heading} - ${t(STEP_NAMES[step])}`));
  const query = new URLSearchParams(useSearch());
  const { data: session, isError, refetch } = useGetSessionQuery({ client: location.client, site: location.site });

  let body: ReactNode;
  if (isError && !session) {
    return <LoadFailure onRetry={refetch} />;
  } else if (!session) {
    body = <Loading />;
  } else if (!session.user) {
    body = (
      <div className="bulk__guest">
        <p>{loginEnabled ? t('bulk.guest') : t('bulk.guestLoginDisabled')}</p>
        {loginEnabled ? <LoginButton enabled /> : null}
      </div>
    );
  } else if (step === 'upload') {
    body = <UploadStep source={source} />;
  } else if (step === 'review') {
    body = <ReviewStep source={source} id={query.get('id') ?? ''} />;
  } else if (step === 'confirmation') {
    body = <ConfirmationStep source={source} id={query.get('id') ?? ''} />;
  } else {
    body = <SuccessStep source={source} query={query} />;
  }

  return (
    <div className="bulk">
      <PageHeading>{heading}</PageHeading>
      <ol className="bulk__steps" aria-label={t('bulk.steps')}>
        {BULK_STEPS.map((each) => (
          <li key={each} aria-current={each === step ? 'step' : undefined}>
            {t(STEP_NAMES[each])}
          </li>
        ))}
      </ol>
      {body}
      <p>
        <Link href={pathFor(source.pageRoute)} className="back-link">
          {t('bulk.backToSource', { source: sourceTitle })}
        </Link>
      </p>
    </div>
  );
}
