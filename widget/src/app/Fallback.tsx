// The widget's page of a route no other page takes (lazyPages.ts
// NotFoundPage): the schedule form (spec 001 §2; lib/scheduleHref.ts),
// verify-email, where a token-exchange sign-in on an
// embedded public site lands when the resident's e-mail is not verified
// yet (spec 000 §4; LOGIN-05; embed/useHostUser.ts), else the not-found
// page. A chunk of its own that the widget fetches only for such a route,
// so that its first load carries nothing of verify-email (and imports
// little from it); the portal routes verify-email itself (SiteRoute.tsx).
import { Suspense } from 'react';
import { NotFoundPage as PlainNotFoundPage } from '../features/errors/NotFoundPage';
import { useSite } from '../lib/site';
import { lazyWithRetry } from '../components/lazyWithRetry';

const VerifyEmailPage = lazyWithRetry(
  () => import('../features/account/VerifyEmailPage'),
  (m) => m.VerifyEmailPage,
);

const SchedulePage = lazyWithRetry(
  () => import('../features/schedule/SchedulePage'),
  (m) => m.SchedulePage,
);

export function NotFoundPage() {
  const { location } = useSite();
  if (location.route === 'schedule' && location.params.length === 0) {
    return (
      <Suspense fallback={null}>
        <SchedulePage />
      </Suspense>
    );
  }
  // VERIFY_EMAIL_ROUTE, spelled out: the first load would export the constant.
  if (location.route !== 'verify-email' || location.params.length > 0) {
    return <PlainNotFoundPage />;
  }
  // Only a sign-in leads here, so the site has sign-in on.
  return (
    <Suspense fallback={null}>
      <VerifyEmailPage loginEnabled />
    </Suspense>
  );
}
