import type { PayHubEventMap, PayHubEventName, PayHubListener } from './types';

// Listeners are stored untyped; on() and emit() keep each event's arguments typed.
type AnyListener = (...args: unknown[]) => void;

/** A small typed event emitter; a throwing listener cannot stop the others. */
export class Emitter {
  private readonly listeners = new Map<PayHubEventName, Set<AnyListener>>();

  on<K extends PayHubEventName>(event: K, listener: PayHubListener<K>): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as AnyListener);
    return () => this.off(event, listener);
  }

  off<K extends PayHubEventName>(event: K, listener: PayHubListener<K>): void {
    this.listeners.get(event)?.delete(listener as AnyListener);
  }

  emit<K extends PayHubEventName>(event: K, ...args: PayHubEventMap[K]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        listener(...args);
      } catch (error) {
        // Reported as an uncaught error so the host sees it, without breaking the SDK.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}
