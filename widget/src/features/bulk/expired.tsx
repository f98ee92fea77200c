// The expired-upload message (BULK-05, ERR-103) with the way back to the
// upload page.
import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { useT } from '../../lib/i18n';
import { useSitePath } from '../../lib/site';
import { apiError } from '../../state/api';
import { EXPIRED } from './api';
import { bulkRoute } from '../../lib/bulkRoutes';
import '../../lib/i18n/bulk';

/** True when the BFF says the uploaded list expired (or is unknown). */
export function isExpired(error: unknown): boolean {
  return apiError(error)?.reason === EXPIRED;
}

export function ExpiredUpload({ pageRoute }: { pageRoute: string }) {
  const t = useT();
  const pathFor = useSitePath();
  return (
    <Alert variant="warning">
      <p>{t('bulk.expired')}</p>
      <p>
        <Link href={pathFor(bulkRoute(pageRoute, 'upload'))}>{t('bulk.uploadAgain')}</Link>
      </p>
    </Alert>
  );
}
