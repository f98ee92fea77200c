// Which payable sources a site shows, and in what order.
import type { Environment, Source } from './types';

/**
 * The sources shown on the site in the given environment, by their order:
 * in production a source marked hideInProd is left out unless forceShowInProd.
 */
export function visibleSources(sources: readonly Source[] | null | undefined, environment: Environment): Source[] {
  return (sources ?? [])
    .filter((s) => s.pageRoute !== '' && (environment !== 'prod' || !s.hideInProd || s.forceShowInProd))
    .sort((a, b) => a.order - b.order);
}

/**
 * Whether a source is a navigation link only: redirect and
 * taxsys-navigation-link sources have no search page (SRCH-01, ROUTE-47).
 */
export function isLinkSource(source: Source): boolean {
  return source.searchType === 'redirect' || source.searchType === 'taxsys-navigation-link';
}

/** The visible source served at a page route, if any. */
export function sourceForRoute(
  sources: readonly Source[] | null | undefined,
  environment: Environment,
  route: string,
): Source | undefined {
  return visibleSources(sources, environment).find((s) => s.pageRoute === route && !isLinkSource(s));
}
