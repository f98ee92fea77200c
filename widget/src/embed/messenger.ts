// The widget's side of the penpal connection: penpal 7's WindowMessenger
// bound to the host page's exact origin, on the SDK's channel. Stock
// WindowMessenger posts its first handshake message (SYN) to '*' because it
// cannot know the other side's origin yet; the widget knows it, so SYN goes
// to parentOrigin like everything after it.
import { WindowMessenger, connect, type Connection, type Messenger } from 'penpal';
import type { HostMethods, WidgetMethods } from '../lib/protocol';

/** WindowMessenger, with the handshake's SYN posted to the exact origin too. */
export function exactOriginMessenger(parent: Window, parentOrigin: string): Messenger {
  const inner = new WindowMessenger({ remoteWindow: parent, allowedOrigins: [parentOrigin] });
  return {
    initialize: (options) => inner.initialize(options),
    sendMessage: (message, transferables) => {
      if (message.type === 'SYN') {
        parent.postMessage(message, { targetOrigin: parentOrigin, transfer: transferables ?? [] });
      } else {
        inner.sendMessage(message, transferables);
      }
    },
    addMessageHandler: (handler) => inner.addMessageHandler(handler),
    removeMessageHandler: (handler) => inner.removeMessageHandler(handler),
    destroy: () => inner.destroy(),
  };
}

export type HostConnection = Connection<{ [K in keyof HostMethods]: HostMethods[K] }>;

/** What the widget exposes; penpal wants an index signature, so the methods are spread into one. */
export type ExposedMethods = { [K in keyof WidgetMethods]: WidgetMethods[K] };

/** Connects to the host page; the promise resolves once the handshake is done. */
export function connectToHost(parent: Window, parentOrigin: string, channel: string, methods: ExposedMethods): HostConnection {
  return connect<{ [K in keyof HostMethods]: HostMethods[K] }>({
    messenger: exactOriginMessenger(parent, parentOrigin),
    methods,
    channel,
  });
}
