// The console's pages without a staff session: never signed in, a failed
// sign-in (?signin=failed), a session that ended (401 staff_session_expired)
// and a sign-out. Each has the button to the BFF's staff sign-in, which
// returns to the console page the member was on, in their language.
import { LanguageToggle } from '../../components/ui/LanguageToggle';
import { FullPage } from '../../components/ui/FullPage';
import { PageHeading } from '../../components/ui/PageHeading';
import { browser } from '../../lib/browser';
import { useDocumentTitle } from '../../lib/document';
import { useLanguage, useT } from '../../lib/i18n';
import '../../lib/i18n/admin';
import { signInUrl } from './api';
import { ADMIN_PREFIX } from './routes';

/** Why the sign-in page shows. */
export type SignInReason = 'none' | 'failed' | 'expired' | 'ended' | 'signedOut';

const HEADINGS = {
  none: 'admin.signIn.heading',
  failed: 'admin.signIn.heading',
  expired: 'admin.expired.heading',
  ended: 'admin.expired.heading',
  signedOut: 'admin.signedOut.heading',
} as const;

export function SignInPage({ reason }: { reason: SignInReason }) {
  const t = useT();
  const { language } = useLanguage();
  useDocumentTitle(t('admin.title'));
  const signIn = () => {
    // Back to the page the member was on, without the failed sign-in's mark.
    const path = window.location.pathname.startsWith(ADMIN_PREFIX) ? window.location.pathname : `${ADMIN_PREFIX}/`;
    browser.assign(signInUrl(path, language));
  };
  return (
    <FullPage name="admin-sign-in">
      <div className="admin admin--signin">
        <div className="admin__tools">
          <LanguageToggle />
        </div>
        <PageHeading>{t(HEADINGS[reason])}</PageHeading>
        {reason === 'failed' ? (
          <p role="alert" className="admin__error">
            {t('admin.signIn.failed')}
          </p>
        ) : null}
        {reason === 'expired' || reason === 'ended' ? <p>{t('admin.expired.body')}</p> : null}
        {reason === 'signedOut' ? <p>{t('admin.signedOut.body')}</p> : null}
        <p>{t('admin.signIn.body')}</p>
        <button type="button" className="button button--primary" onClick={signIn}>
          {t('admin.signIn.button')}
        </button>
      </div>
    </FullPage>
  );
}
