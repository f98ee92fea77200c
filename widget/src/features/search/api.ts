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

/** A source's extra pages (SRCH-03) and its details route (SRCH-04): answers of the BFF. */
export interface TaxDollarView {
  title: string;
  year: number;
  totalMillage: string;
  exampleBill: string;
  note?: string;
  rows: { name: string; millage: string; centsPerDollar: string; amount: string }[];
}

export interface UnclaimedRefundsView {
  title: string;
  instructions: string;
  total: string;
  refunds: { name: string; account: string; year: number; amount: string }[];
}

export interface DetailsResult {
  source: SearchResult['source'];
  payable: NonNullable<SearchResult['payables']>[number];
}

interface SourcePageArgs extends SiteArgs {
  pageRoute: string;
}

const sourcePageUrl = ({ client, site, pageRoute }: SourcePageArgs, sub: string) =>
  `${sitePrefix(client, site)}/search/${encodeURIComponent(pageRoute)}/${sub}`;

export const taxDollarBreakdown = defineQuery<TaxDollarView, SourcePageArgs>('taxDollarBreakdown', {
  request: (args) => ({ url: sourcePageUrl(args, 'tax-dollar-breakdown') }),
});

export const unclaimedRefunds = defineQuery<UnclaimedRefundsView, SourcePageArgs & { name: string }>('unclaimedRefunds', {
  request: ({ name, ...args }) => ({ url: sourcePageUrl(args, 'unclaimed-refunds'), params: name ? { name } : {} }),
});

export const payableDetails = defineQuery<DetailsResult, SourcePageArgs & { encoded: string }>('payableDetails', {
  request: ({ encoded, ...args }) => ({ url: sourcePageUrl(args, `details/${encodeURIComponent(encoded)}`) }),
  tags: ['Search'],
});
