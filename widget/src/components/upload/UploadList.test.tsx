import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../lib/i18n';
import type { Language } from '../../lib/types';
import { UploadList, type UploadListProps } from './UploadList';
import { UploadRefusedError } from './uploadRules';
import type { UploadFn } from './useUploadQueue';

const pdf = (name = 'proof.pdf', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

/** An upload whose answers the test gives, one per call, in order. */
function controlledUpload() {
  const calls: { file: File; signal: AbortSignal; resolve: (id: string) => void; reject: (error: Error) => void }[] = [];
  const upload = vi.fn<UploadFn>(
    (file, signal) =>
      new Promise((resolve, reject) => {
        calls.push({ file, signal, resolve: (uploadId) => resolve({ uploadId }), reject });
      }),
  );
  return { upload, calls };
}

/** The nth call of a controlled upload; fails the test when it was not made. */
function callAt<T>(calls: T[], n: number): T {
  const call = calls[n];
  if (!call) throw new Error(`upload call ${n} was not made`);
  return call;
}

function renderList(props: Partial<UploadListProps> & Pick<UploadListProps, 'upload'>, language: Language = 'en') {
  const onChange = vi.fn();
  render(
    <LocaleProvider language={language}>
      <UploadList accept=".pdf,image/*" maxSize="1MB" multiple onChange={onChange} {...props} />
    </LocaleProvider>,
  );
  return onChange;
}

function pick(...files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

/**
 * Lets answered uploads and due timers run, inside act. A retry is started by
 * the render that follows its timer, so each wait gets an act of its own.
 */
async function advance(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
const announced = () => screen.getByRole('status');

afterEach(() => {
  vi.useRealTimers();
});

describe('UploadList', () => {
  it('UPL-02: a file is queued, uploaded, then listed, and a listed file can be removed', async () => {
    const { upload, calls } = controlledUpload();
    const onChange = renderList({ upload });
    pick(pdf('a.pdf'), pdf('b.pdf'));
    // One at a time: b waits its turn.
    await act(async () => undefined);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(within(row('a.pdf')).getByText('Uploading…')).toBeInTheDocument();
    expect(within(row('b.pdf')).getByText('Waiting to upload')).toBeInTheDocument();

    await act(async () => callAt(calls, 0).resolve('uploads-service:1'));
    expect(within(row('a.pdf')).getByText('Uploaded')).toBeInTheDocument();
    expect(announced()).toHaveTextContent('a.pdf is uploaded.');
    expect(upload).toHaveBeenCalledTimes(2);
    await act(async () => callAt(calls, 1).resolve('uploads-service:2'));
    expect(onChange).toHaveBeenLastCalledWith([
      { uploadId: 'uploads-service:1', name: 'a.pdf', sizeBytes: 2048, mimeType: 'application/pdf' },
      { uploadId: 'uploads-service:2', name: 'b.pdf', sizeBytes: 2048, mimeType: 'application/pdf' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument();
    expect(announced()).toHaveTextContent('a.pdf is removed.');
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ uploadId: 'uploads-service:2' })]);
    expect(screen.getByLabelText('Add files')).toHaveFocus();
  });

  it('UPL-02: removing a file while it uploads aborts it, and its late answer is ignored', async () => {
    const { upload, calls } = controlledUpload();
    const onChange = renderList({ upload });
    pick(pdf('a.pdf'), pdf('b.pdf'));
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(callAt(calls, 0).signal.aborted).toBe(true);
    await act(async () => callAt(calls, 0).resolve('uploads-service:late'));
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalledWith([expect.objectContaining({ uploadId: 'uploads-service:late' })]);
    // The queue moves on to the next file.
    expect(upload).toHaveBeenCalledTimes(2);
    expect(callAt(calls, 1).file.name).toBe('b.pdf');
  });

  it('CONST-35: a failed upload is tried again after 500 ms, then after 5000 ms from attempt 8', async () => {
    vi.useFakeTimers();
    const upload = vi.fn<UploadFn>(() => Promise.reject(new Error('network')));
    renderList({ upload });
    pick(pdf('a.pdf'));
    await advance();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(within(row('a.pdf')).getByText('Upload failed; trying again (attempt 1 of 40)')).toBeInTheDocument();
    expect(announced()).toHaveTextContent('a.pdf could not be uploaded; trying again in 0.5 seconds.');
    await advance(499);
    expect(upload).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(upload).toHaveBeenCalledTimes(2);
    // Attempts 3 to 7 each follow 500 ms after the one before.
    for (let attempt = 3; attempt <= 7; attempt++) {
      await advance(499);
      expect(upload).toHaveBeenCalledTimes(attempt - 1);
      await advance(1);
      expect(upload).toHaveBeenCalledTimes(attempt);
    }
    // Attempt 8 waits 5000 ms.
    await advance(4999);
    expect(upload).toHaveBeenCalledTimes(7);
    await advance(1);
    expect(upload).toHaveBeenCalledTimes(8);
  });

  it('CONST-35: after 40 attempts the file is blocked and not tried again', async () => {
    vi.useFakeTimers();
    const upload = vi.fn<UploadFn>(() => Promise.reject(new Error('network')));
    renderList({ upload });
    pick(pdf('a.pdf'));
    await advance();
    // Attempts 2 to 7 after 500 ms each, 8 to 40 after 5000 ms each (each wait begins after an answer).
    for (let attempt = 2; attempt <= 40; attempt++) {
      await advance(attempt < 8 ? 500 : 5000);
    }
    expect(upload).toHaveBeenCalledTimes(40);
    expect(within(row('a.pdf')).getByText('There was an error adding file a.pdf. Please try again.')).toBeInTheDocument();
    expect(within(row('a.pdf')).queryByRole('button', { name: /Try again now/ })).not.toBeInTheDocument();
    expect(announced()).toHaveTextContent('a.pdf could not be uploaded.');
    await advance(60_000);
    expect(upload).toHaveBeenCalledTimes(40);
  });

  it('CONST-35: Try again now sends at once and cancels the waiting retry', async () => {
    vi.useFakeTimers();
    const upload = vi.fn<UploadFn>().mockRejectedValueOnce(new Error('network')).mockResolvedValue({ uploadId: 'uploads-service:9' });
    renderList({ upload });
    pick(pdf('a.pdf'));
    await advance();
    fireEvent.click(screen.getByRole('button', { name: 'Try again now: a.pdf' }));
    await advance();
    expect(upload).toHaveBeenCalledTimes(2);
    expect(within(row('a.pdf')).getByText('Uploaded')).toBeInTheDocument();
    await advance(10_000);
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('UPL-02: removing a file that waits to be tried again cancels the retry', async () => {
    vi.useFakeTimers();
    const upload = vi.fn<UploadFn>(() => Promise.reject(new Error('network')));
    renderList({ upload });
    pick(pdf('a.pdf'));
    await advance();
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    await advance(10_000);
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('a file the service refused is not tried again and shows its message', async () => {
    vi.useFakeTimers();
    const upload = vi.fn<UploadFn>(() => Promise.reject(new UploadRefusedError('File a.pdf is not a supported file type.')));
    renderList({ upload });
    pick(pdf('a.pdf'));
    await advance(10_000);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(within(row('a.pdf')).getByText('File a.pdf is not a supported file type.')).toBeInTheDocument();
  });

  it('checks size and type first as a courtesy and sends nothing refused', () => {
    const upload = vi.fn<UploadFn>();
    renderList({ upload });
    pick(
      pdf('big.pdf', 1024 * 1024 + 1),
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      new File([], 'empty.pdf', { type: 'application/pdf' }),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('File big.pdf (1 MB) is larger than the maximum allowed size of 1 MB.');
    expect(alert).toHaveTextContent('File setup.exe is not a supported file type. Allowed file types: .pdf, image/*.');
    expect(alert).toHaveTextContent('File empty.pdf is empty.');
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByText('No files added yet.')).toBeInTheDocument();
  });

  it('takes only the first file unless multiple is set, and offers no second one', async () => {
    const { upload } = controlledUpload();
    renderList({ upload, multiple: false });
    pick(pdf('a.pdf'), pdf('b.pdf'));
    await act(async () => undefined);
    expect(screen.getByText('a.pdf')).toBeInTheDocument();
    expect(screen.queryByText('b.pdf')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add a file')).not.toBeVisible();
  });

  it('speaks Spanish: texts, announcements and refusals', async () => {
    const { upload, calls } = controlledUpload();
    renderList({ upload }, 'es');
    expect(screen.getByText('Tipos de archivo permitidos: .pdf, image/*. Archivo más grande: 1 MB.')).toBeInTheDocument();
    pick(pdf('a.pdf'), new File(['x'], 'notas.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El archivo notas.txt no es de un tipo admitido.');
    await act(async () => undefined);
    expect(within(row('a.pdf')).getByText('Subiendo…')).toBeInTheDocument();
    await act(async () => callAt(calls, 0).resolve('uploads-service:1'));
    expect(announced()).toHaveTextContent('a.pdf se subió.');
    expect(screen.getByRole('button', { name: 'Quitar a.pdf' })).toBeInTheDocument();
  });
});
