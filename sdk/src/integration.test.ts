// The SDK against a widget side running real penpal 7 (its stock WindowMessenger),
// with the two windows simulated: jsdom's postMessage carries no origin, source or ports.
import { WindowMessenger, connect, type Connection } from 'penpal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliver, targetOrigin, transfers } from '../test/messages';
import { embed } from './embed';
import type { AttachMessage, HostMethods, Language } from './protocol';
import type { PayHubWidget } from './types';

const WIDGET_ORIGIN = 'https://pay.example.gov';
const HOST_ORIGIN = location.origin;

const cleanup: Array<() => void> = [];
afterEach(() => {
  for (const run of cleanup.splice(0)) run();
  document.body.innerHTML = '';
});

/** Two fake windows that deliver to each other through the one jsdom window, as a browser would. */
function windows(widgetOrigin: string) {
  const hostTargets: string[] = [];
  const parent = {
    postMessage(data: unknown, options: unknown, transfer?: unknown) {
      setTimeout(() => deliver(data, widgetOrigin, child, transfers(options, transfer)));
    },
  };
  const child = {
    postMessage(data: unknown, options: unknown, transfer?: unknown) {
      const target = targetOrigin(options);
      hostTargets.push(target);
      // A browser drops a message whose target origin is not the document's.
      if (target !== '*' && target !== WIDGET_ORIGIN) return;
      setTimeout(() => deliver(data, HOST_ORIGIN, parent, transfers(options, transfer)));
    },
  };
  return { parent, child, hostTargets };
}

function startWidgetSide(parent: object, channel: string) {
  const attach = vi.fn((_message: AttachMessage) => Promise.resolve());
  const navigate = vi.fn((_route: string) => undefined);
  const setLanguage = vi.fn((_language: Language) => undefined);
  const connection: Connection<{ [K in keyof HostMethods]: HostMethods[K] }> = connect({
    messenger: new WindowMessenger({ remoteWindow: parent as Window, allowedOrigins: [HOST_ORIGIN] }),
    methods: { attach, navigate, setLanguage },
    channel,
  });
  cleanup.push(() => connection.destroy());
  return { attach, navigate, setLanguage, host: connection.promise };
}

function embedWith(child: object, timeoutMs = 10_000): PayHubWidget {
  document.body.innerHTML = '<div id="pay"></div>';
  vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue(child as Window);
  const widget = embed({
    container: '#pay',
    origin: WIDGET_ORIGIN,
    client: 'sunshine',
    site: 'demo',
    timeoutMs,
    getJWT: () => 'jwt-1',
  });
  cleanup.push(() => widget.destroy());
  return widget;
}

const channelOf = (widget: PayHubWidget) => new URL(widget.iframe.src).searchParams.get('channel') as string;

describe('the SDK with a real penpal widget', () => {
  it('attaches, resizes, hands over the JWT and navigates, posting only to the exact origin', async () => {
    const { parent, child, hostTargets } = windows(WIDGET_ORIGIN);
    const widget = embedWith(child);
    const side = startWidgetSide(parent, channelOf(widget));
    await widget.ready;
    expect(side.attach).toHaveBeenCalledWith(expect.objectContaining({ language: 'en' }));

    const host = await side.host;
    const heights: number[] = [];
    widget.on('heightChanged', (px) => heights.push(px));
    await host.heightChanged(900.5);
    expect(heights).toEqual([901]);
    expect(widget.iframe.style.height).toBe('901px');
    expect(await host.getJWT()).toBe('jwt-1');

    widget.navigate('property-tax');
    await vi.waitFor(() => expect(side.navigate).toHaveBeenCalledWith('property-tax'));

    expect(hostTargets.length).toBeGreaterThan(0);
    expect(new Set(hostTargets)).toEqual(new Set([WIDGET_ORIGIN]));
  });

  it('ignores a widget answering from another origin and times out with ATTACH_TIMEOUT', async () => {
    const { parent, child } = windows('https://evil.example');
    const widget = embedWith(child, 300);
    const side = startWidgetSide(parent, channelOf(widget));
    await expect(widget.ready).rejects.toMatchObject({ code: 'ATTACH_TIMEOUT' });
    expect(side.attach).not.toHaveBeenCalled();
  });

  it('does not connect to a widget on another channel', async () => {
    const { parent, child } = windows(WIDGET_ORIGIN);
    const widget = embedWith(child, 300);
    const side = startWidgetSide(parent, 'payhub-someone-else');
    await expect(widget.ready).rejects.toMatchObject({ code: 'ATTACH_TIMEOUT' });
    expect(side.attach).not.toHaveBeenCalled();
  });
});
