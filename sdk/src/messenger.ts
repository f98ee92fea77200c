import type { Message, MessageHandler, Messenger } from 'penpal';

/** A penpal Messenger that can also be silenced before it is destroyed. */
export interface HostMessenger extends Messenger {
  /** Drops every later outgoing message, so destroying a stale connection cannot reach a reloaded widget. */
  mute(): void;
}

/**
 * A penpal Messenger for the widget's iframe, bound to one exact origin both
 * ways: it accepts window messages only from `remoteWindow` at `origin`, and
 * posts every handshake message to `origin` (penpal's own WindowMessenger
 * posts its first one to '*'). After the handshake, calls travel over a
 * private MessagePort. It speaks the same wire protocol as penpal 7's
 * WindowMessenger, which the widget uses with allowedOrigins: [parentOrigin].
 * Each messenger serves one widget document (the first to send SYN); the SDK
 * opens a new connection for a reloaded one, on the iframe's load event.
 */
export function createMessenger(remoteWindow: Window, origin: string): HostMessenger {
  const handlers = new Set<MessageHandler>();
  let valid: (data: unknown) => data is Message = (_data): _data is Message => false;
  let port: MessagePort | undefined;
  let muted = false;
  let peer: string | undefined;

  const deliver = (data: unknown) => {
    if (valid(data)) for (const handler of [...handlers]) handler(data);
  };
  const fromPort = (event: MessageEvent) => deliver(event.data);
  const closePort = () => {
    port?.removeEventListener('message', fromPort);
    port?.close();
    port = undefined;
  };
  const openPort = (next: MessagePort) => {
    closePort();
    port = next;
    next.addEventListener('message', fromPort);
    next.start();
  };
  const fromWindow = (event: MessageEvent) => {
    const { data, ports } = event;
    if (event.source !== remoteWindow || event.origin !== origin || !valid(data)) return;
    // One connection, one widget document: a handshake from another participant is a reloaded
    // document, which the SDK's next connection answers. Answered here as well, it would cross
    // that connection's handshake and strand its calls on a port the widget has already closed.
    if (data.type === 'SYN' && (peer ??= data.participantId) !== data.participantId) return;
    if (data.type === 'ACK2') {
      if (!ports[0]) return;
      openPort(ports[0]);
    }
    deliver(data);
  };

  return {
    initialize({ validateReceivedMessage }) {
      valid = validateReceivedMessage;
      window.addEventListener('message', fromWindow);
    },
    sendMessage(message, transferables) {
      if (muted) return;
      if (message.type === 'ACK2') {
        const channel = new MessageChannel();
        openPort(channel.port1);
        remoteWindow.postMessage(message, origin, [channel.port2]);
      } else if (message.type === 'SYN' || message.type === 'ACK1') {
        remoteWindow.postMessage(message, origin);
      } else if (port) {
        port.postMessage(message, transferables ?? []);
      } else {
        throw new Error('The PayHub widget is not connected.');
      }
    },
    addMessageHandler: (handler) => void handlers.add(handler),
    removeMessageHandler: (handler) => void handlers.delete(handler),
    destroy() {
      window.removeEventListener('message', fromWindow);
      closePort();
      handlers.clear();
    },
    mute: () => void (muted = true),
  };
}
