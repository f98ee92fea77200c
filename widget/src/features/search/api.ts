import { sitePrefix } from '../../state/api';
import { defineQuery } from '../../state/query';
import type { SearchResult } from '../../lib/checkoutTypes';
import type { SiteArgs } from '../../state/screens';

export interface SearchArgs extends SiteArgs {
  pageRoute: string;
  /** Search field name → value; empty lists an item-list source's items. */
  fields: Record<string, string>;
}

export const search = defineQuery<SearchResult, SearchArgs>('search', {
  request: ({ client, site, pageRoute, fields }) => ({
    url: `${sitePrefix(client, site)}/search/${encodeURIComponent(pageRoute)}`,
    params: fields,
  }),
  // Cart commands make results stale: their inCart flags change.
  tags: ['Search'],
});

export const useSearchQuery = search.useQuery;
