// A create or edit form of one announcement: its values kept as a draft
// while the member types (drafts.ts), checked before sending, then sent
// (POST, or PUT of the one edited). A 400 or 422 names the field it is
// about: its message goes under that field, others above the form; a 401
// hands over to the console's sign-in-again page with the draft kept.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import '../../lib/i18n/admin';
import { apiError, errorText } from '../../state/api';
import { saveAnnouncement, type Banner, type Footer, type Kind, type Notification } from './api';
import { useConsole } from './context';
import { clearDraft, writeDraft } from './drafts';
import { fieldId } from './fields';

/** The errors of a form, by field wire name. */
export type FieldErrors = Record<string, string>;

export interface FormParts<V> {
  values: V;
  set: (change: Partial<V>) => void;
  errors: FieldErrors;
}

interface AnnouncementFormProps<V> {
  kind: Kind;
  /** The announcement edited; null for a new one. */
  id: string | null;
  initial: V;
  heading: string;
  /** The request body of the values. */
  toBody: (values: V) => Record<string, unknown>;
  /** The errors found before sending, by field. */
  validate: (values: V) => FieldErrors;
  /** The fields the BFF's messages may name, in the order they show. */
  fields: readonly string[];
  onDone: (saved: Banner | Notification | Footer | null) => void;
  children: (parts: FormParts<V>) => ReactNode;
}

/** The field a message of the announcements service names first ("text.es is required ..."). */
function namedField(message: string | undefined, fields: readonly string[]): string | undefined {
  const first = message?.split(/[\s;:]/)[0];
  return fields.find((field) => field === first);
}

export function AnnouncementForm<V>({ kind, id, initial, heading, toBody, validate, fields, onDone, children }: AnnouncementFormProps<V>) {
  const t = useT();
  const { report, announce } = useConsole();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { isLoading }] = saveAnnouncement.useMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const set = (change: Partial<V>) => {
    setValues((previous) => {
      const next = { ...previous, ...change };
      writeDraft({ kind, id, values: next });
      return next;
    });
  };

  const focusFirst = (found: FieldErrors) => {
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) {
      announce(t('admin.form.fixErrors'), 'danger');
      focusFirst(found);
      return;
    }
    const outcome = await save({ kind, id: id ?? undefined, body: toBody(values) });
    if ('error' in outcome) {
      report(outcome.error);
      const body = apiError(outcome.error);
      const byField: FieldErrors = { ...(body?.fields ?? {}) };
      const named = namedField(body?.message, fields);
      if (named && !byField[named]) byField[named] = errorText(outcome.error, { useMessage: true }) ?? '';
      setErrors(byField);
      if (Object.keys(byField).length) {
        focusFirst(byField);
      } else {
        setFormError(errorText(outcome.error, { useMessage: true }) ?? t('api.error'));
      }
      announce(t('admin.saveFailed'), 'danger');
      return;
    }
    clearDraft();
    announce(t('admin.saved'));
    onDone(outcome.data);
  };

  const cancel = () => {
    clearDraft();
    onDone(null);
  };

  return (
    <form className="admin__form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="admin-form-heading">
      <h3 id="admin-form-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h3>
      {formError ? (
        <p role="alert" className="admin__error">
          {formError}
        </p>
      ) : null}
      {children({ values, set, errors })}
      <div className="admin__actions">
        <button type="submit" className="button button--primary" disabled={isLoading}>
          {t('admin.form.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={cancel}>
          {t('admin.form.cancel')}
        </button>
      </div>
    </form>
  );
}

/** A required text in both languages: the errors of the ones left empty. */
export function requireBoth(errors: FieldErrors, field: string, text: { en: string; es: string }, message: string): void {
  if (!text.en.trim()) errors[`${field}.en`] = message;
  if (!text.es.trim()) errors[`${field}.es`] = message;
}
