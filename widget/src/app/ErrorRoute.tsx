// The page of an error route with the notice of a failed hand-off on
// redirect/{cartId} (its own chunk, lazyPages.ts): the two features meet
// here, as the checkout's steps meet in CheckoutRoute.tsx.
import { ErrorRoutePage } from '../features/errors/ErrorRoutePage';
import type { ErrorRoute as Route } from '../features/errors/errorRoutes';
import { HandoffFailedNotice } from '../features/handoff/HandoffFailedNotice';

export function ErrorRoute({ route }: { route: Route }) {
  return (
    <ErrorRoutePage route={route}>
      <HandoffFailedNotice route={route} />
    </ErrorRoutePage>
  );
}
