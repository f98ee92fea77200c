// The special property-tax user kind (spec 000 §2 guards, §6: "confined to
// its route"; GUARD-03, GUARD-04). The BFF's session names the kind, from
// the login service's payhub_user_kind claim. Such a user is kept on the
// site's property-tax route: every other page of the site redirects there.
// The pages a property-tax payment passes through (the cart, the review and
// the receipt) stay open, or the bills found there could never be paid.
// The portal's only: in the widget the host page owns its user's pages.
import { HOME_ROUTE, sitePath, type SiteLocation } from './url';

/** The user kinds the session may name: '' for an ordinary resident. */
export type UserKind = '' | 'property-tax';

export const PROPERTY_TAX_KIND = 'property-tax';
export const PROPERTY_TAX_ROUTE = 'property-tax';

/** The routes a property-tax user may open: property-tax and the money path of its bills. */
const PROPERTY_TAX_OPEN: ReadonlySet<string> = new Set([PROPERTY_TAX_ROUTE, 'checkout', 'confirmation', 'receipt']);

/** Where a confined user goes instead, and whether the redirect is worth a warning. */
export interface Confinement {
  to: string;
  /** GUARD-04: the original target was not home. */
  warn: boolean;
}

/** GUARD-03: the redirect that keeps a user of kind on their route, or null when the location is open to them. */
export function confinement(kind: string | undefined, location: SiteLocation): Confinement | null {
  if (kind !== PROPERTY_TAX_KIND || PROPERTY_TAX_OPEN.has(location.route)) {
    return null;
  }
  const home = location.route === HOME_ROUTE && location.params.length === 0;
  return { to: sitePath(location, PROPERTY_TAX_ROUTE), warn: !home };
}
