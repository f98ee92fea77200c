// The upload queue (UPL-02): files wait their turn, go up one at a time
// through the upload prop, and a failed attempt is tried again after the
// delays of CONST-35 until the 40th; a file the service refused is not tried
// again. Removing a file aborts its upload and cancels its retry. Every change
// of state is reported to `announce`, for the screen-reader announcements.
import { useCallback, useEffect, useRef, useState } from 'react';
import { mayRetry, uploadRetryDelay, UploadRefusedError } from './uploadRules';

/** Uploads one file; rejects when the attempt failed (UploadRefusedError: the service refused it). */
export type UploadFn = (file: File, signal: AbortSignal) => Promise<{ uploadId: string }>;

/** A file's state in the list (removed files leave the list but keep their state, so late answers are ignored). */
export type UploadStatus = 'queued' | 'uploading' | 'failed' | 'blocked' | 'done' | 'removed';

export interface UploadItem {
  key: string;
  file: File;
  status: UploadStatus;
  /** Attempts made so far. */
  attempts: number;
  /** While failed: the wait before the next attempt. */
  retryInMs?: number;
  /** When blocked by the service: its message. */
  refusal?: string;
  /** When done: the service's id of the upload. */
  uploadId?: string;
}

/** What a change of state tells the announcer. */
export type UploadEvent =
  | { kind: 'queued' | 'done' | 'blocked' | 'removed'; item: UploadItem }
  | { kind: 'failed'; item: UploadItem; retryInMs: number };

export function useUploadQueue(upload: UploadFn, announce: (event: UploadEvent) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef({ upload, announce });
  latest.current = { upload, announce };
  const current = useRef(items);
  current.current = items;
  const lastKey = useRef(0);

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (item: UploadItem) => {
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      const attempts = item.attempts + 1;
      patch(item.key, { status: 'uploading', attempts, retryInMs: undefined });
      latest.current.upload(item.file, controller.signal).then(
        ({ uploadId }) => {
          if (controller.signal.aborted) return;
          controllers.current.delete(item.key);
          const done = { ...item, attempts, status: 'done' as const, uploadId };
          patch(item.key, done);
          latest.current.announce({ kind: 'done', item: done });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          controllers.current.delete(item.key);
          if (error instanceof UploadRefusedError || !mayRetry(attempts)) {
            const refusal = error instanceof UploadRefusedError ? error.message : undefined;
            const blocked = { ...item, attempts, status: 'blocked' as const, refusal };
            patch(item.key, blocked);
            latest.current.announce({ kind: 'blocked', item: blocked });
            return;
          }
          const retryInMs = uploadRetryDelay(attempts + 1);
          const failed = { ...item, attempts, status: 'failed' as const, retryInMs };
          patch(item.key, failed);
          latest.current.announce({ kind: 'failed', item: failed, retryInMs });
          timers.current.set(
            item.key,
            setTimeout(() => {
              timers.current.delete(item.key);
              patch(item.key, { status: 'queued' });
            }, retryInMs),
          );
        },
      );
    },
    [patch],
  );

  // One file at a time, in the order they were added.
  useEffect(() => {
    if (items.some((item) => item.status === 'uploading')) return;
    const next = items.find((item) => item.status === 'queued');
    if (next) start(next);
  }, [items, start]);

  // Nothing keeps running once the list is gone.
  useEffect(() => {
    const pending = { timers: timers.current, controllers: controllers.current };
    return () => {
      pending.timers.forEach((timer) => clearTimeout(timer));
      pending.controllers.forEach((controller) => controller.abort());
    };
  }, []);

  const add = useCallback((files: File[]) => {
    const added = files.map((file): UploadItem => ({ key: `upload-${++lastKey.current}`, file, status: 'queued', attempts: 0 }));
    setItems((all) => [...all, ...added]);
    for (const item of added) latest.current.announce({ kind: 'queued', item });
  }, []);

  const stopWork = (key: string) => {
    clearTimeout(timers.current.get(key));
    timers.current.delete(key);
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
  };

  /** Sends a failed file now instead of at the end of its wait (still counted against CONST-35's limit). */
  const retryNow = useCallback((key: string) => {
    stopWork(key);
    patch(key, { status: 'queued', retryInMs: undefined });
  }, [patch]);

  /** UPL-02: takes a file off the list, stopping its upload or its retry. */
  const remove = useCallback(
    (key: string) => {
      const item = current.current.find((each) => each.key === key);
      if (!item || item.status === 'removed') return;
      stopWork(key);
      patch(key, { status: 'removed', retryInMs: undefined });
      latest.current.announce({ kind: 'removed', item: { ...item, status: 'removed' } });
    },
    [patch],
  );

  return { items, add, retryNow, remove };
}
