// The header's account area: the account menu for a signed-in resident, a
// Log in button for a guest (SHELL-14). Nothing shows until the session is
// known, so the header does not flash a Log in button at a resident. On a
// site with login turned off the button opens the login-disabled modal
// (ROLE-13, LOGIN-08), fetched with its texts only then; closing it brings
// focus back to the button.
// The account menu is a signed-in resident's only, so it is a chunk of its
// own: fetched while the session is read on a site with sign-in, and until
// it is here the area stays empty, as it is while the session is read.
import { Suspense, useEffect, useState } from 'react';
import { LoginDisabledModalLazy } from '../../../components/signIn/lazySignIn';
import { lazyWithRetry } from '../../../components/lazyWithRetry';
import { useGetSessionQuery } from '../../../state/session';
import { useSite } from '../../../lib/site';
import type { SiteConfig } from '../../../lib/types';
import { LoginButton } from '../../../components/ui/LoginButton';
import './account.css';

declare const __PAYHUB_WIDGET__: boolean | undefined;
/**
 * The portal's only (the widget has no header): in the widget's build the
 * define of __PAYHUB_WIDGET__ drops the import before chunks are made, so no
 * chunk of it is emitted (as in app/lazyPages.ts).
 */
const AccountMenu = /* @__PURE__ */ lazyWithRetry(
  () =>
    typeof __PAYHUB_WIDGET__ === 'undefined'
      ? import('./AccountMenu')
      : Promise.reject(new Error('The account menu is not part of the widget.')),
  (m) => m.AccountMenu,
);

export function Account({ config }: { config: SiteConfig }) {
  const { location } = useSite();
  const { data, isError } = useGetSessionQuery({ client: location.client, site: location.site });
  const enabled = config.login.meta.enabled;
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    if (enabled) {
      void AccountMenu.preload();
    }
  }, [enabled]);
  if (data?.user) {
    return (
      <Suspense fallback={null}>
        <AccountMenu user={data.user} hasHomePage={config.install.enableHomePage} />
      </Suspense>
    );
  }
  if (!data && !isError) {
    return null;
  }
  return (
    <>
      <LoginButton enabled={enabled} onRefused={() => setRefused(true)} />
      {refused ? (
        <Suspense fallback={null}>
          <LoginDisabledModalLazy onClose={() => setRefused(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
