import type { Message } from 'penpal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliver } from '../test/messages';
import { createMessenger, type HostMessenger } from './messenger';

const ORIGIN = 'https://pay.example.gov';
const isPenpal = (data: unknown): data is Message =>
  typeof data === 'object' && data !== null && (data as { namespace?: unknown }).namespace === 'penpal';

const syn: Message = { namespace: 'penpal', channel: 'c', type: 'SYN', participantId: 'widget' };
const ack1: Message = { namespace: 'penpal', channel: 'c', type: 'ACK1', methodPaths: [] };
const ack2: Message = { namespace: 'penpal', channel: 'c', type: 'ACK2' };

let messenger: HostMessenger | undefined;
afterEach(() => messenger?.destroy());

function setUp() {
  const remote = { postMessage: vi.fn() };
  messenger = createMessenger(remote as unknown as Window, ORIGIN);
  const received: Message[] = [];
  messenger.initialize({ validateReceivedMessage: isPenpal });
  messenger.addMessageHandler((message) => received.push(message));
  return { remote, messenger, received };
}

describe('createMessenger', () => {
  it('posts every handshake message to the exact origin, never to *', () => {
    const { remote, messenger } = setUp();
    messenger.sendMessage(syn);
    messenger.sendMessage(ack1);
    messenger.sendMessage(ack2);
    expect(remote.postMessage).toHaveBeenCalledTimes(3);
    for (const call of remote.postMessage.mock.calls) expect(call[1]).toBe(ORIGIN);
    const transferred = remote.postMessage.mock.calls[2]?.[2] as unknown[];
    expect(transferred).toHaveLength(1);
    expect(transferred[0]).toBeInstanceOf(MessagePort);
  });

  it('accepts messages only from the iframe window at the exact origin', () => {
    const { remote, received } = setUp();
    deliver(syn, 'https://evil.example', remote);
    deliver(syn, 'https://pay.example.gov.evil.example', remote);
    deliver(syn, 'http://pay.example.gov', remote);
    deliver(syn, ORIGIN, { postMessage() {} });
    deliver(syn, ORIGIN, window);
    expect(received).toEqual([]);
    deliver(syn, ORIGIN, remote);
    expect(received).toEqual([syn]);
  });

  it('talks to one widget document: a handshake from another participant is not delivered and keeps the port', () => {
    const { remote, messenger, received } = setUp();
    const port = { postMessage: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn(), start: vi.fn(), close: vi.fn() };
    deliver(syn, ORIGIN, remote);
    deliver(ack2, ORIGIN, remote, [port]);
    deliver(syn, ORIGIN, remote);
    const reloaded: Message = { ...syn, participantId: 'reloaded-widget' };
    deliver(reloaded, ORIGIN, remote);
    expect(received).toEqual([syn, ack2, syn]);
    expect(port.close).not.toHaveBeenCalled();
    messenger.sendMessage({ namespace: 'penpal', channel: 'c', type: 'DESTROY' });
    expect(port.postMessage).toHaveBeenCalledTimes(1);
  });

  it('ignores data that is not a penpal message', () => {
    const { remote, received } = setUp();
    deliver({ type: 'SYN' }, ORIGIN, remote);
    deliver('SYN', ORIGIN, remote);
    expect(received).toEqual([]);
  });

  it('sends calls over the port received with ACK2 and refuses them before', () => {
    const { remote, messenger } = setUp();
    const call: Message = { namespace: 'penpal', channel: 'c', type: 'CALL', id: '1', methodPath: ['navigate'], args: ['checkout'] };
    expect(() => messenger.sendMessage(call)).toThrow();
    const port = { postMessage: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn(), start: vi.fn(), close: vi.fn() };
    deliver(ack2, ORIGIN, remote, [port]);
    messenger.sendMessage(call);
    expect(port.postMessage).toHaveBeenCalledWith(call, []);
    expect(remote.postMessage).not.toHaveBeenCalled();
  });

  it('sends nothing once muted', () => {
    const { remote, messenger } = setUp();
    messenger.mute();
    messenger.sendMessage(syn);
    messenger.sendMessage({ namespace: 'penpal', channel: 'c', type: 'DESTROY' });
    expect(remote.postMessage).not.toHaveBeenCalled();
  });

  it('stops listening when destroyed', () => {
    const { remote, messenger, received } = setUp();
    messenger.destroy();
    deliver(syn, ORIGIN, remote);
    expect(received).toEqual([]);
  });
});
