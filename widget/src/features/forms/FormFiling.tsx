// A county form to fill in and file (spec 000 §2 forms/{slug}; spec 001 §4,
// §5 "Upload and signature"): its text fields, its upload fields through the
// BFF's upload route (UPL-02..04, CONST-35) and its signature, typed or
// drawn (SIG-01..07). Submit checks the required fields and the patterns
// first (VAL-58, VAL-59); every problem shows under its field and in a
// summary above the form, and focus goes to the first. The BFF checks the
// same and decides: its per-field texts, in the page's language, replace
// these (ERR-99 for a signature). A filing is sent with an Idempotency-Key
// kept while the filing is the same, so that a retry after a lost answer
// files once. Nothing typed is lost when filing fails. Filed, the page
// shows the confirmation number, and a resident the way to My Forms.
import { Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { SignatureFieldLazy, type SignatureValue } from '../../components/signature/lazySignature';
import { UploadListLazy, type UploadedFile } from '../../components/upload/lazyUpload';
import { Alert } from '../../components/ui/Alert';
import { Loading } from '../../components/ui/Loading';
import { PageHeading } from '../../components/ui/PageHeading';
import { TextField } from '../../components/ui/TextField';
import { dashboardPath } from '../../lib/accountRoutes';
import { newIdempotencyKey } from '../../lib/idempotency';
import { useT } from '../../lib/i18n';
import { useSite, useSitePath } from '../../lib/site';
import { apiError, errorStatus } from '../../state/api';
import { sectionData, useGetShellScreenQuery } from '../../state/screens';
import { useGetSessionQuery } from '../../state/session';
import { submitForm, uploadFormFile, type FormArgs, type FormConfirmation, type FormDefinition, type FormField } from './api';
import { acceptOf, filedValues, formProblems, pngBase64, SIGNATURE, TEXT, UPLOAD, type FieldProblem, type FormValues } from './formRules';
import './forms.css';
import '../../lib/i18n/countyForms';

export interface FormFilingProps {
  form: FormDefinition;
  args: FormArgs;
}

/** A field's problem: a text of ours (translated when shown) or the BFF's, already in the page's language. */
type Problem = FieldProblem | string;

/** The id of a field's error text, and of the element that takes focus for it. */
const errorId = (name: string) => `form-${name}-error`;

export function FormFiling({ form, args }: FormFilingProps) {
  const t = useT();
  const [values, setValues] = useState<FormValues>({});
  const [files, setFiles] = useState<Record<string, UploadedFile[]>>({});
  // The upload fields with a file still on its way: filing now would leave it out.
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  const [signature, setSignature] = useState<SignatureValue | null>(null);
  const [problems, setProblems] = useState<Map<string, Problem>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<FormConfirmation | null>(null);
  const targets = useRef(new Map<string, HTMLElement | null>());
  const summary = useRef<HTMLDivElement>(null);
  const signatureBox = useRef<HTMLDivElement>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [failures, setFailures] = useState(0);
  const [submit] = submitForm.useMutation();

  // After a failed submit, focus goes to the first field in trouble, else
  // to the summary that says what went wrong.
  useEffect(() => {
    if (failures === 0) return;
    const first = form.fields.find((field) => problems.has(field.name));
    const target = first ? targets.current.get(first.name) : null;
    (target ?? summary.current)?.focus();
    // Only a new failure moves focus, not a change of language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failures]);

  const text = (problem: Problem) => (typeof problem === 'string' ? problem : t(problem.key, problem.slots));
  const clear = (name: string) =>
    setProblems((all) => {
      if (!all.has(name)) return all;
      const next = new Map(all);
      next.delete(name);
      return next;
    });

  const fail = (next: Map<string, Problem>, message: string | null) => {
    setProblems(next);
    setFailure(message);
    setFailures((n) => n + 1);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = new Map<string, Problem>(formProblems(form, values, signature));
    for (const name of uploading) {
      found.set(name, { key: 'countyForms.uploadPending', slots: {} });
    }
    if (found.size > 0) {
      fail(new Map(found), null);
      return;
    }
    const uploads: Record<string, string[]> = {};
    for (const [name, list] of Object.entries(files)) {
      if (list.length > 0) uploads[name] = list.map((file) => file.uploadId);
    }
    setBusy(true);
    const signed = !signature
      ? {}
      : signature.kind === 'typed'
        ? { typed: signature.text }
        : { png: await pngBase64(signature.png) };
    const filing = { values: filedValues(form, values), uploads, signature: signed };
    const body = JSON.stringify(filing);
    // The same filing again keeps its key: a retry after a lost answer files once.
    if (attempt.current?.body !== body) {
      attempt.current = { body, key: newIdempotencyKey() };
    }
    const result = await submit({ ...args, idempotencyKey: attempt.current.key, filing });
    setBusy(false);
    if ('data' in result) {
      setDone(result.data);
      return;
    }
    const refusal = apiError(result.error);
    const status = errorStatus(result.error);
    const next = new Map<string, Problem>();
    for (const [name, message] of Object.entries(refusal?.fields ?? {})) {
      if (form.fields.some((field) => field.name === name)) next.set(name, message);
    }
    const refused = status !== undefined && status >= 400 && status < 500;
    fail(next, next.size > 0 ? null : refused && refusal?.displayMessage ? refusal.displayMessage : t('countyForms.submitFailed'));
  };

  if (done) {
    return <Filed form={form} confirmation={done} />;
  }

  const listed = form.fields.filter((field) => problems.has(field.name));
  const field = (f: FormField): ReactNode => {
    const problem = problems.get(f.name);
    const error = problem ? text(problem) : null;
    const label = (
      <>
        {f.label}
        {f.required ? (
          <span className="forms__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </>
    );
    if (f.kind === TEXT) {
      return (
        <TextField
          key={f.name}
          ref={(element) => {
            targets.current.set(f.name, element);
          }}
          label={label}
          hint={f.hint}
          error={error}
          name={f.name}
          value={values[f.name] ?? ''}
          maxLength={f.maxLength || undefined}
          aria-required={f.required || undefined}
          autoComplete="off"
          onChange={(event) => {
            const value = event.target.value;
            setValues((all) => ({ ...all, [f.name]: value }));
            clear(f.name);
          }}
        />
      );
    }
    if (f.kind === UPLOAD) {
      return (
        <div
          key={f.name}
          className={`field forms__upload${error ? ' field--invalid' : ''}`}
          tabIndex={-1}
          ref={(element) => {
            targets.current.set(f.name, element);
          }}
          aria-describedby={error ? errorId(f.name) : undefined}
        >
          <Suspense fallback={<Loading />}>
            <UploadListLazy
              label={`${f.label} ${f.required ? t('countyForms.required') : t('countyForms.optional')}`}
              accept={acceptOf(f.accept)}
              maxSize={f.maxSizeBytes ? String(f.maxSizeBytes) : undefined}
              multiple={f.multiple}
              upload={(file, signal) => uploadFormFile({ ...args, field: f.name }, file, signal)}
              onChange={(list) => {
                setFiles((all) => ({ ...all, [f.name]: list }));
                clear(f.name);
              }}
              onPendingChange={(pending) => {
                setUploading((all) => {
                  if (all.has(f.name) === pending) return all;
                  const next = new Set(all);
                  if (pending) next.add(f.name);
                  else next.delete(f.name);
                  return next;
                });
                if (!pending) clear(f.name);
              }}
            />
          </Suspense>
          {error ? (
            <p className="field__error" id={errorId(f.name)}>
              {error}
            </p>
          ) : null}
        </div>
      );
    }
    if (f.kind === SIGNATURE) {
      return (
        <div
          key={f.name}
          className={`forms__signature${error ? ' field--invalid' : ''}`}
          tabIndex={-1}
          ref={(element) => {
            targets.current.set(f.name, element);
            signatureBox.current = element as HTMLDivElement | null;
          }}
          aria-describedby={error ? errorId(f.name) : undefined}
        >
          {signature ? (
            <div className="forms__signed">
              <p role="status">
                {signature.kind === 'typed' ? t('countyForms.signedTyped', { name: signature.text }) : t('countyForms.signedDrawn')}
              </p>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setSignature(null);
                  // The pad replaces this button: reading goes on there.
                  requestAnimationFrame(() => signatureBox.current?.focus());
                }}
              >
                {t('countyForms.changeSignature')}
              </button>
            </div>
          ) : (
            <Suspense fallback={<Loading />}>
              <SignatureFieldLazy
                legend={`${f.label} ${t('countyForms.required')}`}
                onConfirm={(value) => {
                  setSignature(value);
                  clear(f.name);
                }}
                onCancel={() => setSignature(null)}
              />
            </Suspense>
          )}
          {error ? (
            <p className="field__error" id={errorId(f.name)}>
              {error}
            </p>
          ) : null}
        </div>
      );
    }
    return null;
  };

  return (
    <div className="forms-page">
      <PageHeading>{form.title}</PageHeading>
      {form.description ? <p>{form.description}</p> : null}
      <div ref={summary} tabIndex={-1} className="forms__summary-anchor">
        {listed.length > 0 || failure ? (
          <Alert variant="danger" className="forms__summary">
            <h2 className="forms__summary-title">{t('countyForms.summaryTitle')}</h2>
            {failure ? <p>{failure}</p> : null}
            {listed.length > 0 ? (
              <ul>
                {listed.map((f) => (
                  <li key={f.name}>
                    <a
                      href={`#${errorId(f.name)}`}
                      onClick={(event) => {
                        event.preventDefault();
                        targets.current.get(f.name)?.focus();
                      }}
                    >
                      {text(problems.get(f.name) ?? '')}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </Alert>
        ) : null}
      </div>
      <p className="field__hint">{t('countyForms.requiredNote')}</p>
      <form className="forms__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {form.fields.map(field)}
        <div className="forms__actions">
          <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
            {busy ? t('countyForms.submitting') : t('countyForms.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}

/** The filed form: its confirmation number (a guest's only trace of it), and a resident's way to My Forms. */
function Filed({ form, confirmation }: { form: FormDefinition; confirmation: FormConfirmation }) {
  const t = useT();
  const { location } = useSite();
  const pathFor = useSitePath();
  const site = { client: location.client, site: location.site };
  const { data: shell } = useGetShellScreenQuery(site);
  const loginEnabled = sectionData(shell?.sections.config)?.login.meta.enabled === true;
  const { data: session } = useGetSessionQuery(site, { skip: !loginEnabled });
  const resident = Boolean(session?.user);
  return (
    <div className="forms-page">
      <PageHeading view="filed">{t('countyForms.done.title')}</PageHeading>
      <Alert variant="success" live="polite">
        <p>{form.title}</p>
        <p className="forms__number">{t('countyForms.done.number', { number: confirmation.confirmationNumber })}</p>
        <p>{t('countyForms.done.keep')}</p>
        {resident ? <p>{t('countyForms.done.mine')}</p> : null}
      </Alert>
      <ul className="forms__next">
        {resident ? (
          <li>
            <Link href={dashboardPath(location, 'my-forms')}>{t('countyForms.done.myForms')}</Link>
          </li>
        ) : null}
        <li>
          <Link href={pathFor('forms')}>{t('countyForms.done.another')}</Link>
        </li>
      </ul>
    </div>
  );
}
