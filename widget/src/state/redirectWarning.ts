// Leaving the site for the client's own website (spec 000 §2 guards,
// "Leaving the site by redirect is allowed when the user is logged in or
// the cart is empty"; GUARD-18, SHELL-43). A link that would take a guest
// with items in the cart away sets the redirect link instead; while one is
// set the shell shows the redirect warning, and closing it clears the link.
// One link per page, so it lives here rather than in any one component.
import { useCallback, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import { selectCartCount, type WithCheckout } from './checkoutSlice';
import { useGetSessionQuery } from './session';
import { useSite } from '../lib/site';

/** Where the payer was about to go. */
export interface RedirectLink {
  href: string;
  /** The link opens a new window (the footer's home link does; SHELL-20). */
  newWindow: boolean;
}

let current: RedirectLink | null = null;
const listeners = new Set<() => void>();

/** Sets the redirect link (the warning shows) or clears it (null: the warning closes). */
export function setRedirectLink(link: RedirectLink | null): void {
  current = link;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The redirect link, while one is set. */
export function useRedirectLink(): RedirectLink | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}

/** GUARD-18: a signed-in user, or a cart that holds nothing (or was never seen), leaves at once. */
export function leavesDirectly(signedIn: boolean, cartCount: number | null): boolean {
  return signedIn || !cartCount;
}

/**
 * For links that leave the site: call it with the link's target as the
 * payer follows it. False: let the link go. True: the redirect warning
 * shows instead, and the caller stops the link (preventDefault).
 */
export function useRedirectWarning(): (href: string, newWindow?: boolean) => boolean {
  const { location } = useSite();
  const { data } = useGetSessionQuery({ client: location.client, site: location.site });
  const count = useSelector((state: WithCheckout) => selectCartCount(state));
  const signedIn = Boolean(data?.user);
  return useCallback(
    (href: string, newWindow = false) => {
      if (leavesDirectly(signedIn, count)) {
        return false;
      }
      setRedirectLink({ href, newWindow });
      return true;
    },
    [count, signedIn],
  );
}
