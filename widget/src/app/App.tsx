// The portal: providers, then the URL read as [/dmv]/{client}[/{site}]/{route}
// (spec 000 §2 "URL layout").
import { Suspense, useEffect } from 'react';
import { Provider } from 'react-redux';
import { useLocation } from 'wouter';
import { LoadingPage } from '../components/ui/FullPage';
import { matchErrorRoute } from '../features/errors/errorRoutes';
import { useMetaDescription } from '../lib/document';
import { LocaleProvider, useT } from '../lib/i18n';
import { LAST_VISITED_PATH_KEY, readStored } from '../lib/storage';
import type { Language } from '../lib/types';
import { parsePath, shouldStoreLastVisited } from '../lib/url';
import { ClientRoute } from './ClientRoute';
import { ErrorRoutePage, RootPage } from './lazyPages';
import type { AppStore } from './store';

export function App({ store, language }: { store: AppStore; language?: Language }) {
  return (
    <Provider store={store}>
      <LocaleProvider language={language}>
        <Suspense fallback={<LoadingPage />}>
          <PortalRoutes />
        </Suspense>
      </LocaleProvider>
    </Provider>
  );
}

export function PortalRoutes() {
  const [pathname] = useLocation();
  const t = useT();
  useMetaDescription(t('document.description'));
  // Error pages need no site data: they show even when the BFF refuses calls.
  const errorRoute = matchErrorRoute(pathname);
  if (errorRoute) {
    return <ErrorRoutePage route={errorRoute} />;
  }
  const parsed = parsePath(pathname);
  switch (parsed.kind) {
    case 'root':
      return <RootRoute bare={parsed.bare} />;
    case 'callback':
      return <RootPage />;
    case 'client':
      return <ClientRoute path={parsed} />;
  }
}

/** ROUTE-05: the bare root restores the last visited path, if one is stored. */
function RootRoute({ bare }: { bare: boolean }) {
  const [, navigate] = useLocation();
  const stored = bare ? readStored(LAST_VISITED_PATH_KEY) : null;
  const target = stored !== null && shouldStoreLastVisited(stored) ? stored : null;
  useEffect(() => {
    if (target) {
      navigate(target, { replace: true });
    }
  }, [navigate, target]);
  return target ? null : <RootPage />;
}
