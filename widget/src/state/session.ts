// The resident the browser is signed in as (spec 000 §6): read from the
// BFF's session, which holds it behind an HttpOnly cookie. Signing in is a
// full-page trip to the login service through the BFF; signing out ends the
// session (and, with everywhere, every session of the resident).
import { API_BASE_URL, sitePrefix } from './api';
import { defineMutation, defineQuery } from './query';
import type { SiteArgs } from './screens';
import type { components } from '../lib/api.gen';

/** The signed-in resident as the BFF describes them. */
export type SessionUser = NonNullable<SessionBody['user']>;

export type SessionBody = components['schemas']['Session'];

/** How long the login button waits for the login service (spec 001 §9: 30 s; ERR-39). */
export const LOGIN_TIMEOUT_MS = 30_000;

export const getSession = defineQuery<SessionBody, SiteArgs>('getSession', {
  request: ({ client, site }) => `${sitePrefix(client, site)}/session`,
  // A host page's sign-in (embed/useHostUser) changes who the session is for without a page load.
  tags: ['Session'],
});

export const signOut = defineMutation<void, SiteArgs & { everywhere?: boolean }>({
  request: ({ client, site, everywhere }) => ({
    url: `${sitePrefix(client, site)}/session${everywhere ? '?everywhere=1' : ''}`,
    method: 'DELETE',
  }),
});

export const useGetSessionQuery = getSession.useQuery;
export const useSignOutMutation = signOut.useMutation;

/** The BFF route that starts a sign-in and comes back to returnTo. */
export function signInUrl(client: string, site: string, returnTo: string, language: string): string {
  const query = new URLSearchParams({ returnTo, lang: language });
  return `${API_BASE_URL}/${encodeURIComponent(client)}/${encodeURIComponent(site)}/login?${query}`;
}

/** The name the account menu shows: the given name, else the full name, else the e-mail. */
export function displayName(user: SessionUser): string {
  return user.givenName || user.name || user.email;
}
