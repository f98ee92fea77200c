// The signed-in resident's ownership verification by a mailed PIN (spec 001
// §4 "Ownership", §7 "User verification"; API-55..57, through the BFF): the
// statuses on the site, asking for the PIN letter, and claiming with its PIN.
import { sitePrefix } from '../../state/api';
import { defineMutation, defineQuery, type QueryClient } from '../../state/query';
import type { components } from '../../lib/api.gen';
import type { SiteArgs } from '../../state/screens';
import type { Language } from '../../lib/types';

/** One payable's status; a payable not listed is pending (VERIFY-04). */
export type OwnershipStatus = components['schemas']['OwnershipStatus'];

interface LangArgs extends SiteArgs {
  lang: Language;
}

export const listStatuses = defineQuery<{ statuses: OwnershipStatus[] }, SiteArgs>('ownershipStatuses', {
  request: ({ client, site }) => ({ url: `${sitePrefix(client, site)}/ownership` }),
  tags: ['Session'],
});

function refreshStatuses(client: QueryClient, args: SiteArgs): void {
  void client.refresh(listStatuses.key({ client: args.client, site: args.site }));
}

export const requestPIN = defineMutation<OwnershipStatus, LangArgs & { payablePath: string }>({
  request: ({ client, site, lang, payablePath }) => ({
    url: `${sitePrefix(client, site)}/ownership/pin`,
    method: 'POST',
    params: { lang },
    body: { payablePath },
  }),
  onSuccess: (_data, args, client) => refreshStatuses(client, args),
});

export const claim = defineMutation<OwnershipStatus, LangArgs & { payablePath: string; pin: string }>({
  request: ({ client, site, lang, payablePath, pin }) => ({
    url: `${sitePrefix(client, site)}/ownership/claim`,
    method: 'POST',
    params: { lang },
    body: { payablePath, pin },
  }),
  onSuccess: (_data, args, client) => refreshStatuses(client, args),
});

/** The status of path among statuses: pending when none is listed. */
export function statusOf(statuses: readonly OwnershipStatus[] | undefined, path: string): OwnershipStatus {
  const clean = path.replace(/^\//, '');
  return statuses?.find((s) => s.payablePath === clean) ?? { payablePath: clean, status: 'pending' };
}

export const useOwnershipStatusesQuery = listStatuses.useQuery;
export const useRequestPINMutation = requestPIN.useMutation;
export const useClaimMutation = claim.useMutation;
