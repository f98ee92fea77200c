import { render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../lib/i18n';
import type { Language } from '../lib/types';
import { CHUNK_RETRIES, chunkErrorTag, importWithRetry, lazyWithRetry, retryDelay } from './lazyWithRetry';

/** An importer that fails `failures` times, then resolves with value. */
function flaky<T>(failures: number, value: T, error = new TypeError('Failed to fetch dynamically imported module')) {
  let calls = 0;
  const importer = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) {
      throw error;
    }
    return value;
  });
  return importer;
}

describe('importWithRetry', () => {
  it('ERR-50: a failed chunk import is retried with doubling waits until it loads', async () => {
    const waits: number[] = [];
    const importer = flaky(3, 'module');
    const result = await importWithRetry(importer, { wait: async (ms) => void waits.push(ms) });
    expect(result).toBe('module');
    expect(importer).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([250, 500, 1000]);
  });

  it('ERR-50: gives up after 5 retries and rejects with the last error', async () => {
    const importer = flaky(Number.POSITIVE_INFINITY, 'never');
    const failures: number[] = [];
    await expect(
      importWithRetry(importer, { wait: async () => undefined, onFailure: (_e, attempt) => failures.push(attempt) }),
    ).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(CHUNK_RETRIES).toBe(5);
    expect(importer).toHaveBeenCalledTimes(6);
    expect(failures).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('ERR-50: waits with real timers between attempts (backoff, not a busy loop)', async () => {
    vi.useFakeTimers();
    try {
      const importer = flaky(2, 'module');
      const done = importWithRetry(importer);
      await vi.advanceTimersByTimeAsync(0);
      expect(importer).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(retryDelay(1) - 1);
      expect(importer).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(importer).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(retryDelay(2));
      await expect(done).resolves.toBe('module');
      expect(importer).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ERR-51: a failed style chunk is tagged CSS_CHUNK_LOAD_FAILED, a script chunk is not', () => {
    expect(chunkErrorTag(new Error('Unable to preload CSS for /web/portal/assets/HomePage-1.css'))).toBe('CSS_CHUNK_LOAD_FAILED');
    expect(chunkErrorTag(new TypeError('Failed to fetch dynamically imported module: /assets/HomePage-1.js'))).toBe(
      'JS_CHUNK_LOAD_FAILED',
    );
  });
});

describe('lazyWithRetry', () => {
  function renderLazy(importer: () => Promise<{ Page: () => ReactElement }>, language: Language = 'en') {
    const Page = lazyWithRetry(importer, (m) => m.Page, { wait: async () => undefined });
    return render(
      <LocaleProvider language={language}>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </LocaleProvider>,
    );
  }

  it('ERR-50: renders the section once a retry loads it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderLazy(flaky(2, { Page: () => <h2>Loaded section</h2> }));
    expect(await screen.findByRole('heading', { name: 'Loaded section' })).toBeInTheDocument();
  });

  it('ERR-52 SHELL-35: after every attempt failed, the large red alert shows error.dynamicPageLoadError', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderLazy(flaky(Number.POSITIVE_INFINITY, { Page: () => <h2>never</h2> }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveClass('alert--danger');
    expect(alert).toHaveTextContent('This part of the page could not be loaded.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('ERR-52: the module-load-error display speaks Spanish', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderLazy(flaky(Number.POSITIVE_INFINITY, { Page: () => <h2>never</h2> }), 'es');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar esta parte de la página.');
    expect(screen.getByRole('button', { name: 'Volver a cargar la página' })).toBeInTheDocument();
  });

  it('preload fetches the chunk once, before the first render', async () => {
    const importer = flaky(0, { Page: () => <h2>Ready</h2> });
    const Page = lazyWithRetry(importer, (m) => m.Page);
    await Page.preload();
    await Page.preload();
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
