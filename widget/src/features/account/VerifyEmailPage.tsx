// verify-email (spec 000 §2, §4 "Email verification"): a sign-in whose
// e-mail is not verified yet lands here (LOGIN-05). The resident enters the
// mailed code in a hidden-style field (LOGIN-06) and is signed in fully,
// then goes on to the callback path, or to the dashboard (LOGIN-01). In the
// widget it is where a token-exchange sign-in lands (embed/useHostUser.ts),
// and the resident goes on to the cart. A new
// code can be asked for (LOGIN-02). A wrong or expired code shows
// login.verification.error.invalid (ERR-17), any other failure
// login.verification.error.unexpected (ERR-18).
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useEmbedded } from '../../lib/embedded';
import { Alert } from '../../components/ui/Alert';
import { LoadFailure } from '../../components/ui/LoadFailure';
import { Loading } from '../../components/ui/Loading';
import { LoginButton } from '../../components/ui/LoginButton';
import { PageHeading } from '../../components/ui/PageHeading';
import { TextField } from '../../components/ui/TextField';
import { errorStatus, errorText } from '../../state/api';
import { documentTitle, useDocumentTitle } from '../../lib/document';
import { useLanguage, useT } from '../../lib/i18n';
import { useGetSessionQuery } from '../../state/session';
import { useSite } from '../../lib/site';
import { sitePath } from '../../lib/url';
import { useResendCodeMutation, useVerifyEmailMutation, type ResendError } from './api';
import { tabPath } from './tabs';
import { readVerifyQuery, siteCallback } from './verifyQuery';
import './account.css';
import '../../lib/i18n/account';

/** A code as mailed: six digits (spaces typed or pasted between them are dropped). */
const CODE = /^\d{6}$/;

export function VerifyEmailPage({ loginEnabled }: { loginEnabled: boolean }) {
  const t = useT();
  const { language } = useLanguage();
  const { location, clientTitle } = useSite();
  const [, navigate] = useLocation();
  const { embedded } = useEmbedded();
  const query = readVerifyQuery(useSearch());
  const heading = t('account.verify.title');
  useDocumentTitle(documentTitle(t, clientTitle, heading));
  const site = { client: location.client, site: location.site };
  const { data: session, isError, refetch } = useGetSessionQuery(site);
  const [verify, verifying] = useVerifyEmailMutation();
  const [resend, resending] = useResendCodeMutation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [resendError, setResendError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The widget has no dashboard: its resident goes back to the cart.
  const next = siteCallback(query.callbackPath, location) ?? (embedded ? sitePath(location, 'checkout') : tabPath(location, 'my-items'));
  const args = { ...site, lang: language };

  const refuse = (text: string) => {
    setCodeError(text);
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (verifying.isLoading) {
      return;
    }
    const typed = code.replace(/\s+/g, '');
    if (!CODE.test(typed)) {
      refuse(t('account.verify.codeRequired'));
      return;
    }
    setCodeError(null);
    setNotice('');
    try {
      await verify({ ...args, code: typed }).unwrap();
      navigate(next, { replace: true });
    } catch (error) {
      setCode('');
      refuse(errorStatus(error) === 403 ? t('login.verification.error.invalid') : t('login.verification.error.unexpected'));
    }
  };

  const askAgain = async () => {
    if (resending.isLoading) {
      return;
    }
    setNotice('');
    setResendError(null);
    try {
      const result = await resend(args).unwrap();
      if (result.verified) {
        navigate(next, { replace: true });
        return;
      }
      setNotice(t('account.verify.resent'));
    } catch (error) {
      const wait = (error as ResendError).retryAfter;
      if (errorStatus(error) === 429) {
        setNotice(wait ? t('account.verify.wait', { seconds: wait }) : (errorText(error) ?? t('login.verification.resend_failed')));
      } else {
        setResendError(t('login.verification.resend_failed'));
      }
    }
  };

  if (isError && !session) {
    return <LoadFailure onRetry={refetch} />;
  }
  let body: ReactNode;
  if (!session) {
    body = <Loading />;
  } else if (!session.user) {
    body = (
      <>
        <p>{loginEnabled ? t('account.verify.signIn') : t('account.guest.loginDisabled')}</p>
        {/* Embedded, the host page signs the resident in: the iframe never goes to the login service. */}
        {loginEnabled && !embedded ? <LoginButton enabled /> : null}
      </>
    );
  } else if (session.user.emailVerified && !verifying.isSuccess) {
    body = (
      <>
        <p>{t('account.verify.verified')}</p>
        <Link href={next} className="button button--primary">
          {t('account.verify.continue')}
        </Link>
      </>
    );
  } else {
    const email = query.email || session.user.email;
    body = (
      <form className="verify" noValidate onSubmit={submit}>
        <p>{email ? t('account.verify.intro', { email }) : t('account.verify.introNoEmail')}</p>
        <TextField
          ref={input}
          label={t('account.verify.code')}
          hint={t('account.verify.codeHint')}
          type="password"
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-required
          value={code}
          error={codeError}
          onChange={(event) => setCode(event.target.value)}
        />
        <div className="actions">
          <button type="submit" className="button button--primary" aria-disabled={verifying.isLoading || undefined}>
            {verifying.isLoading ? t('account.verify.verifying') : t('account.verify.submit')}
          </button>
          <button type="button" className="button" aria-disabled={resending.isLoading || undefined} onClick={askAgain}>
            {t('account.verify.resend')}
          </button>
        </div>
        <p role="status" className="verify__notice">
          {notice}
        </p>
        {resendError ? (
          <Alert variant="danger" onDismiss={() => setResendError(null)}>
            <p>{resendError}</p>
          </Alert>
        ) : null}
      </form>
    );
  }
  return (
    <div className="verify-email">
      <PageHeading>{heading}</PageHeading>
      {body}
    </div>
  );
}
