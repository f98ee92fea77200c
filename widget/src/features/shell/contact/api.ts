// The contact command: the footer's contact form, sent to the BFF, which
// checks it again and hands it to the contact service (spec 000 §7).
import { api, sitePrefix } from '../../../state/api';
import type { SiteArgs } from '../../../state/screens';
import type { ContactRequestBody } from './rules';

export interface SendContactArgs extends SiteArgs {
  body: ContactRequestBody;
}

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<{ id: string }, SendContactArgs>({
      query: ({ client, site, body }) => ({ url: `${sitePrefix(client, site)}/contact`, method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMutation } = contactApi;
