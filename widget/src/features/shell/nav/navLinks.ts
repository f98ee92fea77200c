// Which payable sources the top navigation links to (SHELL-11; spec 001 §2
// "Navigation links"): the visible ones flagged link-in-nav, by their order.
import { visibleSources } from '../../../lib/sources';
import type { Environment, Source } from '../../../lib/types';

export function navSources(sources: readonly Source[] | null | undefined, environment: Environment): Source[] {
  return visibleSources(sources, environment).filter((s) => s.linkInNav);
}
