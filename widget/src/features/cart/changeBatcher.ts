// Batching of payable change events (spec 000 §4; PAYCHG-01..04): events
// are de-duplicated by id, gathered for CHANGE_BATCH_MS after the first one
// arrives, then applied together. Applying runs an optimistic step that
// returns its undo, then the commit; a failed commit undoes the step and
// reports the error.
import type { PayableChangeEvent } from '../../lib/payableChanges';

/** Spec 000 §9: payable-change batching 500 ms. */
export const CHANGE_BATCH_MS = 500;

export interface BatchHandlers {
  /** The optimistic part of applying a batch; returns how to undo it. */
  prepare: (batch: PayableChangeEvent[]) => () => void;
  /** The calls that make the batch real. */
  commit: (batch: PayableChangeEvent[]) => Promise<void>;
  /** The batch is applied. */
  applied: (batch: PayableChangeEvent[]) => void;
  /** Applying failed and was undone. */
  failed: (batch: PayableChangeEvent[]) => void;
  /** True while a batch is being applied (the blocking modal shows). */
  busy: (busy: boolean) => void;
}

export class ChangeBatcher {
  private readonly seen = new Set<string>();
  private queue: PayableChangeEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly handlers: BatchHandlers,
    private readonly delayMs: number = CHANGE_BATCH_MS,
  ) {}

  /** Queues the events not seen before; the first one starts the batch's clock. */
  push(events: readonly PayableChangeEvent[]): void {
    for (const event of events) {
      if (!this.seen.has(event.id)) {
        this.seen.add(event.id);
        this.queue.push(event);
      }
    }
    if (this.queue.length > 0 && this.timer === null && !this.stopped) {
      this.timer = setTimeout(() => void this.flush(), this.delayMs);
    }
  }

  /** Applies the queued events now. */
  async flush(): Promise<void> {
    this.timer = null;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0 || this.stopped) {
      return;
    }
    this.handlers.busy(true);
    const undo = this.handlers.prepare(batch);
    try {
      await this.handlers.commit(batch);
      this.handlers.applied(batch);
    } catch {
      undo();
      this.handlers.failed(batch);
    } finally {
      this.handlers.busy(false);
    }
  }

  /** Stops the clock; nothing more is applied. */
  stop(): void {
    this.stopped = true;
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
  }
}
