// A payable source's page: what the source is and who runs it. The page
// title is '{source title} - {client title}' (GUARD-11).
import { Link } from 'wouter';
import { PageHeading } from '../../components/ui/PageHeading';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { pick, useLanguage, useT } from '../../lib/i18n';
import { useSite, useSitePath } from '../../lib/site';
import type { Source } from '../../lib/types';

export function SourcePage({ source }: { source: Source }) {
  const t = useT();
  const { language } = useLanguage();
  const { clientTitle } = useSite();
  const pathFor = useSitePath();
  const title = pick(source.title, language);
  const subtitle = pick(source.subtitle, language);
  const description = pick(source.description, language);
  const department = pick(source.departmentDisplayName, language);
  useDocumentTitle(documentTitle(t, clientTitle, title));

  return (
    <article className="source">
      <PageHeading>{title}</PageHeading>
      {subtitle ? <p className="source__subtitle">{subtitle}</p> : null}
      {description ? <p className="source__description">{description}</p> : null}
      {department ? <p className="source__department">{t('source.department', { name: department })}</p> : null}
      <p>
        <Link href={pathFor('home')} className="back-link">
          {t('source.backHome')}
        </Link>
      </p>
    </article>
  );
}
