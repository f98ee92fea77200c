import { connect, type Connection, type RemoteProxy } from 'penpal';
import { Emitter } from './emitter';
import { PayHubError } from './errors';
import { createMessenger } from './messenger';
import { checkLanguage, checkRoute, normalizeOptions } from './options';
import type { AttachMessage, ErrorCode, HostMethods, Language, PaymentComplete, WidgetMethods } from './protocol';
import type { EmbedOptions, PayHubEventMap, PayHubWidget } from './types';
import { widgetUrl } from './url';
import { View, clampHeight, type ViewState } from './view';

type Widget = RemoteProxy<{ [K in keyof WidgetMethods]: WidgetMethods[K] }>;

/** The embed living in each container, so a second embed there replaces the first. */
const embeds = new WeakMap<Element, PayHubWidget>();

const destroyedError = () => new PayHubError('DESTROYED', 'The widget was destroyed.');

function channelName(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Math.random()}`.slice(2) + Date.now().toString(36);
  return `payhub-${random}`;
}

function resolveContainer(container: unknown): Element {
  if (typeof container === 'string') {
    let found: Element | null;
    try {
      found = document.querySelector(container);
    } catch {
      throw new PayHubError('INVALID_OPTIONS', `container is not a selector: ${container}`);
    }
    if (!found) throw new PayHubError('CONTAINER_NOT_FOUND', `No element matches ${container}`);
    return found;
  }
  if (typeof container === 'object' && container !== null && (container as Node).nodeType === 1) {
    return container as Element;
  }
  throw new PayHubError('INVALID_OPTIONS', 'container must be an Element or a CSS selector');
}

/** Turns an attach rejection into the host's error: the widget's own code when it sent one it may send. */
function attachError(reason: unknown): PayHubError {
  const { code, message } = (typeof reason === 'object' && reason !== null ? reason : {}) as Partial<Record<'code' | 'message', unknown>>;
  const known: ErrorCode[] = ['ORIGIN_REJECTED', 'NOT_IN_IFRAME'];
  return new PayHubError(
    known.includes(code as ErrorCode) ? (code as ErrorCode) : 'ATTACH_FAILED',
    typeof message === 'string' ? message : 'The widget could not start.',
  );
}

function isPayment(value: unknown): value is PaymentComplete {
  return typeof value === 'object' && value !== null && typeof (value as PaymentComplete).confirmationNumber === 'string';
}

/** Renders the PayHub widget into a container and connects to it. See the README. */
export function embed(options: EmbedOptions): PayHubWidget {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    throw new PayHubError('NOT_IN_BROWSER', 'embed() needs a browser.');
  }
  const settings = normalizeOptions(options);
  const container = resolveContainer(options.container);
  embeds.get(container)?.destroy();

  const { origin, timeoutMs } = settings;
  const channel = channelName();
  const events = new Emitter();
  // Each on* option listens to its event: onHeightChanged to heightChanged, and so on.
  for (const [option, listener] of Object.entries(options)) {
    if (/^on[A-Z]/.test(option) && listener) {
      events.on((option[2] as string).toLowerCase() + option.slice(3) as keyof PayHubEventMap, listener as () => void);
    }
  }
  const emit = <K extends keyof PayHubEventMap>(event: K, ...args: PayHubEventMap[K]) => {
    if (!destroyed) events.emit(event, ...args);
  };

  const view = new View(container, {
    src: widgetUrl({ ...settings, parentOrigin: location.origin, channel }),
    title: settings.title,
    language: settings.language,
    cspNonce: options.cspNonce,
  });
  const { iframe } = view;

  let resolveReady!: () => void;
  let rejectReady!: (error: PayHubError) => void;
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  // A host that never awaits ready still learns of failures through the error event.
  ready.catch(() => undefined);

  let destroyed = false;
  let state: ViewState = 'loading';
  let attachedOnce = false;
  let loads = 0;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let connection: (Connection & { mute(): void }) | undefined;
  let widget: Widget | undefined;
  let language = settings.language;
  let pendingRoute: string | undefined;
  let pendingHeight: number | undefined;

  const setState = (next: ViewState) => {
    state = next;
    view.setState(next);
  };

  const applyHeight = (px: number) => {
    view.setHeight(px);
    emit('heightChanged', px);
  };

  const hostMethods = {
    async getJWT() {
      if (!options.getJWT) return null;
      try {
        const token = await options.getJWT();
        return typeof token === 'string' && token ? token : null;
      } catch (error) {
        emit('error', new PayHubError('GET_JWT_FAILED', String((error as Error)?.message ?? error)));
        return null;
      }
    },
    handleLogin() {
      emit('login');
    },
    routeChanged(route: string) {
      if (typeof route === 'string') emit('navigate', route);
    },
    heightChanged(px: number) {
      const height = clampHeight(px);
      if (height === undefined) return;
      if (attachedOnce) applyHeight(height);
      else pendingHeight = height;
    },
    paymentComplete(payment: PaymentComplete) {
      if (isPayment(payment)) emit('paymentComplete', payment);
    },
  } satisfies HostMethods;

  const call = (invoke: (w: Widget) => Promise<void>) => {
    const current = attempt;
    if (!widget || state !== 'ready') return false;
    invoke(widget).catch((error: unknown) => {
      if (current === attempt) emit('error', new PayHubError('CALL_FAILED', String((error as Error)?.message ?? error)));
    });
    return true;
  };

  const closeConnection = () => {
    widget = undefined;
    connection?.mute();
    connection?.destroy();
    connection = undefined;
  };

  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const attachMessage = (): AttachMessage => ({
    language,
    rootTaxSysIframeUrl: location.origin + location.pathname,
    ...(options.googleAnalytics && { googleAnalytics: options.googleAnalytics }),
    ...(options.localTaxSysUrl && { localTaxSysUrl: options.localTaxSysUrl }),
    ...(options.tcbServiceUrl && { tcbServiceUrl: options.tcbServiceUrl }),
  });

  const fail = (error: PayHubError) => {
    attempt++;
    stopTimer();
    closeConnection();
    setState('error');
    if (!attachedOnce) rejectReady(error);
    emit('error', error);
  };

  const succeed = (proxy: Widget) => {
    stopTimer();
    widget = proxy;
    const reconnected = attachedOnce;
    attachedOnce = true;
    setState('ready');
    if (pendingHeight !== undefined) applyHeight(pendingHeight);
    pendingHeight = undefined;
    if (pendingRoute !== undefined) call((w) => w.navigate(pendingRoute as string));
    pendingRoute = undefined;
    if (reconnected) {
      emit('reconnected');
    } else {
      resolveReady();
      emit('ready');
    }
  };

  /** Connects to the iframe's current document and attaches; one attempt at a time. */
  const handshake = () => {
    const current = ++attempt;
    closeConnection();
    const remoteWindow = iframe.contentWindow;
    if (!remoteWindow) return;
    timer ??= setTimeout(
      () => fail(new PayHubError('ATTACH_TIMEOUT', `No attach within ${timeoutMs} ms.`)),
      timeoutMs,
    );
    const messenger = createMessenger(remoteWindow, origin);
    const opened = connect<{ [K in keyof WidgetMethods]: WidgetMethods[K] }>({ messenger, methods: hostMethods, channel });
    connection = { ...opened, mute: messenger.mute };
    opened.promise
      .then(async (proxy) => {
        if (current !== attempt) return;
        try {
          await proxy.attach(attachMessage());
        } catch (reason) {
          if (current === attempt) fail(attachError(reason));
          return;
        }
        if (current === attempt) succeed(proxy);
      })
      .catch(() => undefined);
  };

  const onLoad = () => {
    // The first load is the document the handshake is already waiting for; later ones are reloads.
    if (++loads === 1 || destroyed) return;
    if (attachedOnce) {
      if (state === 'ready') emit('disconnected');
      setState('loading');
      handshake();
    } else if (state === 'loading') {
      handshake();
    }
  };

  iframe.addEventListener('load', onLoad);
  handshake();

  const instance: PayHubWidget = {
    ready,
    iframe,
    on: (event, listener) => (destroyed ? () => undefined : events.on(event, listener)),
    off: (event, listener) => events.off(event, listener),
    navigate(route) {
      if (destroyed) throw destroyedError();
      checkRoute(route);
      if (!call((w) => w.navigate(route))) pendingRoute = route;
    },
    setLanguage(next: Language) {
      if (destroyed) throw destroyedError();
      language = checkLanguage(next);
      view.setLanguage(language);
      call((w) => w.setLanguage(language));
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      attempt++;
      stopTimer();
      iframe.removeEventListener('load', onLoad);
      closeConnection();
      view.remove();
      events.clear();
      if (embeds.get(container) === instance) embeds.delete(container);
      if (!attachedOnce) rejectReady(destroyedError());
    },
  };
  embeds.set(container, instance);
  return instance;
}
