// The not-found page for an unknown route under a known client (ROUTE-34).
import { Link } from 'wouter';
import { PageHeading } from '../../components/ui/PageHeading';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { useT } from '../../lib/i18n';
import { useSite, useSitePath } from '../../lib/site';
import '../../lib/i18n/pages';

export function NotFoundPage() {
  const t = useT();
  const { clientTitle } = useSite();
  const pathFor = useSitePath();
  useDocumentTitle(documentTitle(t, clientTitle, t('notFound.title')));
  return (
    <div className="not-found">
      <PageHeading>{t('notFound.title')}</PageHeading>
      <p>{t('notFound.body')}</p>
      <p>
        <Link href={pathFor('home')}>{t('notFound.home')}</Link>
      </p>
    </div>
  );
}
