// The e-billing calls (spec 001 §4 "E-billing", §7 "E-billing"; API-78..84,
// through the BFF): the session's subscriptions on the site, subscribing a
// payable (a guest too, ROLE-19), paperless on and off, and the commands of
// the ebilling/{subscriptionId}/{action}/{authCode} screen. The BFF decides
// who may do what; these only carry the person's choice.
import { sitePrefix } from '../../state/api';
import { defineMutation, defineQuery, type QueryClient } from '../../state/query';
import type { components } from '../../lib/api.gen';
import type { SiteArgs } from '../../state/screens';
import type { Language } from '../../lib/types';

type Schemas = components['schemas'];

/** A subscription as the BFF answers it. */
export type Subscription = Schemas['EbillSubscription'];
/** The delivery preference (EBILL-05). */
export type Preference = Subscription['preference'];
/** The actions of the e-billing screen (EBILL-02). */
export type EbillingAction = 'verify' | 'unsubscribe';

interface LangArgs extends SiteArgs {
  lang: Language;
}

/** What a subscribe sends. */
export interface SubscribeForm {
  payablePath: string;
  email: string;
  subscriberName: string;
  preference: Preference;
}

export const listSubscriptions = defineQuery<{ subscriptions: Subscription[] }, SiteArgs>('listSubscriptions', {
  request: ({ client, site }) => ({ url: `${sitePrefix(client, site)}/ebilling` }),
  tags: ['Session'],
});

/** Reads the session's subscriptions again after a command changed one. */
function refreshList(client: QueryClient, args: SiteArgs): void {
  void client.refresh(listSubscriptions.key({ client: args.client, site: args.site }));
}

export const subscribe = defineMutation<Subscription, LangArgs & { form: SubscribeForm }>({
  request: ({ client, site, lang, form }) => ({
    url: `${sitePrefix(client, site)}/ebilling`,
    method: 'POST',
    params: { lang },
    body: form,
  }),
  onSuccess: (_data, args, client) => refreshList(client, args),
});

export const setPaperless = defineMutation<Subscription, LangArgs & { id: string; paperless: boolean }>({
  request: ({ client, site, lang, id, paperless }) => ({
    url: `${sitePrefix(client, site)}/ebilling/${encodeURIComponent(id)}`,
    method: 'PATCH',
    params: { lang },
    body: { paperless },
  }),
  onSuccess: (_data, args, client) => refreshList(client, args),
});

export const runAction = defineMutation<Subscription, LangArgs & { id: string; action: EbillingAction; code: string }>({
  request: ({ client, site, lang, id, action, code }) => ({
    url: `${sitePrefix(client, site)}/ebilling/${encodeURIComponent(id)}/${action}/${encodeURIComponent(code)}`,
    method: 'POST',
    params: { lang },
  }),
  onSuccess: (_data, args, client) => refreshList(client, args),
});

/** send-code e-mails an unsubscribe code; resend-link a new activation link. */
export type Mailing = 'send-code' | 'resend-link';

export const mail = defineMutation<{ sent: boolean }, LangArgs & { id: string; what: Mailing }>({
  request: ({ client, site, lang, id, what }) => ({
    url: `${sitePrefix(client, site)}/ebilling/${encodeURIComponent(id)}/${what}`,
    method: 'POST',
    params: { lang },
  }),
});

export const useListSubscriptionsQuery = listSubscriptions.useQuery;
export const useSubscribeMutation = subscribe.useMutation;
export const useSetPaperlessMutation = setPaperless.useMutation;
export const useEbillingActionMutation = runAction.useMutation;
export const useMailMutation = mail.useMutation;
