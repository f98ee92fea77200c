// Resolution of a client path: the client descriptor says whether the
// second segment is a site; unknown clients and unknown or disabled sites go
// to the root (ERR-31, GUARD-07). In the portal, a URL that names no site
// stays on the site shown last (GUARD-01, through the route policy).
import { useEffect } from 'react';
import { LoadFailurePage, LoadingPage } from '../components/ui/FullPage';
import { isNotFound } from '../state/api';
import { useGetClientQuery } from '../state/screens';
import { resolveSite, type ClientPath } from '../lib/url';
import { useEmbedded, withSiteInUrl } from '../lib/embedded';
import { useRoutePolicy } from './routePolicy';
import { GoToRoot } from './GoToRoot';
import { SiteRoute } from './SiteRoute';

export function ClientRoute({ path }: { path: ClientPath }) {
  const { data: descriptor, error, refetch } = useGetClientQuery(path.client);
  const { embedded } = useEmbedded();
  const policy = useRoutePolicy();
  const resolution = descriptor ? (policy?.resolve ?? resolveSite)(path, descriptor) : null;
  const site = resolution?.kind === 'site' ? resolution.location.site : null;
  const landed = policy?.landed;
  useEffect(() => {
    if (landed && site !== null) {
      landed(path.client, site);
    }
  }, [landed, path.client, site]);
  if (error) {
    return isNotFound(error) ? <GoToRoot /> : <LoadFailurePage onRetry={refetch} />;
  }
  if (!descriptor || !resolution) {
    return <LoadingPage />;
  }
  if (resolution.kind !== 'site') {
    return <GoToRoot />;
  }
  const location = embedded ? withSiteInUrl(resolution.location) : resolution.location;
  return <SiteRoute location={location} clientTitle={descriptor.title} />;
}
