// The pause form (spec 001 §5; SCHED-26, SCHED-27, SCHED-56): a date the
// plan resumes on, or none with the confirmation that the payments stay
// paused until the resident resumes them; the confirmation must not be
// ticked beside a date. The BFF checks the same and answers its refusal
// in the page's language, shown beside the field it names.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { FieldError, TextField, useFocusFirstError } from '../../components/ui/TextField';
import { useT, type MessageKey } from '../../lib/i18n';
import { newIdempotencyKey } from '../../lib/idempotency';
import { apiError, errorStatus, errorText } from '../../state/api';
import { pausePlan } from './api';
import { browserTimeZone, usePlansArgs } from './usePlanArgs';
import '../../lib/i18n/plans';

/** mm/dd/yyyy (SCHED-47's shape; the BFF checks the date itself). */
const FORM_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

/** A field's error: a text of this module's, or the BFF's own in the page's language. */
type FieldMessage = { key: MessageKey } | { text: string };

/** The pause form's errors found here, by field (the BFF's names). */
export interface PauseChecks {
  endDate?: MessageKey;
  indefiniteConfirmed?: MessageKey;
}

/** SCHED-56 before anything is sent: an indefinite pause is confirmed, and never beside a date. */
export function checkPause(endDate: string, confirmed: boolean): PauseChecks {
  const date = endDate.trim();
  if (date === '' && !confirmed) return { indefiniteConfirmed: 'plans.pause.confirmRequired' };
  if (date !== '' && confirmed) return { indefiniteConfirmed: 'plans.pause.confirmWithDate' };
  if (date !== '' && !FORM_DATE.test(date)) return { endDate: 'plans.pause.dateFormat' };
  return {};
}

export interface PauseFormProps {
  planId: string;
  onDone: () => void;
  onBack: () => void;
}

export function PauseForm({ planId, onDone, onBack }: PauseFormProps) {
  const t = useT();
  const args = usePlansArgs();
  const [pause, { isLoading }] = pausePlan.useMutation();
  const [endDate, setEndDate] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<{ endDate?: FieldMessage; indefiniteConfirmed?: FieldMessage }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusError = useFocusFirstError(form);
  const headingId = useId();
  const confirmId = useId();
  // One key per attempt with the same body: a retry after a lost answer is the same pause.
  const attempt = useRef<{ key: string; body: string } | null>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setFailure(null);
    const found = checkPause(endDate, confirmed);
    if (found.endDate || found.indefiniteConfirmed) {
      setErrors({
        endDate: found.endDate ? { key: found.endDate } : undefined,
        indefiniteConfirmed: found.indefiniteConfirmed ? { key: found.indefiniteConfirmed } : undefined,
      });
      focusError();
      return;
    }
    setErrors({});
    const date = endDate.trim();
    const body = { ...(date ? { endDate: date } : {}), indefiniteConfirmed: confirmed, timeZone: browserTimeZone() };
    const serialized = JSON.stringify(body);
    if (attempt.current?.body !== serialized) attempt.current = { key: newIdempotencyKey(), body: serialized };
    try {
      await pause({ ...args, planId, idempotencyKey: attempt.current.key, body }).unwrap();
      onDone();
    } catch (error) {
      const fields = errorStatus(error) === 400 || errorStatus(error) === 422 ? (apiError(error)?.fields ?? {}) : {};
      if (fields.endDate || fields.indefiniteConfirmed) {
        setErrors({
          endDate: fields.endDate ? { text: fields.endDate } : undefined,
          indefiniteConfirmed: fields.indefiniteConfirmed ? { text: fields.indefiniteConfirmed } : undefined,
        });
        focusError();
      } else {
        setFailure(errorText(error) ?? t('api.error'));
      }
    }
  };

  const text = (message: FieldMessage | undefined) => (message === undefined ? undefined : 'key' in message ? t(message.key) : message.text);
  const confirmError = text(errors.indefiniteConfirmed);

  return (
    <form ref={form} className="plan__form" noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <h4 ref={heading} id={headingId} tabIndex={-1}>
        {t('plans.pause.heading')}
      </h4>
      {failure ? (
        <Alert variant="danger">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <TextField
        label={t('plans.pause.endDate')}
        hint={t('plans.pause.endDateHint')}
        name="endDate"
        inputMode="numeric"
        autoComplete="off"
        value={endDate}
        error={text(errors.endDate)}
        onChange={(event) => setEndDate(event.target.value)}
      />
      <div className={['field', 'plan__confirm', confirmError ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
        <input
          type="checkbox"
          id={confirmId}
          checked={confirmed}
          aria-invalid={confirmError ? true : undefined}
          aria-describedby={confirmError ? `${confirmId}-error` : undefined}
          onChange={(event) => setConfirmed(event.target.checked)}
        />
        <label htmlFor={confirmId}>{t('plans.pause.indefinite')}</label>
        {confirmError ? <FieldError id={`${confirmId}-error`}>{confirmError}</FieldError> : null}
      </div>
      <div className="actions">
        <button type="submit" className="button button--primary" aria-disabled={isLoading || undefined}>
          {isLoading ? t('plans.working') : t('plans.pause.submit')}
        </button>
        <button type="button" className="button" onClick={onBack}>
          {t('plans.back')}
        </button>
      </div>
    </form>
  );
}
