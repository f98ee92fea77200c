import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { embed } from './embed';
import { PayHubError } from './errors';
import type { AttachMessage, HostMethods, Language } from './protocol';
import type { EmbedOptions, PayHubWidget } from './types';
import { MAX_HEIGHT_PX, MIN_HEIGHT_PX } from './view';

interface FakeConnection {
  options: { messenger: { sendMessage(message: unknown): void; mute(): void }; methods: HostMethods; channel: string };
  open(widget: FakeWidget): void;
  destroy: ReturnType<typeof vi.fn>;
}

const penpal = vi.hoisted(() => ({ connections: [] as FakeConnection[] }));

vi.mock('penpal', () => ({
  connect(options: FakeConnection['options']) {
    let open!: (widget: FakeWidget) => void;
    const promise = new Promise<FakeWidget>((resolve) => (open = resolve));
    const connection: FakeConnection = { options, open, destroy: vi.fn() };
    penpal.connections.push(connection);
    return { promise, destroy: connection.destroy };
  },
}));

type FakeWidget = ReturnType<typeof fakeWidget>;
const fakeWidget = () => ({
  attach: vi.fn((_message: AttachMessage): Promise<void> => Promise.resolve()),
  navigate: vi.fn((_route: string): Promise<void> => Promise.resolve()),
  setLanguage: vi.fn((_language: Language): Promise<void> => Promise.resolve()),
});

const ORIGIN = 'https://pay.example.gov';
const base: EmbedOptions = { container: '#pay', origin: ORIGIN, client: 'sunshine', site: 'demo' };
const live: PayHubWidget[] = [];

function start(options: Partial<EmbedOptions> = {}): PayHubWidget {
  const widget = embed({ ...base, ...options });
  live.push(widget);
  return widget;
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
const last = () => penpal.connections[penpal.connections.length - 1] as FakeConnection;
const pay = () => document.querySelector('#pay') as HTMLElement;
const root = (container = pay()) => container.querySelector('[data-payhub-embed]') as HTMLElement;
const placeholder = () => pay().querySelector('[role=status]');

async function attach(remote = fakeWidget(), connection = last()) {
  connection.open(remote);
  await settle();
  return remote;
}

function failure(promise: Promise<unknown>): Promise<PayHubError> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: PayHubError) => error,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<div id="pay"></div><div id="other"></div>';
  penpal.connections.length = 0;
});

afterEach(() => {
  for (const widget of live.splice(0)) widget.destroy();
  vi.useRealTimers();
});

describe('the iframe', () => {
  it('has the contract URL, the default title and the required attributes', () => {
    const { iframe } = start({ items: ['tax/R100-001'], hideReceipt: true });
    const url = new URL(iframe.src);
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/web/widgets/current/sunshine/demo/checkout`);
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('theme')).toBe('default');
    expect(url.searchParams.get('items')).toBe('tax/R100-001');
    expect(url.searchParams.get('hideReceipt')).toBe('1');
    expect(url.searchParams.get('parentOrigin')).toBe(location.origin);
    expect(url.searchParams.get('channel')).toBe(last().options.channel);
    expect(iframe.title).toBe('PayHub payment');
    expect(iframe.getAttribute('allow')).toBe('payment');
    expect(iframe.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(iframe.getAttribute('loading')).toBe('eager');
    expect(iframe.hasAttribute('allowfullscreen')).toBe(false);
    expect(iframe.hasAttribute('style')).toBe(true);
  });

  it('takes its title from the option and accepts an Element as the container', () => {
    const { iframe } = start({ container: pay(), title: 'Pay your bill' });
    expect(iframe.title).toBe('Pay your bill');
    expect(pay().querySelectorAll('iframe')).toHaveLength(1);
  });

  it('throws CONTAINER_NOT_FOUND when the selector matches nothing, and INVALID_OPTIONS for a bad selector', () => {
    expect(() => start({ container: '#missing' })).toThrow(expect.objectContaining({ code: 'CONTAINER_NOT_FOUND' }));
    expect(() => start({ container: '##' })).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
    expect(() => start({ origin: '*' })).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
    expect(penpal.connections).toHaveLength(0);
  });
});

describe('the loading placeholder', () => {
  it('fills the iframe box with a localized status until ready, then goes', async () => {
    const widget = start({ language: 'es' });
    expect(root().dataset.payhubState).toBe('loading');
    expect(placeholder()?.textContent).toBe('Cargando el pago…');
    expect(widget.iframe.style.height).toBe(`${MIN_HEIGHT_PX}px`);
    expect(widget.iframe.style.visibility).toBe('hidden');
    await attach();
    expect(root().dataset.payhubState).toBe('ready');
    expect(placeholder()).toBeNull();
    expect(widget.iframe.style.visibility).toBe('');
  });

  it('speaks English by default and follows setLanguage', () => {
    const widget = start();
    expect(placeholder()?.textContent).toBe('Loading payment…');
    widget.setLanguage('es');
    expect(placeholder()?.textContent).toBe('Cargando el pago…');
  });

  it('adds a style element only when given a CSP nonce, and carries the nonce', () => {
    start();
    expect(document.querySelector('style')).toBeNull();
    live.pop()?.destroy();
    start({ cspNonce: 'n0nce' });
    expect(document.querySelector('style')?.getAttribute('nonce')).toBe('n0nce');
  });
});

describe('the connection', () => {
  it('is bound to the exact origin and a channel unique to each embed', () => {
    const first = start();
    const second = start({ container: '#other' });
    const [a, b] = penpal.connections as [FakeConnection, FakeConnection];
    expect(a.options.channel).not.toBe(b.options.channel);
    expect(new URL(second.iframe.src).searchParams.get('channel')).toBe(b.options.channel);
    const post = vi.spyOn(first.iframe.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);
    a.options.messenger.sendMessage({ namespace: 'penpal', channel: a.options.channel, type: 'SYN', participantId: 'p' });
    expect(post).toHaveBeenCalledWith(expect.objectContaining({ type: 'SYN' }), ORIGIN);
  });

  it('resolves ready after the widget accepts attach, with the host data', async () => {
    const onReady = vi.fn();
    const widget = start({ onReady, googleAnalytics: { tagId: 'G-1' }, tcbServiceUrl: 'https://tcb.example' });
    const remote = await attach();
    await expect(widget.ready).resolves.toBeUndefined();
    expect(remote.attach).toHaveBeenCalledWith({
      language: 'en',
      rootTaxSysIframeUrl: location.origin + location.pathname,
      googleAnalytics: { tagId: 'G-1' },
      tcbServiceUrl: 'https://tcb.example',
    });
    expect(onReady).toHaveBeenCalledOnce();
  });

  it('rejects ready with ATTACH_TIMEOUT and emits error when attach does not arrive within timeoutMs', async () => {
    const onError = vi.fn();
    const widget = start({ timeoutMs: 5000, onError });
    const rejected = failure(widget.ready);
    await vi.advanceTimersByTimeAsync(4999);
    expect(onError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await rejected;
    expect(error).toBeInstanceOf(PayHubError);
    expect(error.code).toBe('ATTACH_TIMEOUT');
    expect(onError).toHaveBeenCalledWith(error);
    expect(root().dataset.payhubState).toBe('error');
    expect(placeholder()?.textContent).toBe('The payment form could not be loaded.');
    expect(last().destroy).toHaveBeenCalled();
  });

  it('waits ATTACH_TIMEOUT_MS (30 s) by default, counting the attach call itself', async () => {
    const widget = start();
    const rejected = failure(widget.ready);
    const remote = fakeWidget();
    remote.attach.mockReturnValue(new Promise(() => undefined));
    await attach(remote);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(root().dataset.payhubState).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect((await rejected).code).toBe('ATTACH_TIMEOUT');
  });

  it('reports the widget refusing the host origin as ORIGIN_REJECTED, other refusals as ATTACH_FAILED', async () => {
    const refused = fakeWidget();
    refused.attach.mockRejectedValue({ code: 'ORIGIN_REJECTED', message: 'Not allowed here' });
    const first = start();
    await attach(refused);
    expect(await failure(first.ready)).toMatchObject({ code: 'ORIGIN_REJECTED', message: 'Not allowed here' });

    const broken = fakeWidget();
    broken.attach.mockRejectedValue(new Error('boom'));
    const second = start({ container: '#other' });
    await attach(broken);
    expect((await failure(second.ready)).code).toBe('ATTACH_FAILED');
  });
});

describe('height', () => {
  it('sets the iframe height from the widget reports, rounded up and clamped, then calls onHeightChanged', async () => {
    const onHeightChanged = vi.fn();
    const widget = start({ onHeightChanged });
    await attach();
    const { heightChanged } = last().options.methods;
    heightChanged(612.2);
    expect(widget.iframe.style.height).toBe('613px');
    expect(widget.iframe.height).toBe('613');
    heightChanged(1e9);
    expect(widget.iframe.style.height).toBe(`${MAX_HEIGHT_PX}px`);
    heightChanged(-20);
    expect(widget.iframe.style.height).toBe('0px');
    expect(onHeightChanged.mock.calls).toEqual([[613], [MAX_HEIGHT_PX], [0]]);
  });

  it('ignores reports that are not finite numbers', async () => {
    const onHeightChanged = vi.fn();
    const widget = start({ onHeightChanged });
    await attach();
    const { heightChanged } = last().options.methods;
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '700', null]) heightChanged(bad as number);
    expect(widget.iframe.style.height).toBe(`${MIN_HEIGHT_PX}px`);
    expect(onHeightChanged).not.toHaveBeenCalled();
  });

  it('keeps the placeholder box until ready and then applies the last report', async () => {
    const widget = start();
    last().options.methods.heightChanged(300);
    last().options.methods.heightChanged(900);
    expect(widget.iframe.style.height).toBe(`${MIN_HEIGHT_PX}px`);
    await attach();
    expect(widget.iframe.style.height).toBe('900px');
  });
});

describe('host methods and events', () => {
  it('getJWT returns the host token, null for a guest, and null with GET_JWT_FAILED when it throws', async () => {
    let token: () => Promise<string | null> = () => Promise.resolve('jwt-1');
    const errors: PayHubError[] = [];
    start({ getJWT: () => token(), onError: (error) => errors.push(error) });
    const { getJWT } = last().options.methods;
    expect(await getJWT()).toBe('jwt-1');
    token = () => Promise.resolve(null);
    expect(await getJWT()).toBeNull();
    token = () => Promise.reject(new Error('session expired'));
    expect(await getJWT()).toBeNull();
    expect(errors.map((error) => error.code)).toEqual(['GET_JWT_FAILED']);
  });

  it('getJWT gives null when the host has no getJWT', async () => {
    start();
    expect(await last().options.methods.getJWT()).toBeNull();
  });

  it('turns handleLogin, routeChanged and paymentComplete into login, navigate and paymentComplete', () => {
    const onLogin = vi.fn();
    const onNavigate = vi.fn();
    const onPaymentComplete = vi.fn();
    start({ onLogin, onNavigate, onPaymentComplete });
    const { methods } = last().options;
    methods.handleLogin();
    methods.routeChanged('property-tax');
    const payment = { confirmationNumber: 'C-1', total: '1234.56', items: [] };
    methods.paymentComplete(payment);
    methods.paymentComplete({} as never);
    expect(onLogin).toHaveBeenCalledOnce();
    expect(onNavigate).toHaveBeenCalledWith('property-tax');
    expect(onPaymentComplete.mock.calls).toEqual([[payment]]);
  });

  it('on returns an unsubscribe function and off removes a listener', () => {
    const widget = start();
    const a = vi.fn();
    const b = vi.fn();
    const unsubscribe = widget.on('navigate', a);
    widget.on('navigate', b);
    last().options.methods.routeChanged('checkout');
    unsubscribe();
    widget.off('navigate', b);
    last().options.methods.routeChanged('utilities');
    expect(a.mock.calls).toEqual([['checkout']]);
    expect(b.mock.calls).toEqual([['checkout']]);
  });
});

describe('navigate and setLanguage', () => {
  it('are queued until ready: the language rides on attach, the route follows it', async () => {
    const widget = start();
    widget.navigate('property-tax');
    widget.setLanguage('es');
    const remote = await attach();
    expect(remote.attach).toHaveBeenCalledWith(expect.objectContaining({ language: 'es' }));
    expect(remote.navigate).toHaveBeenCalledWith('property-tax');
    expect(remote.setLanguage).not.toHaveBeenCalled();
  });

  it('call the widget once ready, and report a failed call as CALL_FAILED', async () => {
    const onError = vi.fn();
    const widget = start({ onError });
    const remote = await attach();
    widget.navigate('utilities');
    widget.setLanguage('es');
    expect(remote.navigate).toHaveBeenCalledWith('utilities');
    expect(remote.setLanguage).toHaveBeenCalledWith('es');
    remote.navigate.mockRejectedValueOnce(new Error('gone'));
    widget.navigate('checkout');
    await settle();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'CALL_FAILED' }));
  });

  it('reject bad arguments with INVALID_OPTIONS', () => {
    const widget = start();
    expect(() => widget.navigate('https://evil.example')).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
    expect(() => widget.setLanguage('fr' as Language)).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
  });
});

describe('destroy', () => {
  it('is idempotent and leaves no nodes, timers or connection; a pending ready rejects with DESTROYED', async () => {
    const widget = start({ cspNonce: 'n' });
    const connection = last();
    const rejected = failure(widget.ready);
    expect(vi.getTimerCount()).toBe(1);
    widget.destroy();
    widget.destroy();
    expect(pay().childNodes).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(connection.destroy).toHaveBeenCalledOnce();
    expect((await rejected).code).toBe('DESTROYED');
  });

  it('makes navigate and setLanguage throw DESTROYED, and on/off no-ops', () => {
    const widget = start();
    widget.destroy();
    expect(() => widget.navigate('checkout')).toThrow(expect.objectContaining({ code: 'DESTROYED' }));
    expect(() => widget.setLanguage('es')).toThrow(expect.objectContaining({ code: 'DESTROYED' }));
    const listener = vi.fn();
    widget.on('navigate', listener)();
    widget.off('navigate', listener);
    last().options.methods.routeChanged('checkout');
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps ready resolved after it was ready, and sends no more events', async () => {
    const onHeightChanged = vi.fn();
    const widget = start({ onHeightChanged });
    await attach();
    widget.destroy();
    await expect(widget.ready).resolves.toBeUndefined();
    last().options.methods.heightChanged(700);
    expect(onHeightChanged).not.toHaveBeenCalled();
  });

  it('supports a StrictMode double mount: embed, destroy, embed leaves exactly one working iframe', async () => {
    const first = start();
    first.destroy();
    const second = start();
    expect(pay().querySelectorAll('iframe')).toHaveLength(1);
    expect(pay().querySelectorAll('[data-payhub-embed]')).toHaveLength(1);
    await attach();
    await expect(second.ready).resolves.toBeUndefined();
    expect(pay().querySelector('iframe')).toBe(second.iframe);
  });

  it('replaces an earlier embed in the same container', async () => {
    const first = start();
    const rejected = failure(first.ready);
    start();
    expect(pay().querySelectorAll('iframe')).toHaveLength(1);
    expect((await rejected).code).toBe('DESTROYED');
  });
});

describe('several widgets on one page', () => {
  it('are independent: own connection, own height, own destroy', async () => {
    const a = start();
    const connectionA = last();
    const b = start({ container: '#other' });
    const connectionB = last();
    await attach(fakeWidget(), connectionA);
    await attach(fakeWidget(), connectionB);
    connectionA.options.methods.heightChanged(700);
    expect(a.iframe.style.height).toBe('700px');
    expect(b.iframe.style.height).toBe(`${MIN_HEIGHT_PX}px`);
    a.destroy();
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(connectionB.destroy).not.toHaveBeenCalled();
  });
});

describe('reconnection', () => {
  const reload = (iframe: HTMLIFrameElement) => iframe.dispatchEvent(new Event('load'));

  it('after a reload: disconnected, attach again with the current language, reconnected', async () => {
    const seen: string[] = [];
    const widget = start({
      onDisconnected: () => seen.push('disconnected'),
      onReconnected: () => seen.push('reconnected'),
      onReady: () => seen.push('ready'),
    });
    reload(widget.iframe); // the first document's own load event
    const firstConnection = last();
    await attach();
    widget.setLanguage('es');
    const post = vi.spyOn(widget.iframe.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);

    reload(widget.iframe);
    expect(seen).toEqual(['ready', 'disconnected']);
    // The stale connection is muted before it is destroyed, so its goodbye cannot reach the new document.
    firstConnection.options.messenger.sendMessage({ namespace: 'penpal', channel: 'c', type: 'SYN', participantId: 'p' });
    expect(post).not.toHaveBeenCalled();
    expect(firstConnection.destroy).toHaveBeenCalled();
    expect(penpal.connections).toHaveLength(2);
    expect(last().options.channel).toBe(firstConnection.options.channel);

    const remote = await attach();
    expect(remote.attach).toHaveBeenCalledWith(expect.objectContaining({ language: 'es' }));
    expect(seen).toEqual(['ready', 'disconnected', 'reconnected']);
    expect(root().dataset.payhubState).toBe('ready');
    widget.navigate('utilities');
    expect(remote.navigate).toHaveBeenCalledWith('utilities');
  });

  it('restarts the handshake without disconnected when the iframe reloads before ready', async () => {
    const onDisconnected = vi.fn();
    const widget = start({ onDisconnected });
    reload(widget.iframe);
    reload(widget.iframe);
    expect(penpal.connections).toHaveLength(2);
    expect(penpal.connections[0]?.destroy).toHaveBeenCalled();
    await attach();
    await expect(widget.ready).resolves.toBeUndefined();
    expect(onDisconnected).not.toHaveBeenCalled();
  });

  it('reports ATTACH_TIMEOUT when the reloaded widget does not attach in time', async () => {
    const onError = vi.fn();
    const widget = start({ timeoutMs: 1000, onError });
    reload(widget.iframe);
    await attach();
    reload(widget.iframe);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'ATTACH_TIMEOUT' }));
    expect(root().dataset.payhubState).toBe('error');
    await expect(widget.ready).resolves.toBeUndefined();
  });
});
