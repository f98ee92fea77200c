// After attach the widget asks the host for its user's JWT (getJWT) and
// hands a non-null token to the BFF. It asks again when the payer comes back
// to the widget (focus) and on every route change, so that a sign-in on the
// host page reaches the widget; an unchanged token is not sent twice. A
// refused sign-in (an issuer the BFF does not know, spec 000 §8) shows the
// login-error screen. On an embedded public site the BFF signs the resident
// in by token exchange (spec 000 §6), never by sending the iframe to the
// login service: busy is the signing-in state, and a resident whose e-mail
// is unverified goes to verify-email (LOGIN-05).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { apiError } from '../lib/api';
import type { SiteArgs } from '../lib/screens';
import { LOGIN_REFUSED, useForgetHostUserMutation, useSignInHostUserMutation, type HostUser } from './api';

export function useHostUser(site: SiteArgs, getJWT: () => Promise<string | null>) {
  const [, navigate] = useLocation();
  const [signIn, { isLoading: busy }] = useSignInHostUserMutation();
  const [forget] = useForgetHostUserMutation();
  const [user, setUser] = useState<HostUser | null>(null);
  // undefined: not asked yet; null: a guest.
  const sent = useRef<string | null | undefined>(undefined);
  const { client, site: siteName } = site;

  const sync = useCallback(async () => {
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
      }
      return;
    }
    try {
      const answer = await signIn({ client, site: siteName, token }).unwrap();
      if (sent.current === token) {
        setUser(answer.resident ?? answer.user);
        if (answer.verifyEmail) {
          navigate(`/${client}/${siteName}/verify-email`);
        }
      }
    } catch (failure) {
      setUser(null);
      if (apiError(failure)?.code.startsWith(LOGIN_REFUSED)) {
        navigate(`/${client}/${siteName}/login-error`);
      }
    }
  }, [client, siteName, forget, getJWT, navigate, signIn]);

  useEffect(() => {
    const onFocus = () => void sync();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [sync]);

  return { user, sync, busy };
}
