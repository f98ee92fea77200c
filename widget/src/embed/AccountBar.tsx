// The widget's one account control (spec 000 §6): on a site with login
// enabled, a guest can ask the host page to sign them in (handleLogin);
// while the BFF signs the host's user in it says so, and once the user is
// known (on an embedded public site, the resident), their name shows.
import { useGetShellScreenQuery, sectionData, type SiteArgs } from '../state/screens';
import { useT } from '../lib/i18n';
import type { HostUser } from './api';

export interface AccountBarProps {
  site: SiteArgs;
  user: HostUser | null;
  /** The host's token is being signed in. */
  busy?: boolean;
  onSignIn: () => void;
}

export function AccountBar({ site, user, busy, onSignIn }: AccountBarProps) {
  const t = useT();
  const { data: screen } = useGetShellScreenQuery(site);
  const config = sectionData(screen?.sections.config);
  if (!config?.login.meta.enabled) {
    return null;
  }
  const name = user ? user.name || [user.givenName, user.familyName].filter(Boolean).join(' ') || user.email : '';
  return (
    <nav className="embed-account" aria-label={t('embed.account')}>
      {user ? (
        <p className="embed-account__user">{t('embed.signedInAs', { name })}</p>
      ) : (
        <button type="button" className="button" onClick={onSignIn} disabled={busy}>
          {t(busy ? 'account.signingIn' : 'embed.signIn')}
        </button>
      )}
    </nav>
  );
}
