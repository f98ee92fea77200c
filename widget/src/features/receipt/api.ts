import { sitePrefix } from '../../state/api';
import { defineQuery } from '../../state/query';
import type { ReceiptScreen } from '../../lib/checkoutTypes';
import type { SiteArgs } from '../../state/screens';

export interface ReceiptArgs extends SiteArgs {
  receiptId: string;
}

export const getReceiptScreen = defineQuery<ReceiptScreen, ReceiptArgs>('getReceiptScreen', {
  request: ({ client, site, receiptId }) =>
    `${sitePrefix(client, site)}/screens/receipt/${encodeURIComponent(receiptId)}`,
  tags: ['Receipt'],
});

export const useGetReceiptScreenQuery = getReceiptScreen.useQuery;
