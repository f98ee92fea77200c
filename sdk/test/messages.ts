/** Helpers for the SDK's tests: window messages as a browser delivers them. */

/** Dispatches a window message event as a browser would, with the source, origin and ports jsdom leaves out. */
export function deliver(data: unknown, origin: string, source: unknown, ports: readonly unknown[] = []): void {
  const event = new Event('message');
  Object.defineProperties(event, {
    data: { value: structuredClone(data) },
    origin: { value: origin },
    source: { value: source },
    ports: { value: ports },
  });
  window.dispatchEvent(event);
}

/** The target origin of a postMessage call in either of its two forms. */
export function targetOrigin(options: unknown): string {
  return typeof options === 'string' ? options : ((options as { targetOrigin?: string } | undefined)?.targetOrigin ?? '/');
}

/** The transferables of a postMessage call in either of its two forms. */
export function transfers(options: unknown, transfer: unknown): unknown[] {
  if (Array.isArray(transfer)) return transfer;
  return ((options as { transfer?: unknown[] } | undefined)?.transfer ?? []) as unknown[];
}
