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

/**
 * The answer of POST .../session/host-token. On an embedded public site it
 * is also the resident's sign-in by token exchange (spec 000 §6): resident
 * is who signed in, and verifyEmail sends them to verify-email (LOGIN-05).
 */
export interface HostSignIn {
  user: HostUser;
  resident?: HostUser & { emailVerified: boolean };
  verifyEmail?: boolean;
}

/**
 * The BFF's error codes of a refused sign-in all begin so: an unknown
 * issuer (spec 000 §8: login-error screen), a token or exchange refused,
 * sign-in turned off. The widget shows its login-error screen for each.
 */
export const LOGIN_REFUSED = 'login_';

type SignedIn = 'Cart' | 'Screen';

/** What a changed user makes stale: the cart and the screens may differ for a signed-in user. */
const afterUserChange = (_result: unknown, error: unknown): SignedIn[] => (error ? [] : ['Cart', 'Screen']);

export const hostUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    signInHostUser: build.mutation<HostSignIn, SiteArgs & { token: string }>({
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
