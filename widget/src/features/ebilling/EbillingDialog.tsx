// "Get bills by e-mail" on a payable (spec 001 §1, §4 "E-billing"): the
// session's running subscriptions of the payable with their state,
// paperless on and off (EBILL-08) and unsubscribing, and a form to
// subscribe an e-mail address. A guest subscribes too (ROLE-19), and the
// subscription takes effect only once the e-mailed link is followed
// (EBILL-01, EBILL-06). Paperless (email only) is offered only where the
// BFF says ownership is claimed (VERIFY-01); otherwise a hint says how to
// get it. A second subscription of the payable and address gets the BFF's
// own refusal.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { Loading } from '../../components/ui/Loading';
import { Modal } from '../../components/ui/Modal';
import { RadioGroup } from '../../components/ui/RadioGroup';
import { TextField } from '../../components/ui/TextField';
import { useLanguage, useT } from '../../lib/i18n';
import { useSite, useSitePath } from '../../lib/site';
import { apiError } from '../../state/api';
import {
  useListSubscriptionsQuery,
  useMailMutation,
  useSetPaperlessMutation,
  useSubscribeMutation,
  type Preference,
  type Subscription,
} from './api';
import { failureText, preferencesOffered, subscriptionsOf } from './rules';
import './ebilling.css';
import '../../lib/i18n/ebilling';

export interface EbillingDialogProps {
  payable: { path: string; displayName: string };
  /** The BFF says the signed-in resident claimed the payable (VERIFY-01). */
  claimed: boolean;
  /** The signed-in resident, whose name and e-mail fill the form; null for a guest. */
  resident: { name: string; email: string } | null;
  onClose: () => void;
}

export function EbillingDialog({ payable, claimed, resident, onClose }: EbillingDialogProps) {
  const t = useT();
  const { location } = useSite();
  const titleId = useId();
  const forId = useId();
  const site = { client: location.client, site: location.site };
  const { data, error, isLoading, refetch } = useListSubscriptionsQuery(site, { refetchOnMountOrArgChange: true });
  const running = subscriptionsOf(data?.subscriptions, payable.path);

  return (
    <Modal labelledBy={titleId} describedBy={forId} onClose={onClose} className="ebilling-modal">
      <div className="ebilling__dialog">
        <h2 id={titleId} className="modal__title">
          {t('ebilling.dialog.title')}
        </h2>
        <p id={forId}>{t('ebilling.dialog.for', { name: payable.displayName })}</p>
        {isLoading ? (
          <Loading label={t('ebilling.loading')} />
        ) : error ? (
          <Alert variant="danger">
            <p>{t('ebilling.loadFailed')}</p>
            <button type="button" className="button" onClick={() => void refetch()}>
              {t('common.retry')}
            </button>
          </Alert>
        ) : running.length > 0 ? (
          <section aria-labelledby={`${titleId}-current`}>
            <h3 id={`${titleId}-current`}>{t('ebilling.current.heading')}</h3>
            <ul className="ebilling__subscriptions">
              {running.map((sub) => (
                <SubscriptionItem key={sub.id} sub={sub} claimed={claimed} onLeave={onClose} />
              ))}
            </ul>
          </section>
        ) : null}
        <SubscribeForm payable={payable} claimed={claimed} resident={resident} />
        <div className="modal__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('ebilling.dialog.close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** The text of a delivery preference. */
function usePreferenceText(): (p: Preference) => string {
  const t = useT();
  return (p) => (p === 'email' ? t('ebilling.preference.email') : p === 'both' ? t('ebilling.preference.both') : t('ebilling.preference.mail'));
}

/** One running subscription: its address, state and delivery, paperless, the link again, unsubscribe. */
function SubscriptionItem({ sub, claimed, onLeave }: { sub: Subscription; claimed: boolean; onLeave: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const pathFor = useSitePath();
  const [, navigate] = useLocation();
  const preference = usePreferenceText();
  const [save, saving] = useSetPaperlessMutation();
  const [mail, mailing] = useMailMutation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // The switch shows the choice at once, then the BFF's answer; a refusal puts it back.
  const [choice, setChoice] = useState<boolean | null>(null);
  const args = { client: location.client, site: location.site, lang: language, id: sub.id };

  const toggle = async (on: boolean) => {
    if (saving.isLoading) return;
    setMessage(null);
    setChoice(on);
    try {
      const next = await save({ ...args, paperless: on }).unwrap();
      setChoice(next.paperless);
      setMessage({ ok: true, text: next.paperless ? t('ebilling.paperless.on') : t('ebilling.paperless.off') });
    } catch (error) {
      setChoice(null);
      setMessage({ ok: false, text: failureText(error, t('ebilling.serverError')) });
    }
  };
  const resend = async () => {
    if (mailing.isLoading) return;
    setMessage(null);
    try {
      await mail({ ...args, what: 'resend-link' }).unwrap();
      setMessage({ ok: true, text: t('ebilling.resent') });
    } catch (error) {
      setMessage({ ok: false, text: failureText(error, t('ebilling.serverError')) });
    }
  };

  return (
    <li className="ebilling__subscription">
      <p>
        <strong>{t('ebilling.current.email', { email: sub.email })}</strong>
      </p>
      <p>{sub.status === 'pending' ? t('ebilling.status.pending', { email: sub.email }) : t('ebilling.status.active')}</p>
      <p>{t('ebilling.current.preference', { preference: preference(sub.preference) })}</p>
      {sub.status === 'active' && (claimed || sub.paperless) ? (
        // Turning paperless off is always allowed; on only where ownership is claimed (VERIFY-01).
        <label className="ebilling__check">
          <input
            type="checkbox"
            checked={choice ?? sub.paperless}
            disabled={!claimed && !sub.paperless}
            aria-busy={saving.isLoading || undefined}
            onChange={(event) => void toggle(event.target.checked)}
          />
          <span>{saving.isLoading ? t('ebilling.paperless.saving') : t('ebilling.paperless.label')}</span>
        </label>
      ) : null}
      <div className="ebilling__actions">
        {sub.status === 'pending' ? (
          <button type="button" className="button" aria-disabled={mailing.isLoading || undefined} onClick={() => void resend()}>
            {mailing.isLoading ? t('ebilling.resending') : t('ebilling.current.resend')}
          </button>
        ) : null}
        <button
          type="button"
          className="button"
          onClick={() => {
            onLeave();
            navigate(pathFor(`ebilling/${encodeURIComponent(sub.id)}/unsubscribe`));
          }}
        >
          {t('ebilling.current.unsubscribe')}
        </button>
      </div>
      {message ? (
        <Alert variant={message.ok ? 'success' : 'danger'} live={message.ok ? 'polite' : 'assertive'}>
          <p>{message.text}</p>
        </Alert>
      ) : null}
    </li>
  );
}

interface SubscribeFormProps {
  payable: { path: string; displayName: string };
  claimed: boolean;
  resident: { name: string; email: string } | null;
}

/** Subscribing an address to the payable's bill; the e-mailed link completes it (EBILL-01). */
function SubscribeForm({ payable, claimed, resident }: SubscribeFormProps) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const headingId = useId();
  const preferenceText = usePreferenceText();
  const [subscribe, { isLoading }] = useSubscribeMutation();
  const [name, setName] = useState(resident?.name ?? '');
  const [email, setEmail] = useState(resident?.email ?? '');
  const [preference, setPreference] = useState<Preference>('both');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const offered = preferencesOffered(claimed);

  useEffect(() => {
    if (sentTo) done.current?.focus();
  }, [sentTo]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setFailure(null);
    if (name.trim() === '') {
      setFields({ subscriberName: t('ebilling.form.nameRequired') });
      nameInput.current?.focus();
      return;
    }
    if (email.trim() === '') {
      setFields({ email: t('email.required') });
      emailInput.current?.focus();
      return;
    }
    setFields({});
    try {
      const sub = await subscribe({
        client: location.client,
        site: location.site,
        lang: language,
        form: { payablePath: payable.path, email: email.trim(), subscriberName: name.trim(), preference },
      }).unwrap();
      setSentTo(sub.email);
    } catch (error) {
      const body = apiError(error);
      if (body?.fields && Object.keys(body.fields).length > 0) {
        setFields(body.fields);
        (body.fields.subscriberName ? nameInput : emailInput).current?.focus();
        return;
      }
      setFailure(failureText(error, t('ebilling.serverError')));
    }
  };

  if (sentTo) {
    return (
      <div ref={done} tabIndex={-1} className="ebilling__message">
        <Alert variant="success" live="polite">
          <p>{t('ebilling.form.checkEmail', { email: sentTo })}</p>
        </Alert>
      </div>
    );
  }

  return (
    <form aria-labelledby={headingId} noValidate onSubmit={(event) => void submit(event)}>
      <h3 id={headingId}>{t('ebilling.form.heading')}</h3>
      <TextField
        ref={nameInput}
        label={t('ebilling.form.name')}
        autoComplete="name"
        aria-required
        maxLength={100}
        value={name}
        error={fields.subscriberName}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        ref={emailInput}
        label={t('ebilling.form.email')}
        type="email"
        autoComplete="email"
        aria-required
        value={email}
        error={fields.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <RadioGroup<Preference>
        legend={t('ebilling.form.preference')}
        hint={claimed ? undefined : resident ? t('ebilling.form.verifyHint') : t('ebilling.form.guestHint')}
        error={fields.preference}
        name={`${headingId}-preference`}
        value={preference}
        options={offered.map((value) => ({ value, label: preferenceText(value) }))}
        onChange={setPreference}
      />
      {failure ? (
        <Alert variant="danger">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <div className="ebilling__actions">
        <button type="submit" className="button button--primary" aria-disabled={isLoading || undefined}>
          {isLoading ? t('ebilling.form.submitting') : t('ebilling.form.submit')}
        </button>
      </div>
    </form>
  );
}
