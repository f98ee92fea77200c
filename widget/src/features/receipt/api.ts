import { api, sitePrefix } from '../../state/api';
import type { ReceiptScreen } from '../../lib/checkoutTypes';
import type { SiteArgs } from '../../state/screens';

export interface ReceiptArgs extends SiteArgs {
  receiptId: string;
}

export const receiptApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReceiptScreen: build.query<ReceiptScreen, ReceiptArgs>({
      query: ({ client, site, receiptId }) =>
        `${sitePrefix(client, site)}/screens/receipt/${encodeURIComponent(receiptId)}`,
      providesTags: ['Receipt'],
    }),
  }),
});

export const { useGetReceiptScreenQuery } = receiptApi;
