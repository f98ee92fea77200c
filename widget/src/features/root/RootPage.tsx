// The page at the bare root when there is no last visited path to restore:
// residents reach PayHub through their county's website.
import { FullPage } from '../../components/ui/FullPage';
import { PageHeading } from '../../components/ui/PageHeading';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { useT } from '../../lib/i18n';
import { LanguageToggle } from '../../components/ui/LanguageToggle';
import '../../lib/i18n/pages';

export function RootPage() {
  const t = useT();
  useDocumentTitle(documentTitle(t, t('app.name')));
  return (
    <FullPage name="root">
      <div className="root">
        <PageHeading>{t('app.name')}</PageHeading>
        <p>{t('root.intro')}</p>
        <LanguageToggle />
      </div>
    </FullPage>
  );
}
