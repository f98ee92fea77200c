// Passing lazyWithRetry's waits in a test that fakes setTimeout with
// shouldAdvanceTime: the fake clock also runs with real time, so on a busy
// machine a wait may pass on its own before the test sees the attempt that
// started it. The helper therefore waits for at least each attempt, and moves
// the clock on only for a wait that is still pending.
import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { CHUNK_RETRIES, retryDelay } from '../components/lazyWithRetry';

/** A console.warn spy. */
export interface WarnSpy {
  mock: { calls: unknown[][] };
}

/** The failed attempts at loading a section that lazyWithRetry reported. */
export function failedAttempts(warn: WarnSpy): number {
  return warn.mock.calls.filter(([message]) => String(message).includes('section load failed')).length;
}

/** Lets every retry of a failing section happen without waiting its backoff in real time. */
export async function passRetryWaits(warn: WarnSpy): Promise<void> {
  for (let attempt = 1; attempt <= CHUNK_RETRIES; attempt++) {
    await waitFor(() => expect(failedAttempts(warn)).toBeGreaterThanOrEqual(attempt));
    if (failedAttempts(warn) === attempt) {
      await vi.advanceTimersByTimeAsync(retryDelay(attempt));
    }
  }
}
