import { api, sitePrefix } from '../../state/api';
import type { SearchResult } from '../../lib/checkoutTypes';
import type { SiteArgs } from '../../state/screens';

export interface SearchArgs extends SiteArgs {
  pageRoute: string;
  /** Search field name → value; empty lists an item-list source's items. */
  fields: Record<string, string>;
}

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResult, SearchArgs>({
      query: ({ client, site, pageRoute, fields }) => ({
        url: `${sitePrefix(client, site)}/search/${encodeURIComponent(pageRoute)}`,
        params: fields,
      }),
      // Cart commands make results stale: their inCart flags change.
      providesTags: ['Search'],
    }),
  }),
});

export const { useSearchQuery } = searchApi;
