// The host's signed-in user (spec 000 §6: external authentication on an
// embedded site): the widget hands the host's JWT to the BFF, which checks
// its issuer and keeps the user with the guest's session cookie. What a
// change of user makes stale (the cart, the screens) is refreshed by
// useHostUser, which knows whether the user changed.
import { sitePrefix } from '../state/api';
import { defineMutation } from '../state/query';
import type { SiteArgs } from '../state/screens';

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

export const signInHostUser = defineMutation<HostSignIn, SiteArgs & { token: string }>({
  request: ({ client, site, token }) => ({
    url: `${sitePrefix(client, site)}/session/host-token`,
    method: 'POST',
    body: { token },
  }),
});

export const forgetHostUser = defineMutation<void, SiteArgs>({
  request: ({ client, site }) => ({ url: `${sitePrefix(client, site)}/session/host-token`, method: 'DELETE' }),
});

export const useSignInHostUserMutation = signInHostUser.useMutation;
export const useForgetHostUserMutation = forgetHostUser.useMutation;
