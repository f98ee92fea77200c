// The widget's one account control (spec 000 §6): on a site with login
// enabled, a guest can ask the host page to sign them in (handleLogin);
// once the host's user is known, their name shows instead.
import { useGetShellScreenQuery, sectionData, type SiteArgs } from '../lib/screens';
import { useT } from '../lib/i18n';
import type { HostUser } from './api';

export interface AccountBarProps {
  site: SiteArgs;
  user: HostUser | null;
  onSignIn: () => void;
}

export function AccountBar({ site, user, onSignIn }: AccountBarProps) {
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
        <button type="button" className="button" onClick={onSignIn}>
          {t('embed.signIn')}
        </button>
      )}
    </nav>
  );
}
