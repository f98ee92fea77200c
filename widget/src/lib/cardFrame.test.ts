// The parent side of the card-input frame protocol, with a fake host window
// and fake frame windows: exact origin and source checks, never '*'.
import { describe, expect, it, vi } from 'vitest';
import {
  connectCardFrame,
  exactOrigin,
  FRAME_SOURCE,
  isOnOrigin,
  PARENT_SOURCE,
  readFrameMessage,
  type FrameMessage,
  type FrameTarget,
  type MessageHost,
} from './cardFrame';

const WALLET = 'http://127.0.0.1:8091';

class FakeHost implements MessageHost {
  listeners = new Set<(event: MessageEvent) => void>();
  addEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
    this.listeners.delete(listener);
  }
  deliver(data: unknown, origin: string, source: unknown) {
    const event = { data, origin, source } as unknown as MessageEvent;
    this.listeners.forEach((listener) => listener(event));
  }
}

function fakeFrame() {
  return { postMessage: vi.fn<(message: unknown, targetOrigin: string) => void>() } satisfies FrameTarget;
}

function setUp() {
  const host = new FakeHost();
  const frame = fakeFrame();
  const received: FrameMessage[] = [];
  const bridge = connectCardFrame({ host, frame: () => frame, origin: WALLET, onMessage: (m) => received.push(m) });
  return { host, frame, received, bridge };
}

describe('card-input frame bridge', () => {
  it('WAL-20: passes on messages from the wallet origin and the frame window', () => {
    const { host, frame, received } = setUp();
    host.deliver({ source: FRAME_SOURCE, action: 'load' }, WALLET, frame);
    host.deliver({ source: FRAME_SOURCE, action: 'heightChanged', height: 412 }, WALLET, frame);
    expect(received).toEqual([{ action: 'load' }, { action: 'heightChanged', height: 412 }]);
  });

  it('ignores messages from any other origin, even from the frame window', () => {
    const { host, frame, received } = setUp();
    for (const origin of ['http://evil.example', 'http://127.0.0.1:8080', 'http://127.0.0.1:8091/', 'null', '*']) {
      host.deliver({ source: FRAME_SOURCE, action: 'load' }, origin, frame);
    }
    expect(received).toEqual([]);
  });

  it('ignores messages from the wallet origin sent by another window than the frame', () => {
    const { host, received } = setUp();
    host.deliver({ source: FRAME_SOURCE, action: 'load' }, WALLET, fakeFrame());
    host.deliver({ source: FRAME_SOURCE, action: 'load' }, WALLET, null);
    expect(received).toEqual([]);
  });

  it('ignores data that is not a card-input frame message', () => {
    const { host, frame, received } = setUp();
    host.deliver('load', WALLET, frame);
    host.deliver({ source: 'payhub-parent', action: 'load' }, WALLET, frame);
    host.deliver({ source: FRAME_SOURCE, action: 'heightChanged', height: 12.5 }, WALLET, frame);
    host.deliver({ source: FRAME_SOURCE, action: 'tokenized', tender: { type: 'paypal', token: 't' } }, WALLET, frame);
    expect(received).toEqual([]);
  });

  it('posts only to the exact wallet origin, never to "*", marked as the parent', () => {
    const { frame, bridge } = setUp();
    expect(bridge.post({ action: 'tokenize' })).toBe(true);
    expect(bridge.post({ action: 'setLanguage', language: 'es' })).toBe(true);
    expect(frame.postMessage.mock.calls).toEqual([
      [{ source: PARENT_SOURCE, action: 'tokenize' }, WALLET],
      [{ source: PARENT_SOURCE, action: 'setLanguage', language: 'es' }, WALLET],
    ]);
    expect(frame.postMessage.mock.calls.every(([, origin]) => origin !== '*')).toBe(true);
  });

  it('does not post when there is no frame window yet', () => {
    const host = new FakeHost();
    const bridge = connectCardFrame({ host, frame: () => null, origin: WALLET, onMessage: () => {} });
    expect(bridge.post({ action: 'clear' })).toBe(false);
  });

  it('refuses to connect to anything but an exact origin', () => {
    for (const origin of ['*', '', 'null', 'http://127.0.0.1:8091/card-input/', 'javascript:alert(1)']) {
      expect(() => connectCardFrame({ host: new FakeHost(), frame: () => null, origin, onMessage: () => {} })).toThrow();
    }
  });

  it('stops listening once disposed', () => {
    const { host, frame, received, bridge } = setUp();
    bridge.dispose();
    host.deliver({ source: FRAME_SOURCE, action: 'load' }, WALLET, frame);
    expect(received).toEqual([]);
    expect(host.listeners.size).toBe(0);
  });
});

describe('readFrameMessage', () => {
  it('reads a tokenized tender and keeps only the token, brand, digits, expiry and name', () => {
    const message = readFrameMessage({
      source: FRAME_SOURCE,
      action: 'tokenized',
      tender: { type: 'card', token: 'tndr_1', lastDigits: '4242', cardBrand: 'Visa', expiry: '12/30', userName: 'Ana', number: '4242424242424242' },
    });
    expect(message).toEqual({
      action: 'tokenized',
      tender: { type: 'card', token: 'tndr_1', lastDigits: '4242', cardBrand: 'Visa', expiry: '12/30', userName: 'Ana' },
    });
  });

  it('reads a state answer with its request number and completeness, and nothing malformed', () => {
    expect(readFrameMessage({ source: FRAME_SOURCE, action: 'state', id: 3, complete: false, fields: { number: 'x' } })).toEqual({
      action: 'state',
      id: 3,
      complete: false,
    });
    for (const bad of [{ id: '3', complete: true }, { id: 1.5, complete: true }, { id: 3, complete: 'yes' }, { complete: true }]) {
      expect(readFrameMessage({ source: FRAME_SOURCE, action: 'state', ...bad }), JSON.stringify(bad)).toBeNull();
    }
  });

  it('reads failures with their message and field errors', () => {
    expect(readFrameMessage({ source: FRAME_SOURCE, action: 'loadFailure', message: 'Expired' })).toEqual({
      action: 'loadFailure',
      message: 'Expired',
    });
    expect(
      readFrameMessage({ source: FRAME_SOURCE, action: 'tokenizeFailed', message: 'Bad', fields: { number: 'Wrong', x: 1 } }),
    ).toEqual({ action: 'tokenizeFailed', message: 'Bad', fields: { number: 'Wrong' } });
  });

  it('ERR-46, WAL-22: an unrecognised action is logged as an unrecognised iframe whisperer message', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readFrameMessage({ source: FRAME_SOURCE, action: 'selfDestruct' })).toBeNull();
    expect(warn).toHaveBeenCalledWith('Unrecognized iframe whisperer message', 'selfDestruct');
  });

  it('WAL-22: an unrecognised action from the frame itself is logged and never reaches the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { host, frame, received } = setUp();
    host.deliver({ source: FRAME_SOURCE, action: 'navigate', url: 'http://evil.example' }, WALLET, frame);
    expect(received).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Unrecognized iframe whisperer message', 'navigate');
  });
});

describe('origins', () => {
  it('accepts only exact http(s) origins', () => {
    expect(exactOrigin(WALLET)).toBe(WALLET);
    expect(exactOrigin('https://wallet.example')).toBe('https://wallet.example');
    expect(exactOrigin('https://wallet.example/')).toBeNull();
    expect(exactOrigin('HTTPS://wallet.example')).toBeNull();
    expect(exactOrigin('file:///x')).toBeNull();
  });

  it('checks that the frame address is on the wallet origin', () => {
    expect(isOnOrigin(`${WALLET}/card-input/?type=card`, WALLET)).toBe(true);
    expect(isOnOrigin('http://127.0.0.1:8092/card-input/', WALLET)).toBe(false);
    expect(isOnOrigin('not a url', WALLET)).toBe(false);
  });
});
