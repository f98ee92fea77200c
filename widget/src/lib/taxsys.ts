// The tax-system route (spec 000 §2 "Routes": "taxsys: Tax-system pages
// with free trailing slugs, full width; client sunshine, site demo only";
// ROUTE-28, ROUTE-29): where it exists and the paths of its pages. The
// portal's only: the widget's build leaves the route out.
import { sitePath, type SiteLocation } from './url';

export const TAXSYS_ROUTE = 'taxsys';

/** The only client and site with tax-system pages (spec 000 §2). */
const TAXSYS_CLIENT = 'sunshine';
const TAXSYS_SITE = 'demo';

/** Whether the location is a tax-system page: route taxsys on sunshine/demo, any slugs after it. */
export function isTaxsysPage(location: Pick<SiteLocation, 'client' | 'site' | 'route'>): boolean {
  return location.route === TAXSYS_ROUTE && location.client === TAXSYS_CLIENT && location.site === TAXSYS_SITE;
}

/** The path of the tax-system page of the first `depth` slugs (0: the tax system's own page), each encoded once. */
export function taxsysPath(
  location: Pick<SiteLocation, 'dmv' | 'client' | 'site' | 'siteInUrl'>,
  slugs: readonly string[],
  depth: number,
): string {
  return sitePath(location, [TAXSYS_ROUTE, ...slugs.slice(0, depth).map((slug) => encodeURIComponent(readSlug(slug)))].join('/'));
}

/** A slug as written in the URL, decoded for reading; as it is when it cannot be decoded. */
export function readSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}
