// The contact command: the footer's contact form, sent to the BFF, which
// checks it again and hands it to the contact service (spec 000 §7).
import { sitePrefix } from '../../../state/api';
import { defineMutation } from '../../../state/query';
import type { SiteArgs } from '../../../state/screens';
import type { ContactRequestBody } from './rules';

export interface SendContactArgs extends SiteArgs {
  body: ContactRequestBody;
}

export const sendContact = defineMutation<{ id: string }, SendContactArgs>({
  request: ({ client, site, body }) => ({ url: `${sitePrefix(client, site)}/contact`, method: 'POST', body }),
});

export const useSendContactMutation = sendContact.useMutation;
