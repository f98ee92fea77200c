// Lazy sections (spec 000 §7 "Lazy-loaded sections", §8 "Failed dynamic
// section load"): a failed chunk import is retried up to 5 times with
// backoff; after that the section shows the module-load-error display
// instead of breaking the page. Browsers that follow whatwg/html#10327 fetch
// a failed module again on the next import(); older ones answer a retry from
// their module map at once, so the display then shows sooner.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ModuleLoadError } from './ui/ModuleLoadError';

/** Retries after the first failed import (spec 000 §8: up to 5 times). */
export const CHUNK_RETRIES = 5;

/** The first retry waits this long; each later one waits twice as long as the one before. */
export const CHUNK_RETRY_BASE_MS = 250;

/** Error-reporting tags of a failed section load (ERR-51 for style chunks). */
export type ChunkErrorTag = 'CSS_CHUNK_LOAD_FAILED' | 'JS_CHUNK_LOAD_FAILED';

/** Vite's chunk preloading says "Unable to preload CSS for ..." when a style chunk fails. */
export function chunkErrorTag(error: unknown): ChunkErrorTag {
  const message = error instanceof Error ? error.message : String(error);
  return /preload CSS|\.css\b/i.test(message) ? 'CSS_CHUNK_LOAD_FAILED' : 'JS_CHUNK_LOAD_FAILED';
}

export interface RetryOptions {
  retries?: number;
  baseDelayMs?: number;
  /** Waits between attempts; tests pass fake timers through the default. */
  wait?: (ms: number) => Promise<void>;
  /** Hears every failed attempt with its tag (error reporting). */
  onFailure?: (error: unknown, attempt: number, tag: ChunkErrorTag) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The wait before retry n (1-based): base, 2×base, 4×base, ... */
export function retryDelay(retry: number, baseDelayMs = CHUNK_RETRY_BASE_MS): number {
  return baseDelayMs * 2 ** (retry - 1);
}

/** Calls importer until it resolves, at most 1 + retries times; rejects with the last error. */
export async function importWithRetry<T>(importer: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { retries = CHUNK_RETRIES, baseDelayMs = CHUNK_RETRY_BASE_MS, wait = sleep, onFailure } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await importer();
    } catch (error) {
      onFailure?.(error, attempt, chunkErrorTag(error));
      if (attempt >= retries) {
        throw error;
      }
      await wait(retryDelay(attempt + 1, baseDelayMs));
    }
  }
}

/** Reports a failed attempt at loading a section (the default onFailure). */
export function report(error: unknown, attempt: number, tag: ChunkErrorTag) {
  console.warn(`[${tag}] section load failed (attempt ${attempt + 1})`, error);
}

/** A lazy component that can also be fetched ahead of its first render. */
export type RetryingLazy<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<void> };

/**
 * React.lazy over importWithRetry: importer loads the chunk, pick names the
 * component in it. When every attempt failed, the component renders the
 * module-load-error display, so no error boundary is needed.
 */
export function lazyWithRetry<M, P extends object>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  options: RetryOptions = {},
): RetryingLazy<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fallback: ComponentType<P> = () => <ModuleLoadError />;
  const load = () => {
    loading ??= importWithRetry(importer, { onFailure: report, ...options }).then(
      (module) => ({ default: pick(module) }),
      () => ({ default: fallback }),
    );
    return loading;
  };
  const component = lazy(load) as RetryingLazy<P>;
  component.preload = () => load().then(() => undefined);
  return component;
}
