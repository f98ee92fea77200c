// The header's account area: the account menu for a signed-in resident, a
// Log in button for a guest (SHELL-14). Nothing shows until the session is
// known, so the header does not flash a Log in button at a resident. On a
// site with login turned off the button opens the login-disabled modal
// (ROLE-13, LOGIN-08), fetched with its texts only then; closing it brings
// focus back to the button.
import { Suspense, useState } from 'react';
import { LoginDisabledModalLazy } from '../../../components/signIn/lazySignIn';
import { useGetSessionQuery } from '../../../state/session';
import { useSite } from '../../../lib/site';
import type { SiteConfig } from '../../../lib/types';
import { AccountMenu } from './AccountMenu';
import { LoginButton } from '../../../components/ui/LoginButton';
import './account.css';

export function Account({ config }: { config: SiteConfig }) {
  const { location } = useSite();
  const { data, isError } = useGetSessionQuery({ client: location.client, site: location.site });
  const enabled = config.login.meta.enabled;
  const [refused, setRefused] = useState(false);
  if (data?.user) {
    return <AccountMenu user={data.user} hasHomePage={config.install.enableHomePage} />;
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
