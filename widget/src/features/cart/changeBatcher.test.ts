import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayableChangeEvent } from '../../lib/payableChanges';
import { CHANGE_BATCH_MS, ChangeBatcher, type BatchHandlers } from './changeBatcher';

const event = (id: string, automatic = false): PayableChangeEvent => ({ id, itemId: `item-${id}`, automatic });

function handlers(commit: BatchHandlers['commit'] = async () => undefined) {
  const log: string[] = [];
  const h: BatchHandlers = {
    prepare: (batch) => {
      log.push(`prepare ${batch.map((e) => e.id).join(',')}`);
      return () => log.push('undo');
    },
    commit: async (batch) => {
      log.push(`commit ${batch.map((e) => e.id).join(',')}`);
      await commit(batch);
    },
    applied: (batch) => log.push(`applied ${batch.map((e) => e.id).join(',')}`),
    failed: () => log.push('failed'),
    busy: (busy) => log.push(busy ? 'busy' : 'idle'),
  };
  return { h, log };
}

describe('ChangeBatcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('PAYCHG-02: applies the events 500 ms after the first arrives, together', async () => {
    const { h, log } = handlers();
    const batcher = new ChangeBatcher(h);
    batcher.push([event('a')]);
    await vi.advanceTimersByTimeAsync(CHANGE_BATCH_MS - 100);
    batcher.push([event('b')]);
    await vi.advanceTimersByTimeAsync(99);
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['busy', 'prepare a,b', 'commit a,b', 'applied a,b', 'idle']);
  });

  it('PAYCHG-01: an event id seen before is applied once', async () => {
    const { h, log } = handlers();
    const batcher = new ChangeBatcher(h);
    batcher.push([event('a'), event('a')]);
    await vi.advanceTimersByTimeAsync(CHANGE_BATCH_MS);
    batcher.push([event('a')]);
    await vi.advanceTimersByTimeAsync(CHANGE_BATCH_MS * 2);
    expect(log.filter((line) => line.startsWith('applied'))).toEqual(['applied a']);
  });

  it('PAYCHG-03: is busy (the blocking modal) only while a batch is applied', async () => {
    let release: () => void = () => undefined;
    const { h, log } = handlers(() => new Promise<void>((resolve) => (release = resolve)));
    const batcher = new ChangeBatcher(h);
    batcher.push([event('a')]);
    await vi.advanceTimersByTimeAsync(CHANGE_BATCH_MS);
    expect(log.at(-1)).toBe('commit a');
    expect(log).toContain('busy');
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(log.at(-1)).toBe('idle');
  });

  it('PAYCHG-04: a failed batch is undone and reported', async () => {
    const { h, log } = handlers(() => Promise.reject(new Error('500')));
    const batcher = new ChangeBatcher(h);
    batcher.push([event('a', true)]);
    await vi.advanceTimersByTimeAsync(CHANGE_BATCH_MS);
    expect(log).toEqual(['busy', 'prepare a', 'commit a', 'undo', 'failed', 'idle']);
  });

  it('applies nothing once stopped', async () => {
    const { h, log } = handlers();
    const batcher = new ChangeBatcher(h);
    batcher.push([event('a')]);
    batcher.stop();
    await vi.advanceTimersByTimeAsync(CHANGE_BATCH_MS * 2);
    expect(log).toEqual([]);
  });
});
