// The forms route of a forms-only site (spec 000 §2: a forms-only site's
// home goes to forms). No form is published through PayHub yet, so the page
// says so plainly and offers the site's other pages.
import { Link } from 'wouter';
import { PageHeading } from '../../components/ui/PageHeading';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { useT } from '../../lib/i18n';
import { useSite, useSitePath } from '../../lib/site';
import '../../lib/i18n/pages';

export function FormsPage() {
  const t = useT();
  const { clientTitle } = useSite();
  const pathFor = useSitePath();
  useDocumentTitle(documentTitle(t, clientTitle, t('forms.title')));
  return (
    <div className="mode-page">
      <PageHeading>{t('forms.title')}</PageHeading>
      <p>{t('forms.none')}</p>
      <p>
        <Link href={pathFor('checkout')}>{t('forms.cart')}</Link>
      </p>
    </div>
  );
}
