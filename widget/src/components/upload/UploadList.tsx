// A list of files for a form (UPL-02): add with a file input, each file
// queued, uploaded through the upload prop (retried after CONST-35's delays)
// and listed with its state; a listed file can be removed. Size and type are
// checked first as a courtesy (spec 001 §8 "Uploads" texts); the uploads
// service checks the content and decides. Changes are announced to screen
// readers in a polite live region; refusals are alerts.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { INTL_LOCALES, useLanguage, useT } from '../../lib/i18n';
import { acceptTokens, fileProblem, formatBytes, parseMaxSize, UPLOAD_MAX_ATTEMPTS, type FileProblem } from './uploadRules';
import { useUploadQueue, type UploadEvent, type UploadFn, type UploadItem } from './useUploadQueue';
import './upload.css';
import '../../lib/i18n/forms';

/** A file the uploads service holds (spec 001 §3 "Upload"), as the form sends it on. */
export interface UploadedFile {
  uploadId: string;
  name: string;
  sizeBytes: number;
  mimeType: string;
}

export interface UploadListProps {
  /** Sends one file; rejects when the attempt failed (UploadRefusedError when the service refused it). */
  upload: UploadFn;
  /** The input's accept attribute: extensions and types, e.g. ".pdf,image/*". */
  accept?: string;
  /** The largest file, as the site configures it: digits with an optional KB or MB. */
  maxSize?: string;
  /** Several files; otherwise one, and only the first file picked is taken. */
  multiple?: boolean;
  /** The input's label; default "Add a file" or "Add files". */
  label?: string;
  /** Hears the uploaded files whenever they change. */
  onChange?: (files: UploadedFile[]) => void;
  /** Hears whether any file is still on its way (queued, uploading or waiting to retry). */
  onPendingChange?: (pending: boolean) => void;
}

export function UploadList({ upload, accept, maxSize, multiple = false, label, onChange, onPendingChange }: UploadListProps) {
  const t = useT();
  const { language } = useLanguage();
  const locale = INTL_LOCALES[language];
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [refusals, setRefusals] = useState<string[]>([]);
  const maxBytes = parseMaxSize(maxSize);
  const types = acceptTokens(accept).join(', ');

  const announce = (event: UploadEvent) => {
    const name = event.item.file.name;
    if (event.kind === 'failed') {
      const seconds = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(event.retryInMs / 1000);
      setAnnouncement(t('upload.announce.failed', { name, seconds }));
      return;
    }
    const key = {
      queued: 'upload.announce.queued',
      done: 'upload.announce.done',
      blocked: 'upload.announce.blocked',
      removed: 'upload.announce.removed',
    } as const;
    setAnnouncement(t(key[event.kind], { name }));
  };
  const queue = useUploadQueue(upload, announce);
  const shown = queue.items.filter((item) => item.status !== 'removed');

  const uploaded = useMemo(
    () =>
      queue.items.flatMap((item): UploadedFile[] =>
        item.status === 'done' && item.uploadId
          ? [{ uploadId: item.uploadId, name: item.file.name, sizeBytes: item.file.size, mimeType: item.file.type }]
          : [],
      ),
    [queue.items],
  );
  const uploadedIds = uploaded.map((file) => file.uploadId).join('\n');
  const report = useRef(onChange);
  report.current = onChange;
  const reported = useRef('');
  useEffect(() => {
    if (uploadedIds !== reported.current) {
      reported.current = uploadedIds;
      report.current?.(uploaded);
    }
  }, [uploadedIds, uploaded]);

  const pending = queue.items.some((item) => item.status === 'queued' || item.status === 'uploading' || item.status === 'failed');
  const reportPending = useRef(onPendingChange);
  reportPending.current = onPendingChange;
  useEffect(() => {
    reportPending.current?.(pending);
  }, [pending]);

  const problemText = (file: File, problem: FileProblem) => {
    const name = file.name;
    if (problem === 'tooLarge') {
      return t('upload.tooLarge', { name, size: formatBytes(file.size, locale), max: formatBytes(maxBytes ?? 0, locale) });
    }
    return problem === 'wrongType' ? t('upload.wrongType', { name, types }) : t('upload.emptyFile', { name });
  };

  const pick = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    const files = multiple ? picked : picked.slice(0, 1);
    const refused: string[] = [];
    const accepted = files.filter((file) => {
      const problem = fileProblem(file, accept, maxBytes);
      if (problem) refused.push(problemText(file, problem));
      return !problem;
    });
    setRefusals(refused);
    queue.add(accepted);
    // The same file can be picked again after it was removed.
    if (input.current) input.current.value = '';
  };

  const remove = (item: UploadItem) => {
    queue.remove(item.key);
    // The removed row's button is gone: focus goes back to where files are added.
    input.current?.focus();
  };

  const stateText = (item: UploadItem) => {
    switch (item.status) {
      case 'queued':
        return t('upload.state.queued');
      case 'uploading':
        return t('upload.state.uploading');
      case 'failed':
        return t('upload.state.failed', { attempt: item.attempts, max: UPLOAD_MAX_ATTEMPTS });
      case 'blocked':
        return item.refusal ?? t('upload.state.blocked', { name: item.file.name });
      default:
        return t('upload.state.done');
    }
  };

  const hintId = `${id}-hint`;
  const canAdd = multiple || shown.length === 0;

  return (
    <div className="upload">
      <div className="upload__add" hidden={!canAdd}>
        <label className="field__label" htmlFor={`${id}-input`}>
          {label ?? (multiple ? t('upload.addMany') : t('upload.add'))}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          className="upload__input"
          type="file"
          accept={accept}
          multiple={multiple}
          aria-describedby={types ? hintId : undefined}
          onChange={(event) => pick(event.target.files)}
        />
        {types ? (
          <p id={hintId} className="field__hint">
            {maxBytes != null
              ? t('upload.allowed', { types, max: formatBytes(maxBytes, locale) })
              : t('upload.allowedTypes', { types })}
          </p>
        ) : null}
      </div>

      {refusals.length > 0 ? (
        <div className="field__error" role="alert">
          {refusals.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      ) : null}

      {shown.length === 0 ? (
        <p className="upload__empty">{t('upload.empty')}</p>
      ) : (
        <ul className="upload__list" aria-label={t('upload.listLabel')}>
          {shown.map((item) => (
            <li key={item.key} className={`upload__item upload__item--${item.status}`}>
              <span className="upload__name">{item.file.name}</span>
              <span className="upload__size">{formatBytes(item.file.size, locale)}</span>
              <span className="upload__state">{stateText(item)}</span>
              {item.status === 'uploading' ? (
                <progress className="upload__progress" aria-label={t('upload.state.uploading')} />
              ) : null}
              <span className="upload__actions">
                {item.status === 'failed' ? (
                  <button
                    type="button"
                    className="button button--quiet"
                    aria-label={t('upload.retryName', { name: item.file.name })}
                    onClick={() => queue.retryNow(item.key)}
                  >
                    {t('upload.retry')}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button button--quiet"
                  aria-label={t('upload.removeName', { name: item.file.name })}
                  onClick={() => remove(item)}
                >
                  {t('upload.remove')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}

      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
