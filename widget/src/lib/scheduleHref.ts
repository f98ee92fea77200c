// Where the schedule form of a site is (spec 001 §2 "Scheduled payment
// screens"): `{base}/schedule?payable=<payablePath>` for a new plan,
// `{base}/schedule?plan=<planId>` to change one. It lives in lib so that any
// feature may link to the form (features do not import each other) and the
// first load holds no more than this function.

/**
 * The link to the schedule form; base is the site's path prefix (sitePath
 * of the site with no route, e.g. "/sunshine/demo"). The route and its
 * parameters are spelled out where they are read (SiteRoute.tsx and
 * Fallback.tsx match the route, SchedulePage.tsx reads the parameters) and
 * in the cart item's link, which is in the first load, where every shared
 * constant costs bytes.
 */
export function scheduleHref(base: string, q: { payable: string } | { plan: string }): string {
  return `${base}/schedule?${'plan' in q ? 'plan=' + encodeURIComponent(q.plan) : 'payable=' + encodeURIComponent(q.payable)}`;
}
