// The pages and sections the first render of the checkout route does not
// need (SHELL-47): each is its own chunk, fetched when first shown, through
// lazyWithRetry. Both builds (portal and widget) split the same way.
import { lazyWithRetry } from '../components/lazyWithRetry';

export const HomePage = lazyWithRetry(
  () => import('../features/home/HomePage'),
  (m) => m.HomePage,
);
export const SearchPage = lazyWithRetry(
  () => import('../features/search/SearchPage'),
  (m) => m.SearchPage,
);
/**
 * In the widget, the page of any route no other page takes: verify-email
 * after a token-exchange sign-in (Fallback.tsx), else not found.
 */
export const NotFoundPage = lazyWithRetry(
  () => (typeof __PAYHUB_WIDGET__ === 'undefined' ? import('../features/errors/NotFoundPage') : import('./Fallback')),
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
/** The review step, with autopay at review (ReviewRoute.tsx). */
export const ReviewPage = lazyWithRetry(
  () => import('./ReviewRoute'),
  (m) => m.ReviewRoute,
);
/** The receipt, with the autopay enrolments (ReceiptRoute.tsx). */
export const ReceiptPage = lazyWithRetry(
  () => import('./ReceiptRoute'),
  (m) => m.ReceiptRoute,
);
export const CheckoutRoute = lazyWithRetry(
  () => import('./CheckoutRoute'),
  (m) => m.CheckoutRoute,
);
/** The site-mode pages: a stub site's holding page, the non-production gate. */
export const StubPage = lazyWithRetry(
  () => import('../features/modes/StubPage'),
  (m) => m.StubPage,
);
export const NonprodSignInPage = lazyWithRetry(
  () => import('../features/modes/NonprodSignInPage'),
  (m) => m.NonprodSignInPage,
);
/**
 * The signed-in resident's pages (ROUTE-30): the dashboard and e-mail
 * verification, with their texts. The portal's only. In the widget's build
 * the define of __PAYHUB_WIDGET__ (lib/build.ts) turns each import below
 * into dead code before chunks are made, so no chunk of theirs is emitted
 * and nothing the first load holds is kept for them; WIDGET_BUILD, a
 * binding the bundler folds only later, would leave both behind.
 */
declare const __PAYHUB_WIDGET__: boolean | undefined;
const portalOnly = () => Promise.reject(new Error('This page is not part of the widget.'));
export const DashboardPage = /* @__PURE__ */ lazyWithRetry(
  () => (typeof __PAYHUB_WIDGET__ === 'undefined' ? import('./DashboardRoute') : portalOnly()),
  (m) => m.DashboardPage,
);
export const VerifyEmailPage = /* @__PURE__ */ lazyWithRetry(
  () => (typeof __PAYHUB_WIDGET__ === 'undefined' ? import('../features/account/VerifyEmailPage') : portalOnly()),
  (m) => m.VerifyEmailPage,
);
/** The tax-system pages (ROUTE-28, ROUTE-29; spec 000 §7 "Lazy-loaded sections"): the portal's only, as above. */
export const TaxsysPage = /* @__PURE__ */ lazyWithRetry(
  () => (typeof __PAYHUB_WIDGET__ === 'undefined' ? import('../features/taxsys/TaxsysPage') : portalOnly()),
  (m) => m.TaxsysPage,
);
/**
 * The schedule form of a payable or a plan (spec 001 §2 "Scheduled payment
 * screens"), the portal's route here, as above. The widget reaches the same
 * page through its fallback (Fallback.tsx), so that its first load holds
 * no chunk reference of it.
 */
export const SchedulePage = /* @__PURE__ */ lazyWithRetry(
  () => (typeof __PAYHUB_WIDGET__ === 'undefined' ? import('../features/schedule/SchedulePage') : portalOnly()),
  (m) => m.SchedulePage,
);
/** The checkout of a scheduled-payment-only site (ROUTE-15, CHK-04), the portal's only, as above. */
export const ScheduleCheckoutRoute = /* @__PURE__ */ lazyWithRetry(
  () => (typeof __PAYHUB_WIDGET__ === 'undefined' ? import('./ScheduleCheckoutRoute') : portalOnly()),
  (m) => m.ScheduleCheckoutRoute,
);
/**
 * The e-billing screen of the e-mailed links (EBILL-02), the portal's only,
 * as above.
 */
export const EbillingPage = /* @__PURE__ */ lazyWithRetry(
  () => (typeof __PAYHUB_WIDGET__ === 'undefined' ? import('../features/ebilling/EbillingPage') : portalOnly()),
  (m) => m.EbillingPage,
);
/**
 * A payable's services on search results and saved items (PayableServices.tsx;
 * lib/payableServices.ts), the portal's only, as above.
 */
export const PayableServices = /* @__PURE__ */ lazyWithRetry(
  () => (typeof __PAYHUB_WIDGET__ === 'undefined' ? import('./PayableServices') : portalOnly()),
  (m) => m.PayableServices,
);
/**
 * The county forms (spec 000 §2 forms/{slug?}; ROUTE-32, ROUTE-36): the
 * site's list and one form to file, the portal's only, as above.
 */
export const FormsPage = /* @__PURE__ */ lazyWithRetry(
  () => (typeof __PAYHUB_WIDGET__ === 'undefined' ? import('../features/forms/FormsPage') : portalOnly()),
  (m) => m.FormsPage,
);
/** The pages under a source's route (SRCH-03, SRCH-04), the portal's only, as above. */
export const SourceSubPage = /* @__PURE__ */ lazyWithRetry(
  () => (typeof __PAYHUB_WIDGET__ === 'undefined' ? import('../features/search/SourceSubPage') : portalOnly()),
  (m) => m.SourceSubPage,
);
/**
 * Bulk add under a source's route (BULK-01, BULK-04; ROLE-23): a signed-in
 * resident's, so the portal's only, as above.
 */
export const BulkPage = /* @__PURE__ */ lazyWithRetry(
  () => (typeof __PAYHUB_WIDGET__ === 'undefined' ? import('../features/bulk/BulkPage') : portalOnly()),
  (m) => m.BulkPage,
);
/**
 * The staff console at /admin/ (features/admin), the portal's only, as
 * above: App.tsx's PortalPage alone shows it, before any client is read.
 */
export const AdminConsolePage = /* @__PURE__ */ lazyWithRetry(
  () => (typeof __PAYHUB_WIDGET__ === 'undefined' ? import('../features/admin/AdminConsole') : portalOnly()),
  (m) => m.AdminConsole,
);
