// The host's signed-in user (spec 000 §6: external authentication on an
// embedded site): the widget hands the host's JWT to the BFF, which checks
// its issuer and keeps the user with the guest's session cookie.
import { api, sitePrefix } from '../lib/api';
import type { SiteArgs } from '../lib/screens';

export interface HostUser {
  subject: string;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
}

/** The BFF's error code for a token whose issuer it does not trust (spec 000 §8: login-error screen). */
export const UNKNOWN_ISSUER = 'login_unknown_issuer';

type SignedIn = 'Cart' | 'Screen';

/** What a changed user makes stale: the cart and the screens may differ for a signed-in user. */
const afterUserChange = (_result: unknown, error: unknown): SignedIn[] => (error ? [] : ['Cart', 'Screen']);

export const hostUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    signInHostUser: build.mutation<{ user: HostUser }, SiteArgs & { token: string }>({
      query: ({ client, site, token }) => ({
        url: `${sitePrefix(client, site)}/session/host-token`,
        method: 'POST',
        body: { token },
      }),
      invalidatesTags: afterUserChange,
    }),
    forgetHostUser: build.mutation<void, SiteArgs>({
      query: ({ client, site }) => ({ url: `${sitePrefix(client, site)}/session/host-token`, method: 'DELETE' }),
      invalidatesTags: afterUserChange,
    }),
  }),
});

export const { useSignInHostUserMutation, useForgetHostUserMutation } = hostUserApi;
