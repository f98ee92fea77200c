// The contact form (spec 000 §2 "Shell screens", §5 "Contact form"): a
// topic from the site's list behind a 'Select a topic' placeholder, the
// chosen topic's custom fields, comments with a counter, name, email and an
// optional phone. Every rule of §5 runs on trimmed values; a field's error
// shows once the field was left or a send was tried, and a failed send
// moves focus to the first error. Send is disabled while the form is
// changed and invalid (CONTACT-22); Clear goes back to the first values
// (CONTACT-23). The result is announced in a live region.
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FieldError, TextField, useFocusFirstError } from '../../../components/ui/TextField';
import { pick, useLanguage, useT } from '../../../lib/i18n';
import '../../../lib/i18n/contact';
import type { ContactTopic } from '../../../lib/types';
import {
  COMMENTS_MAX,
  chosenTopic,
  EMPTY_VALUES,
  hasErrors,
  requestBody,
  validateContact,
  type ContactRequestBody,
  type ContactValues,
  type FieldMessage,
} from './rules';

export type SendResult = 'sent' | 'failed';

export interface ContactFormProps {
  /** The site's topics, 'Website issue' among them (CONTACT-02). */
  topics: readonly ContactTopic[];
  /** Sends a checked message; resolves to what happened. */
  onSend: (body: ContactRequestBody) => Promise<SendResult>;
  /** CONTACT-01: a signed-in payer's given name, family name, email and phone. */
  user?: { givenName?: string; familyName?: string; email?: string; phone?: string };
  /** The page route, which may choose a topic at first (defaultOnPage). */
  pageRoute?: string;
  /** The county named by the failure message, and its phone (spec 000 §8). */
  entity: string;
  phone?: string;
  /** The page the payer writes from, sent as url. */
  url?: string;
}

type Field = Exclude<keyof ContactValues, 'custom'> | `custom.${number}`;

export function ContactForm({ topics, onSend, user, pageRoute, entity, phone, url = '' }: ContactFormProps) {
  const t = useT();
  const { language } = useLanguage();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(form);
  const initial = useMemo<ContactValues>(
    () => ({
      ...EMPTY_VALUES,
      topic: topics.find((topic) => pageRoute && topic.defaultOnPage === pageRoute)?.value ?? '',
      firstName: user?.givenName ?? '',
      lastName: user?.familyName ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
    }),
    [topics, pageRoute, user],
  );
  const [values, setValues] = useState<ContactValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<SendResult | null>(null);

  const errors = validateContact(values, topics, language);
  const invalid = hasErrors(errors);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const topic = chosenTopic(topics, values.topic);
  const shown = (field: Field, message: FieldMessage | undefined) =>
    (tried || touched.has(field)) && message ? t(message.key, message.params) : null;

  const set = (field: Exclude<keyof ContactValues, 'custom'>) => (value: string) => {
    setResult(null);
    setValues((v) => (field === 'topic' ? { ...v, topic: value, custom: [] } : { ...v, [field]: value }));
  };
  const setCustom = (index: number, value: string) => {
    setResult(null);
    setValues((v) => {
      const custom = [...v.custom];
      custom[index] = value;
      return { ...v, custom };
    });
  };
  const leave = (field: Field) => () => setTouched((s) => new Set(s).add(field));

  const clear = () => {
    setValues(initial);
    setTouched(new Set());
    setTried(false);
    setResult(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setTried(true);
    if (invalid) {
      focusFirstError();
      return;
    }
    setSending(true);
    const outcome = await onSend(requestBody(values, topics, url));
    setSending(false);
    setResult(outcome);
    if (outcome === 'sent') {
      setValues(initial);
      setTouched(new Set());
      setTried(false);
    }
  };

  const required = <span className="contact-form__required">{t('contact.required')}</span>;
  const label = (text: string, isRequired: boolean): ReactNode => (
    <>
      {text} {isRequired ? required : null}
    </>
  );
  const topicError = shown('topic', errors.topic);
  const commentsError = shown('comments', errors.comments);
  const countId = `${id}-count`;

  return (
    <form ref={form} className="contact-form" noValidate onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="contact-form__heading">
        {t('contact.heading')}
      </h2>
      <p>{t('contact.intro')}</p>
      <div className={['field', topicError ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
        <label className="field__label" htmlFor={`${id}-topic`}>
          {label(t('contact.topic'), true)}
        </label>
        <select
          id={`${id}-topic`}
          className="field__input"
          value={values.topic}
          onChange={(e) => set('topic')(e.target.value)}
          onBlur={leave('topic')}
          aria-invalid={topicError ? true : undefined}
          aria-describedby={topicError ? `${id}-topic-error` : undefined}
        >
          <option value="">{t('contact.topic.placeholder')}</option>
          {topics.map((option) => (
            <option key={option.value} value={option.value}>
              {pick(option.text, language)}
            </option>
          ))}
        </select>
        {topicError ? <FieldError id={`${id}-topic-error`}>{topicError}</FieldError> : null}
      </div>
      {(topic?.customFields ?? []).map((field, index) => (
        <TextField
          key={`${topic?.value}-${index}`}
          label={label(pick(field.customLabel, language), field.required)}
          hint={pick(field.customHint, language) || undefined}
          value={values.custom[index] ?? ''}
          onChange={(e) => setCustom(index, e.target.value)}
          onBlur={leave(`custom.${index}`)}
          error={shown(`custom.${index}`, errors.custom?.[index])}
          aria-required={field.required || undefined}
        />
      ))}
      <div className={['field', commentsError ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
        <label className="field__label" htmlFor={`${id}-comments`}>
          {label(t('contact.comments'), true)}
        </label>
        <p className="field__hint" id={`${id}-comments-hint`}>
          {t('contact.comments.hint')}
        </p>
        <textarea
          id={`${id}-comments`}
          className="field__input contact-form__comments"
          rows={5}
          value={values.comments}
          onChange={(e) => set('comments')(e.target.value)}
          onBlur={leave('comments')}
          aria-required="true"
          aria-invalid={commentsError ? true : undefined}
          aria-describedby={[`${id}-comments-hint`, countId, commentsError ? `${id}-comments-error` : '']
            .filter(Boolean)
            .join(' ')}
        />
        <p className="field__hint contact-form__count" id={countId}>
          {t('contact.comments.count', { count: [...values.comments.trim()].length, max: COMMENTS_MAX })}
        </p>
        {commentsError ? <FieldError id={`${id}-comments-error`}>{commentsError}</FieldError> : null}
      </div>
      <div className="contact-form__row">
        <TextField
          label={label(t('contact.firstName'), true)}
          autoComplete="given-name"
          value={values.firstName}
          onChange={(e) => set('firstName')(e.target.value)}
          onBlur={leave('firstName')}
          error={shown('firstName', errors.firstName)}
          aria-required="true"
        />
        <TextField
          label={label(t('contact.lastName'), true)}
          autoComplete="family-name"
          value={values.lastName}
          onChange={(e) => set('lastName')(e.target.value)}
          onBlur={leave('lastName')}
          error={shown('lastName', errors.lastName)}
          aria-required="true"
        />
      </div>
      <div className="contact-form__row">
        <TextField
          label={label(t('contact.email'), true)}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email')(e.target.value)}
          onBlur={leave('email')}
          error={shown('email', errors.email)}
          aria-required="true"
        />
        <TextField
          label={t('contact.phone')}
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => set('phone')(e.target.value)}
          onBlur={leave('phone')}
          error={shown('phone', errors.phone)}
        />
      </div>
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={sending || (dirty && invalid)}>
          {sending ? t('contact.sending') : t('contact.send')}
        </button>
        <button type="button" className="button button--quiet" onClick={clear} disabled={sending}>
          {t('contact.clear')}
        </button>
      </div>
      <div className="contact-form__result" role="status" aria-live="polite">
        {result === 'sent' ? <p className="alert alert--success">{t('messaging.success')}</p> : null}
        {result === 'failed' ? (
          <p className="alert alert--danger">
            {phone
              ? t('messaging.api-error.default', { entity, phone })
              : t('messaging.api-error.no_phone', { entity })}
          </p>
        ) : null}
      </div>
    </form>
  );
}
