// The non-production sign-in gate (spec 000 §2 "nonprod-sign-in"; GUARD-05,
// GUARD-06): on a test site that asks for it, a visitor who is not signed in
// lands here; signing in returns to the page they asked for, with its query.
import { useSearch } from 'wouter';
import { LoginButton } from '../../components/ui/LoginButton';
import { PageHeading } from '../../components/ui/PageHeading';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { useT } from '../../lib/i18n';
import { useSite } from '../../lib/site';
import { RETURN_PARAM, safeReturnPath } from '../../lib/signInGate';
import '../../lib/i18n/pages';

export function NonprodSignInPage({ loginEnabled }: { loginEnabled: boolean }) {
  const t = useT();
  const { clientTitle } = useSite();
  const returnTo = safeReturnPath(new URLSearchParams(useSearch()).get(RETURN_PARAM));
  useDocumentTitle(documentTitle(t, clientTitle, t('nonprod.title')));
  return (
    <div className="mode-page">
      <PageHeading>{t('nonprod.title')}</PageHeading>
      <p>{t('nonprod.body')}</p>
      <LoginButton enabled={loginEnabled} returnTo={returnTo ?? undefined} />
    </div>
  );
}
