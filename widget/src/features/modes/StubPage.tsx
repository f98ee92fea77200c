// A stub site (spec 000 §2 "Site modes"): the site exists but takes no
// payments yet, so every route shows this holding page, with the way back
// to the county's own website when one is configured.
import { PageHeading } from '../../components/ui/PageHeading';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { pick, useLanguage, useT } from '../../lib/i18n';
import { useSite } from '../../lib/site';
import type { SiteConfig } from '../../lib/types';
import '../../lib/i18n/pages';

export function StubPage({ config }: { config: SiteConfig }) {
  const t = useT();
  const { language } = useLanguage();
  const { clientTitle } = useSite();
  useDocumentTitle(documentTitle(t, clientTitle, t('stub.title')));
  const back = config.payHub.returnHomeUrl;
  const backText = pick(config.payHub.returnHomeText, language);
  return (
    <div className="mode-page">
      <PageHeading>{t('stub.title')}</PageHeading>
      <p>{t('stub.body', { client: clientTitle || t('app.name') })}</p>
      {back && backText ? (
        <p>
          <a href={back}>{backText}</a>
        </p>
      ) : null}
    </div>
  );
}
