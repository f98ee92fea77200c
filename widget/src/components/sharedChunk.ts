// One chunk that several lazy components pick from (a feature's optional
// parts shown in different places of a page): the chunk is fetched, and
// retried with backoff, once for all of them, so a failing chunk is
// reported once per attempt and every part falls back to the
// module-load-error display at the same moment (ERR-52, ERR-92), instead
// of each part running its own retries of the same file.
import type { ComponentType } from 'react';
import { importWithRetry, lazyWithRetry, report, type RetryingLazy, type RetryOptions } from './lazyWithRetry';

/** A maker of lazy components from one chunk, and the chunk's one load. */
export interface SharedChunk<M> {
  <P extends object>(pick: (module: M) => ComponentType<P>): RetryingLazy<P>;
  /** Loads the chunk (once, retried): a page that must act when it cannot load awaits it. */
  load: () => Promise<M>;
}

/** Returns a maker of lazy components that all come from importer's chunk. */
export function sharedChunk<M>(importer: () => Promise<M>, options: RetryOptions = {}): SharedChunk<M> {
  let loading: Promise<M> | undefined;
  const load = () => (loading ??= importWithRetry(importer, { onFailure: report, ...options }));
  // The shared load has retried already: each part takes its outcome as it is.
  const part = <P extends object>(pick: (module: M) => ComponentType<P>) =>
    lazyWithRetry(load, pick, { retries: 0, onFailure: () => undefined });
  return Object.assign(part, { load });
}
