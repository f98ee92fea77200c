// The e-billing screen of the e-mailed links (spec 001 §2; EBILL-02):
// ebilling/{subscriptionId}/{action}/{authCode?}. verify confirms a
// subscription with its link's code (EBILL-06, EBILL-10): an expired link
// offers a new one (EBILL-07), a wrong code says so (ERR-72). unsubscribe
// e-mails a code on request and ends the subscription with it (EBILL-09).
// The shell shows no footer and no cart icon here (EBILL-03, routeMeta).
// The link or code is the credential: no session is needed.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Loading } from '../../components/ui/Loading';
import { PageHeading } from '../../components/ui/PageHeading';
import { TextField } from '../../components/ui/TextField';
import { useLanguage, useT } from '../../lib/i18n';
import { useSite } from '../../lib/site';
import type { QueryError } from '../../state/api';
import { useEbillingActionMutation, useMailMutation, type Subscription } from './api';
import { failureText, isExpiredLink, isServerFailure } from './rules';
import './ebilling.css';
import '../../lib/i18n/ebilling';

export interface EbillingPageProps {
  /** The route's segments after ebilling: subscriptionId, action, authCode (optional). */
  params: readonly string[];
}

export function EbillingPage({ params }: EbillingPageProps) {
  const t = useT();
  const [id = '', action = '', code = ''] = params;
  const valid = id !== '' && params.length <= 3 && (action === 'unsubscribe' || (action === 'verify' && code !== ''));
  return (
    <section className="ebilling-page">
      <PageHeading>{action === 'unsubscribe' ? t('ebilling.page.unsubscribe') : t('ebilling.page.verify')}</PageHeading>
      {!valid ? (
        <Alert variant="danger">
          <p>{t('ebilling.page.badLink')}</p>
        </Alert>
      ) : action === 'verify' ? (
        <VerifyView key={`${id}/${code}`} id={id} code={code} />
      ) : (
        <UnsubscribeView key={`${id}/${code}`} id={id} code={code} />
      )}
    </section>
  );
}

/** The site and language of a call. */
function useCallArgs() {
  const { location } = useSite();
  const { language } = useLanguage();
  return { client: location.client, site: location.site, lang: language };
}

/** A message that takes focus when it shows, so that it is read first. */
function Focused({ variant, children }: { variant: 'success' | 'danger'; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className="ebilling__message">
      <Alert variant={variant} live={variant === 'success' ? 'polite' : 'assertive'}>
        {children}
      </Alert>
    </div>
  );
}

type VerifyState = { kind: 'loading' } | { kind: 'done'; sub: Subscription } | { kind: 'failed'; error: QueryError };

/** Confirms the subscription once on opening the link, then says how it went. */
function VerifyView({ id, code }: { id: string; code: string }) {
  const t = useT();
  const args = useCallArgs();
  const [verify] = useEbillingActionMutation();
  const [state, setState] = useState<VerifyState>({ kind: 'loading' });
  const started = useRef(false);

  const confirm = useCallback(async () => {
    try {
      const sub = await verify({ ...args, id, action: 'verify', code }).unwrap();
      setState({ kind: 'done', sub });
    } catch (error) {
      setState({ kind: 'failed', error: error as QueryError });
    }
    // The language may change later; the call is the link's, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [verify, id, code]);

  useEffect(() => {
    // Once per link, also where effects run twice: a second call would find it used.
    if (!started.current) {
      started.current = true;
      void confirm();
    }
  }, [confirm]);

  if (state.kind === 'loading') {
    return <Loading label={t('ebilling.verifying')} />;
  }
  if (state.kind === 'done') {
    return (
      <Focused variant="success">
        <p>{t('ebilling.verified', { email: state.sub.email })}</p>
        {state.sub.paperless ? <p>{t('ebilling.verified.paperless')}</p> : null}
      </Focused>
    );
  }
  const retry = () => {
    setState({ kind: 'loading' });
    void confirm();
  };
  return (
    <>
      <Focused variant="danger">
        <p>{failureText(state.error, t('ebilling.serverError'))}</p>
      </Focused>
      {isExpiredLink(state.error) ? (
        <MailAgain id={id} what="resend-link" label={t('ebilling.resend')} sent={t('ebilling.resent')} />
      ) : isServerFailure(state.error) ? (
        <div className="ebilling__actions">
          <button type="button" className="button button--primary" onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
    </>
  );
}

interface MailAgainProps {
  id: string;
  what: 'resend-link' | 'send-code';
  label: string;
  /** Said once the e-mail is sent. */
  sent: string;
  primary?: boolean;
  onSent?: () => void;
}

/** A button that e-mails the subscription's address a new link or code, with how it went. */
function MailAgain({ id, what, label, sent, primary = true, onSent }: MailAgainProps) {
  const t = useT();
  const args = useCallArgs();
  const [send, { isLoading }] = useMailMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const click = async () => {
    if (isLoading) return;
    setOutcome(null);
    try {
      await send({ ...args, id, what }).unwrap();
      setOutcome({ ok: true, text: sent });
      onSent?.();
    } catch (error) {
      setOutcome({ ok: false, text: failureText(error, t('ebilling.serverError')) });
    }
  };
  const busyLabel = what === 'send-code' ? t('ebilling.unsubscribe.sendingCode') : t('ebilling.resending');
  return (
    <>
      <div className="ebilling__actions">
        <button
          type="button"
          className={primary ? 'button button--primary' : 'button'}
          aria-disabled={isLoading || undefined}
          onClick={() => void click()}
        >
          {isLoading ? busyLabel : label}
        </button>
      </div>
      {outcome ? (
        <Alert variant={outcome.ok ? 'success' : 'danger'} live={outcome.ok ? 'polite' : 'assertive'}>
          <p>{outcome.text}</p>
        </Alert>
      ) : null}
    </>
  );
}

/**
 * Unsubscribing (EBILL-09): without a code in the link, "e-mail me a code"
 * first; then the code field. A code in the link fills the field, and
 * the person still confirms (a link opened by a mail scanner ends nothing).
 */
function UnsubscribeView({ id, code }: { id: string; code: string }) {
  const t = useT();
  const args = useCallArgs();
  const introId = useId();
  const [unsubscribe, { isLoading }] = useEbillingActionMutation();
  // How the code came: in the link, or e-mailed on request here.
  const [asked, setAsked] = useState<'link' | 'mailed' | null>(code !== '' ? 'link' : null);
  const [value, setValue] = useState(code);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ text: string; n: number } | null>(null);
  const [done, setDone] = useState<Subscription | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // The code is on its way: the field it goes in is next.
    if (asked === 'mailed') {
      input.current?.focus();
    }
  }, [asked]);

  if (done) {
    return (
      <Focused variant="success">
        <p>{t('ebilling.unsubscribe.done', { email: done.email })}</p>
      </Focused>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const entered = value.trim();
    if (entered === '') {
      setFieldError(t('ebilling.unsubscribe.codeRequired'));
      input.current?.focus();
      return;
    }
    setFieldError(null);
    setFailure(null);
    try {
      setDone(await unsubscribe({ ...args, id, action: 'unsubscribe', code: entered }).unwrap());
    } catch (error) {
      setFailure((last) => ({ text: failureText(error, t('ebilling.serverError')), n: (last?.n ?? 0) + 1 }));
    }
  };

  return (
    <>
      <p id={introId}>{t('ebilling.unsubscribe.intro')}</p>
      {!asked ? (
        <MailAgain
          id={id}
          what="send-code"
          label={t('ebilling.unsubscribe.sendCode')}
          sent={t('ebilling.unsubscribe.codeSent')}
          onSent={() => setAsked('mailed')}
        />
      ) : (
        <>
          {asked === 'mailed' ? (
            <Alert variant="success" live="polite">
              <p>{t('ebilling.unsubscribe.codeSent')}</p>
            </Alert>
          ) : null}
          <form className="ebilling__form" aria-describedby={introId} noValidate onSubmit={(event) => void submit(event)}>
            <TextField
              ref={input}
              label={t('ebilling.unsubscribe.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-required
              value={value}
              error={fieldError}
              onChange={(event) => setValue(event.target.value)}
            />
            <div className="ebilling__actions">
              <button type="submit" className="button button--primary" aria-disabled={isLoading || undefined}>
                {isLoading ? t('ebilling.unsubscribe.submitting') : t('ebilling.unsubscribe.submit')}
              </button>
            </div>
          </form>
          {failure ? (
            <Focused key={failure.n} variant="danger">
              <p>{failure.text}</p>
            </Focused>
          ) : null}
          <MailAgain
            id={id}
            what="send-code"
            primary={false}
            label={t('ebilling.unsubscribe.anotherCode')}
            sent={t('ebilling.unsubscribe.codeSent')}
          />
        </>
      )}
    </>
  );
}
