import { useDocumentTitle } from '../../lib/document';
import { useT } from '../../lib/i18n';
import { PageHeading } from './PageHeading';

/** The load-failure message with a retry button. */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  useDocumentTitle(t('loadFailure.title'));
  return (
    <div className="load-failure">
      <PageHeading>{t('loadFailure.title')}</PageHeading>
      <p>{t('loadFailure.body')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
