// A host page for the embedded widget's tests: the SDK's own exact-origin
// messenger and penpal on one side, the widget on the other, with the two
// windows simulated in the one jsdom window (jsdom's postMessage carries no
// origin, source or ports, so messages are dispatched as a browser would).
import { connect, type Connection } from 'penpal';
import { vi } from 'vitest';
import { createMessenger } from '../../../sdk/src/messenger';
import type { EmbedParams } from '../embed/params';
import type { HostMethods, WidgetMethods } from '../lib/protocol';

export const HOST_ORIGIN = 'http://127.0.0.1:8081';
export const WIDGET_ORIGIN = 'http://localhost:8080';
export const CHANNEL = 'payhub-test-channel';

function deliver(data: unknown, origin: string, source: unknown, ports: readonly unknown[]): void {
  const event = new Event('message');
  Object.defineProperties(event, {
    data: { value: structuredClone(data) },
    origin: { value: origin },
    source: { value: source },
    ports: { value: ports },
  });
  window.dispatchEvent(event);
}

function targetOf(options: unknown): string {
  return typeof options === 'string' ? options : ((options as { targetOrigin?: string } | undefined)?.targetOrigin ?? '/');
}

function transfersOf(options: unknown, transfer: unknown): unknown[] {
  if (Array.isArray(transfer)) return transfer;
  return ((options as { transfer?: unknown[] } | undefined)?.transfer ?? []) as unknown[];
}

/** The two fake windows: `parent` is what the widget talks to, `child` what the host talks to. */
export function fakeWindows(hostOrigin = HOST_ORIGIN) {
  /** Every target origin the widget posted to. */
  const widgetTargets: string[] = [];
  const child = {
    postMessage(data: unknown, options: unknown, transfer?: unknown) {
      if (targetOf(options) !== WIDGET_ORIGIN) return;
      setTimeout(() => deliver(data, hostOrigin, parent, transfersOf(options, transfer)));
    },
  };
  const parent = {
    postMessage(data: unknown, options: unknown, transfer?: unknown) {
      const target = targetOf(options);
      widgetTargets.push(target);
      // A browser drops a message whose target origin is not the parent document's.
      if (target !== hostOrigin) return;
      setTimeout(() => deliver(data, WIDGET_ORIGIN, child, transfersOf(options, transfer)));
    },
  };
  return { parent: parent as unknown as Window, child: child as unknown as Window, widgetTargets };
}

export type HostSpies = { [K in keyof HostMethods]: ReturnType<typeof vi.fn<HostMethods[K]>> };

/** The host side, as the SDK runs it: its messenger bound to the widget's origin. */
export function startHost(child: Window, channel = CHANNEL, jwt: string | null = null) {
  const methods: HostSpies = {
    getJWT: vi.fn<HostMethods['getJWT']>(async () => jwt),
    handleLogin: vi.fn<HostMethods['handleLogin']>(),
    routeChanged: vi.fn<HostMethods['routeChanged']>(),
    heightChanged: vi.fn<HostMethods['heightChanged']>(),
    paymentComplete: vi.fn<HostMethods['paymentComplete']>(),
  };
  const connection: Connection<{ [K in keyof WidgetMethods]: WidgetMethods[K] }> = connect({
    messenger: createMessenger(child, WIDGET_ORIGIN),
    methods,
    channel,
  });
  return { methods, widget: connection.promise, destroy: () => connection.destroy() };
}

/** The widget's URL parameters as the SDK writes them for the demo site. */
export function embedParams(overrides: Partial<EmbedParams> = {}): EmbedParams {
  return {
    client: 'sunshine',
    site: 'demo',
    route: 'checkout',
    language: 'en',
    theme: 'default',
    items: [],
    hideReceipt: false,
    parentOrigin: HOST_ORIGIN,
    channel: CHANNEL,
    ...overrides,
  };
}
