// The page of an error route (see errorRoutes.ts). The cart id of the
// redirect page comes from history state, else from the path (ROUTE-24);
// the card limit and the cancel URL come from history state, or from the
// query (?limit=, for a link from outside).
import type { ReactNode } from 'react';
import { useSearch } from 'wouter';
import { LoadFailurePage } from '../../components/ui/FullPage';
import { useDocumentTitle } from '../../lib/document';
import { useT } from '../../lib/i18n';
import { ErrorPage } from './ErrorPage';
import { readErrorState, type ErrorRoute } from './errorRoutes';

export function ErrorRoutePage({ route, children }: { route: ErrorRoute; children?: ReactNode }) {
  const search = useSearch();
  const t = useT();
  useDocumentTitle(route.kind === 'load-failure' ? t('loadFailure.title') : '');
  if (route.kind === 'load-failure') {
    return <LoadFailurePage onRetry={() => window.location.assign(route.homePath)} />;
  }
  const state = readErrorState(window.history.state);
  const query = new URLSearchParams(search);
  return (
    <ErrorPage
      type={route.type}
      name={route.route}
      homePath={route.homePath}
      redirect={route.redirect}
      cartId={state.cartId ?? route.cartId}
      limit={state.limit ?? query.get('limit') ?? undefined}
      cancelUrl={state.cancelUrl}
    >
      {children}
    </ErrorPage>
  );
}
