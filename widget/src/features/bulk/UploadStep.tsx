// The upload page (BULK-02, BULK-06, BULK-07; ERR-103): how the file is
// read, the source's contact and informational packet when configured,
// and the file input. A refused file says why in the resident's language;
// a list read goes to its review.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { FieldError } from '../../components/ui/TextField';
import { pick, useLanguage, useT, type MessageKey } from '../../lib/i18n';
import { useSite, useSitePath } from '../../lib/site';
import type { Source } from '../../lib/types';
import { BulkRefusedError, uploadBulkList } from './api';
import { bulkRoute } from '../../lib/bulkRoutes';
import '../../lib/i18n/bulk';

/** The text of each reason the BFF refuses a file for (ERR-103). */
const REFUSALS: Readonly<Record<string, MessageKey>> = {
  not_csv: 'bulk.error.not_csv',
  template_page: 'bulk.error.template_page',
  encoding: 'bulk.error.encoding',
  too_large: 'bulk.error.too_large',
  too_many_rows: 'bulk.error.too_many_rows',
  malformed: 'bulk.error.malformed',
  empty: 'bulk.error.empty',
};

export function UploadStep({ source }: { source: Source }) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const pathFor = useSitePath();
  const [, navigate] = useLocation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const options = source.bulkAdd;
  const max = options?.maxItems ?? 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    setRefusal(null);
    if (!file) {
      setFieldError(t('bulk.fileRequired'));
      input.current?.focus();
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      const review = await uploadBulkList(
        { client: location.client, site: location.site, pageRoute: source.pageRoute, lang: language },
        file,
      );
      navigate(`${pathFor(bulkRoute(source.pageRoute, 'review'))}?${new URLSearchParams({ id: review.id })}`);
    } catch (error) {
      const key = error instanceof BulkRefusedError ? REFUSALS[error.reason] : undefined;
      setRefusal(key ? t(key, { max }) : t('bulk.error.failed'));
      setBusy(false);
    }
  };

  const describedBy = [`${id}-hint`, fieldError ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <section className="bulk__upload">
      <p>{t('bulk.instructions')}</p>
      <p>{t('bulk.instructionsInstallment')}</p>
      {max > 0 ? <p>{t('bulk.maxItems', { max })}</p> : null}
      {options?.displayContact && options.contactEmail ? (
        <p className="bulk__contact">
          {t('bulk.contact', { title: pick(options.contactTitle, language) })}{' '}
          <a href={`mailto:${options.contactEmail}`}>{options.contactEmail}</a>
        </p>
      ) : null}
      {options?.informationalPacket ? (
        <p>
          <a href={options.informationalPacket.url} target="_blank" rel="noopener noreferrer">
            {pick(options.informationalPacket.title, language)}
          </a>
        </p>
      ) : null}
      {refusal ? (
        <Alert variant="danger">
          <p>{refusal}</p>
        </Alert>
      ) : null}
      <form className="bulk__form" onSubmit={onSubmit} noValidate>
        <div className={['field', fieldError ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
          <label className="field__label" htmlFor={id}>
            {t('bulk.file')}
          </label>
          <p className="field__hint" id={`${id}-hint`}>
            {t('bulk.fileHint')}
          </p>
          <input
            ref={input}
            id={id}
            type="file"
            name="file"
            accept=".csv,text/csv"
            className="field__input"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={describedBy}
            onChange={() => {
              setFieldError(null);
              setRefusal(null);
            }}
          />
          {fieldError ? <FieldError id={`${id}-error`}>{fieldError}</FieldError> : null}
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('bulk.uploading') : t('bulk.upload')}
        </button>
      </form>
    </section>
  );
}
