// The landing page (ROUTE-08): landing title, description, cover image and
// one tile per payable source. Each screen section may fail on its own: a
// failed sources section shows an inline alert, failed announcements show
// nothing, and a failed configuration fails the page.
import { Alert } from '../../components/ui/Alert';
import { Loading } from '../../components/ui/Loading';
import { LoadFailure } from '../../components/ui/LoadFailure';
import { PageHeading } from '../../components/ui/PageHeading';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { pick, useLanguage, useT } from '../../lib/i18n';
import { sectionData } from '../../state/screens';
import { useSite, useSitePath } from '../../lib/site';
import { visibleSources } from '../../lib/sources';
import { useGetHomeScreenQuery } from './api';
import { Tiles } from './Tiles';
import './home.css';
import '../../lib/i18n/pages';

export function HomePage() {
  const t = useT();
  const { language } = useLanguage();
  const { location, clientTitle } = useSite();
  const pathFor = useSitePath();
  useDocumentTitle(documentTitle(t, clientTitle));
  const { data: screen, isError, refetch } = useGetHomeScreenQuery({ client: location.client, site: location.site });

  if (isError) {
    return <LoadFailure onRetry={refetch} />;
  }
  if (!screen) {
    return <Loading />;
  }
  const config = sectionData(screen.sections.config);
  if (!config) {
    return <LoadFailure onRetry={refetch} />;
  }
  const { home } = config;
  const title =
    pick(config.payHub.landingPageTitle, language) || pick(home.title, language) || documentTitle(t, clientTitle);
  const description = pick(home.description, language);
  const sourcesSection = screen.sections.sources;
  const sources = visibleSources(sectionData(sourcesSection), screen.environment);

  return (
    <>
      <div className="home__intro">
        <div className="home__text">
          <PageHeading>{title}</PageHeading>
          {description ? <p className="home__description">{description}</p> : null}
        </div>
        {home.coverImage ? (
          <img className="home__cover" src={home.coverImage} alt={pick(home.coverAlt, language)} />
        ) : null}
      </div>
      <section className="home__sources" aria-labelledby="home-sources-heading">
        <h2 id="home-sources-heading">{t('home.tilesHeading')}</h2>
        {sourcesSection?.status === 'error' ? (
          <Alert variant="danger">
            <p>{t('home.sourcesError')}</p>
            <button type="button" className="button" onClick={refetch}>
              {t('common.retry')}
            </button>
          </Alert>
        ) : (
          <Tiles sources={sources} pathFor={pathFor} />
        )}
      </section>
    </>
  );
}
