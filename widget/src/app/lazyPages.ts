// The pages and sections the first render of the checkout route does not
// need (SHELL-47): each is its own chunk, fetched when first shown, through
// lazyWithRetry. Both builds (portal and widget) split the same way.
import { lazyWithRetry } from './lazyWithRetry';

export const HomePage = lazyWithRetry(
  () => import('../features/home/HomePage'),
  (m) => m.HomePage,
);
export const SearchPage = lazyWithRetry(
  () => import('../features/search/SearchPage'),
  (m) => m.SearchPage,
);
export const NotFoundPage = lazyWithRetry(
  () => import('../features/errors/NotFoundPage'),
  (m) => m.NotFoundPage,
);
/** An error route's page, with the notice of a failed hand-off (ErrorRoute.tsx). */
export const ErrorRoutePage = lazyWithRetry(
  () => import('./ErrorRoute'),
  (m) => m.ErrorRoute,
);
export const RootPage = lazyWithRetry(
  () => import('../features/root/RootPage'),
  (m) => m.RootPage,
);
export const ReviewPage = lazyWithRetry(
  () => import('../features/review/ReviewPage'),
  (m) => m.ReviewPage,
);
export const ReceiptPage = lazyWithRetry(
  () => import('../features/receipt/ReceiptPage'),
  (m) => m.ReceiptPage,
);
export const CheckoutRoute = lazyWithRetry(
  () => import('./CheckoutRoute'),
  (m) => m.CheckoutRoute,
);
/**
 * The portal's footer (SHELL-16..23) and the contact tab's form (SHELL-21):
 * neither is needed for a page's first render, and the widget never shows
 * them (its build leaves the footer out).
 */
export const FooterLazy = /* @__PURE__ */ lazyWithRetry(
  () => import('../features/shell/Footer'),
  (m) => m.Footer,
);
export const ContactPanelLazy = /* @__PURE__ */ lazyWithRetry(
  () => import('../features/contact/ContactPanel'),
  (m) => m.ContactPanel,
);
/** The site-mode pages: a stub site's holding page, forms, the non-production gate. */
export const StubPage = lazyWithRetry(
  () => import('../features/modes/StubPage'),
  (m) => m.StubPage,
);
export const FormsPage = lazyWithRetry(
  () => import('../features/modes/FormsPage'),
  (m) => m.FormsPage,
);
export const NonprodSignInPage = lazyWithRetry(
  () => import('../features/modes/NonprodSignInPage'),
  (m) => m.NonprodSignInPage,
);
