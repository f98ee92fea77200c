// Which payable sources the top navigation links to (SHELL-11; spec 001 §2
// "Navigation links"): the visible ones flagged link-in-nav, by their order.
import { isLinkSource, visibleSources } from '../../../lib/sources';
import type { Environment, Source } from '../../../lib/types';

export function navSources(sources: readonly Source[] | null | undefined, environment: Environment): Source[] {
  return visibleSources(sources, environment).filter((s) => s.linkInNav);
}

/**
 * Where a source's navigation link goes: a redirect or
 * taxsys-navigation-link source's own address (ROUTE-47), otherwise its
 * search page, from pathFor.
 */
export function navHref(source: Source, pathFor: (route: string) => string): { href: string; external: boolean } {
  if (isLinkSource(source) && source.redirectUrl) {
    return { href: source.redirectUrl, external: true };
  }
  return { href: pathFor(source.pageRoute), external: false };
}
