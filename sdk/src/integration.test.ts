// The SDK against a widget side running real penpal 7 (its stock WindowMessenger),
// with the two windows simulated: jsdom's postMessage carries no origin, source or ports.
import { WindowMessenger, connect, type Connection } from 'penpal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliver, targetOrigin, transfers } from '../test/messages';
import { embed } from './embed';
import type { AttachMessage, HostMethods, Language } from './protocol';
import type { PayHubWidget } from './types';

/** Participant ids penpal takes next (crypto.randomUUID is bound when penpal loads); random when empty. */
const participantIds = vi.hoisted(() => {
  const queued: string[] = [];
  const random = crypto.randomUUID.bind(crypto);
  crypto.randomUUID = () => (queued.shift() ?? random()) as ReturnType<Crypto['randomUUID']>;
  return queued;
});

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

  describe('a reloaded widget document', () => {
    /**
     * The widget's documents behind one iframe window, with every message held
     * in one queue so a test chooses when each arrives.
     */
    function reloadingWindows() {
      const queue: Array<() => void> = [];
      const documents: Array<{ parent: object; gone: boolean }> = [];
      const current = () => documents[documents.length - 1];
      const child = {
        postMessage(data: unknown, options: unknown, transfer?: unknown) {
          if (targetOrigin(options) !== WIDGET_ORIGIN) return;
          const to = current();
          queue.push(() => to && !to.gone && deliver(data, HOST_ORIGIN, to.parent, transfers(options, transfer)));
        },
      };
      const open = () => {
        const previous = current();
        if (previous) previous.gone = true;
        const doc = { gone: false, parent: {} as object };
        doc.parent = {
          postMessage(data: unknown, options: unknown, transfer?: unknown) {
            if (doc.gone) return;
            queue.push(() => deliver(data, WIDGET_ORIGIN, child, transfers(options, transfer)));
          },
        };
        documents.push(doc);
        return doc.parent;
      };
      /** Delivers the first n held messages (fewer if fewer are held). */
      const step = (n: number) => {
        for (let i = 0; i < n && queue.length > 0; i++) queue.shift()?.();
      };
      // While flowing, every message arrives on its own, as in a browser; held, they wait for step.
      let flowing = true;
      const timer = setInterval(() => flowing && step(queue.length));
      cleanup.push(() => clearInterval(timer));
      const hold = () => void (flowing = false);
      const flow = () => void (flowing = true);
      return { child, open, step, hold, flow };
    }

    // The new document's handshake starts before the iframe's load event
    // reaches the host page; the load event may come at any point of it. The
    // greater participant id leads penpal's handshake: the host's are UUIDs,
    // so the document's id '~' always leads and '!' always follows.
    for (const [role, id] of [['leads', '~'], ['follows', '!']] as const) {
      for (let before = 0; before <= 6; before++) {
        it(`reconnects when the new document ${role} and ${before} handshake messages arrive before the load event`, async () => {
          const windows = reloadingWindows();
          const widget = embedWith(windows.child);
          const events: string[] = [];
          widget.on('reconnected', () => events.push('reconnected'));
          startWidgetSide(windows.open(), channelOf(widget));
          const unloadFirst = cleanup.pop();
          widget.iframe.dispatchEvent(new Event('load'));
          await widget.ready;

          windows.hold();
          const reloaded = windows.open();
          unloadFirst?.();
          participantIds.push(id);
          const next = startWidgetSide(reloaded, channelOf(widget));
          windows.step(before);
          widget.iframe.dispatchEvent(new Event('load'));
          windows.flow();
          await vi.waitFor(() => expect(events).toEqual(['reconnected']), { timeout: 2000 });
          expect(next.attach).toHaveBeenCalledTimes(1);
          widget.navigate('utilities');
          await vi.waitFor(() => expect(next.navigate).toHaveBeenCalledWith('utilities'));
        });
      }
    }
  });
});

