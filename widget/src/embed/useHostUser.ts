// After attach the widget asks the host for its user's JWT (getJWT) and
// hands a non-null token to the BFF. It asks again when the payer comes back
// to the widget (focus) and on every route change, so that a sign-in on the
// host page reaches the widget; an unchanged token is not sent twice. A
// refused sign-in (an issuer the BFF does not know, spec 000 §8) shows the
// login-error screen. On an embedded public site the BFF signs the resident
// in by token exchange (spec 000 §6), never by sending the iframe to the
// login service: busy is the signing-in state, and a resident whose e-mail
// is unverified goes to verify-email (LOGIN-05).
//
// A sign-in gives the session a new id, so the session header sends each
// host-token request alone (lib/headerSession.ts). A host page may mint a
// new token for the same user each time; only a change of user refreshes
// the session, the cart and the screens and opens verify-email, so that the
// page the resident is on is not drawn again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { apiError } from '../state/api';
import { useQueryClient } from '../state/query';
import type { SiteArgs } from '../state/screens';
import { LOGIN_REFUSED, useForgetHostUserMutation, useSignInHostUserMutation, type HostUser } from './api';

export function useHostUser(site: SiteArgs, getJWT: () => Promise<string | null>) {
  const [, navigate] = useLocation();
  const query = useQueryClient();
  const [signIn, { isLoading: busy }] = useSignInHostUserMutation();
  const [forget] = useForgetHostUserMutation();
  const [user, setUser] = useState<HostUser | null>(null);
  // undefined: not asked yet; null: a guest.
  const sent = useRef<string | null | undefined>(undefined);
  // Who the BFF last said the session is for ('' for nobody).
  const who = useRef('');
  const { client, site: siteName } = site;

  const sync = useCallback(async () => {
    // Whether the session is now for another user; if so the session, the cart and the screens are stale.
    const changedTo = (subject: string) => {
      const changed = who.current !== subject;
      who.current = subject;
      if (changed) {
        void query.invalidate(['Session', 'Cart', 'Screen']);
      }
      return changed;
    };
    const token = await getJWT();
    if (token === sent.current) {
      return;
    }
    const previous = sent.current;
    sent.current = token;
    if (token === null) {
      setUser(null);
      if (previous) {
        await forget({ client, site: siteName });
        changedTo('');
      }
      return;
    }
    try {
      const answer = await signIn({ client, site: siteName, token }).unwrap();
      if (sent.current === token) {
        const shown = answer.resident ?? answer.user;
        setUser(shown);
        if (changedTo(shown.subject) && answer.verifyEmail) {
          navigate(`/${client}/${siteName}/verify-email`);
        }
      }
    } catch (failure) {
      setUser(null);
      if (apiError(failure)?.code.startsWith(LOGIN_REFUSED)) {
        navigate(`/${client}/${siteName}/login-error`);
      }
    }
  }, [client, siteName, forget, getJWT, navigate, signIn, query]);

  useEffect(() => {
    const onFocus = () => void sync();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [sync]);

  return { user, sync, busy };
}
