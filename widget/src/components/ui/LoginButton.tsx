// The header's Log in button (spec 000 §4 "Login button"): idle, then
// signing in while the browser goes to the login service through the BFF.
// If the page is still here after the login service's time-out, it returns
// to idle and the login-disabled notice shows (LOGIN-09, LOGIN-10, ERR-39).
// On a site with login turned off it goes nowhere: onRefused runs (the
// header opens the login-disabled modal, ROLE-13), else the notice shows
// (LOGIN-08). The payer can still pay as a guest (LOGIN-12).
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../state/hooks';
import { showNotice } from '../../state/checkoutSlice';
import { useLanguage, useT } from '../../lib/i18n';
import { LOGIN_TIMEOUT_MS, signInUrl } from '../../state/session';
import { useSite } from '../../lib/site';

export interface LoginButtonProps {
  /** Whether the site offers sign-in (config.login.meta.enabled). */
  enabled: boolean;
  /** The path to come back to after sign-in; default the current page. */
  returnTo?: string;
  /** Sends the browser to url; replaced in tests and stories. */
  go?: (url: string) => void;
  /** What pressing does where login is turned off; default the login-disabled notice. */
  onRefused?: () => void;
}

const leave = (url: string) => window.location.assign(url);

export function LoginButton({ enabled, returnTo, go = leave, onRefused }: LoginButtonProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { language } = useLanguage();
  const { location } = useSite();
  const [signingIn, setSigningIn] = useState(false);

  useEffect(() => {
    if (!signingIn) return undefined;
    const timer = setTimeout(() => {
      setSigningIn(false);
      dispatch(showNotice(t('login.disabledShort')));
      console.warn('Reaching the Login Service timed out.');
    }, LOGIN_TIMEOUT_MS);
    // Back from the login service through the browser's back button: the
    // page comes out of the back-forward cache still "signing in".
    const reset = (event: PageTransitionEvent) => event.persisted && setSigningIn(false);
    window.addEventListener('pageshow', reset);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pageshow', reset);
    };
  }, [dispatch, signingIn, t]);

  const signIn = () => {
    if (!enabled) {
      if (onRefused) onRefused();
      else dispatch(showNotice(t('login.disabledShort')));
      return;
    }
    setSigningIn(true);
    const here = window.location.pathname + window.location.search + window.location.hash;
    go(signInUrl(location.client, location.site, returnTo ?? here, language));
  };

  return (
    <button
      type="button"
      className="login-button"
      onClick={signIn}
      disabled={signingIn}
      aria-busy={signingIn || undefined}
    >
      {signingIn ? t('account.signingIn') : t('account.logIn')}
    </button>
  );
}
