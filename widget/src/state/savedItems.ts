// The signed-in resident's saved items (spec 001 §4 "Saved items"). Kept
// below the features because the search pages toggle them and the account
// dashboard lists them. Only lazy chunks import this module.
import { useAppSelector } from './hooks';
import { sitePrefix } from './api';
import { defineMutation, defineQuery } from './query';
import type { components } from '../lib/api.gen';
import { useLanguage } from '../lib/i18n';
import type { SiteArgs } from './screens';
import { useGetSessionQuery } from './session';
import { useSite } from '../lib/site';
import type { Language } from '../lib/types';

/** One saved item; payable is absent when the payables service no longer knows it. */
export type SavedItem = components['schemas']['SavedItem'];

/** How many items of one display type are listed, and whether that is over the warning limit (CONST-44). */
export type DisplayTypeCount = SavedItemsBody['counts'][number];

/** `GET .../saved-items`. */
export type SavedItemsBody = components['schemas']['SavedItems'];

/** `PUT .../saved-items`: the saved item and the save paths it replaced (SAVED-04). */
export type SaveResult = components['schemas']['SaveResult'];

export interface SavedItemsArgs extends SiteArgs {
  /** The language payable names come back in: a cache entry per language. */
  lang: Language;
  /**
   * The paid check-outs of this page so far (the checkout slice's round): a
   * new one is a new cache entry, so the items load again after a check-out
   * (SAVED-02) at no cost to the checkout's own code.
   */
  round: number;
}

/** The saved items' query arguments for the current site, language and check-out round. */
export function useSavedItemsArgs(): SavedItemsArgs {
  const { location } = useSite();
  const { language } = useLanguage();
  const round = useAppSelector((state) => state.checkout.round);
  return { client: location.client, site: location.site, lang: language, round };
}

export const getSavedItems = defineQuery<SavedItemsBody, SavedItemsArgs>('getSavedItems', {
  request: ({ client, site, lang }) => ({ url: `${sitePrefix(client, site)}/saved-items`, params: { lang } }),
  // SAVED-02: they load again when the site configuration or the
  // signed-in user changes (Screen); after a check-out, see round.
  tags: ['SavedItems', 'Screen'],
});

export const saveItem = defineMutation<SaveResult, SavedItemsArgs & { path: string }>({
  request: ({ client, site, lang, path }) => ({
    url: `${sitePrefix(client, site)}/saved-items`,
    method: 'PUT',
    params: { lang },
    body: { path },
  }),
  // The list shows the new item at once; the refetch brings the counts.
  onSuccess: (data, { client, site, lang, round }, cache) => {
    const gone = new Set([data.item.savePath, ...(data.replaced ?? [])]);
    getSavedItems.update(cache, { client, site, lang, round }, (body) => {
      body.items = [...(body.items ?? []).filter((item) => !gone.has(item.savePath)), data.item];
    });
  },
  invalidates: (result) => (result ? ['SavedItems'] : []),
});

export const removeSavedItem = defineMutation<void, SavedItemsArgs & { savePath: string }>({
  request: ({ client, site, savePath }) => ({
    url: `${sitePrefix(client, site)}/saved-items`,
    method: 'DELETE',
    params: { savePath },
  }),
  onSuccess: (_data, { client, site, lang, round, savePath }, cache) => {
    getSavedItems.update(cache, { client, site, lang, round }, (body) => {
      body.items = (body.items ?? []).filter((item) => item.savePath !== savePath);
    });
  },
  invalidates: (_result, error) => (error ? [] : ['SavedItems']),
});

export const useGetSavedItemsQuery = getSavedItems.useQuery;
export const useSaveItemMutation = saveItem.useMutation;
export const useRemoveSavedItemMutation = removeSavedItem.useMutation;

/** The saved items state of SAVED-01: the items by save path, and whether loading them failed. */
export interface SavedItemsState {
  /** Whether a resident is signed in (a guest has no saved items). */
  signedIn: boolean;
  /** The items keyed by save path; empty until loaded. */
  bySavePath: ReadonlyMap<string, SavedItem>;
  /** The saved item of each payable path, for the search results' toggle. */
  byPayablePath: ReadonlyMap<string, SavedItem>;
  loaded: boolean;
  /** SAVED-05: the load failed; callers hide what depends on it and show no error. */
  failed: boolean;
  args: SavedItemsArgs;
}

/**
 * The signed-in resident's saved items of the current site, in the page's
 * language. They load once a resident is signed in (SAVED-02: on login),
 * on another site, when the configuration is fetched again, after a paid
 * check-out, and when the language changes; a guest's are never asked for.
 */
export function useResidentSavedItems(): SavedItemsState {
  const args = useSavedItemsArgs();
  const { data: session } = useGetSessionQuery({ client: args.client, site: args.site });
  const signedIn = Boolean(session?.user);
  const { data, isError } = useGetSavedItemsQuery(args, { skip: !signedIn });
  const items = data?.items ?? [];
  return {
    signedIn,
    bySavePath: new Map(items.map((item) => [item.savePath, item])),
    byPayablePath: new Map(items.flatMap((item) => (item.payable ? [[item.payable.path, item] as const] : []))),
    loaded: data !== undefined,
    failed: signedIn && isError,
    args,
  };
}
