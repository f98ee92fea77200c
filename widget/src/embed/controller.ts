// The embedded widget's life with its host page (spec 000 §6, §7, §8;
// EMBED-03, EMBED-06): it refuses to start outside an iframe, checks the
// host's origin against the site's allow-list, connects with penpal, waits
// up to ATTACH_TIMEOUT_MS for attach, and then relays calls both ways.
// Plain TypeScript: the React tree reads it through useSyncExternalStore.
import { isLanguage } from '../lib/i18n/locale';
import type { Language } from '../lib/types';
import { connectToHost, type ExposedMethods, type HostConnection } from './messenger';
import type { EmbedParams } from './params';
import { ATTACH_TIMEOUT_MS, type AttachMessage, type AttachRejection, type PaymentComplete } from '../lib/protocol';

/** Why the widget does not run. */
export type EmbedFailure = 'not-in-iframe' | 'origin-rejected' | 'unknown-site' | 'unavailable' | 'attach-timeout';

export type EmbedPhase =
  | { kind: 'waiting' }
  | { kind: 'attached'; host: AttachMessage }
  | { kind: 'failed'; failure: EmbedFailure };

/** The site's answer about the host page's origin. */
export type OriginVerdict = 'allowed' | 'rejected' | 'unknown-site' | 'unavailable';

export interface EmbedControllerOptions {
  params: EmbedParams;
  /** window.top !== window.self. */
  framed: boolean;
  /** The window that should hold the host page. */
  parent: Window;
  /** Checks the host page's origin against the site's frameAncestors. */
  verifyOrigin: (origin: string) => Promise<OriginVerdict>;
  connect?: typeof connectToHost;
  timeoutMs?: number;
}

/** Routes the host may navigate to: page routes such as 'property-tax' or 'receipt/ABC' (as the SDK checks them). */
const ROUTE = /^[\w-]+(\/[\w-]+)*$/;

const REJECTIONS: Record<Exclude<OriginVerdict, 'allowed'>, AttachRejection> = {
  rejected: { code: 'ORIGIN_REJECTED', message: "The host page's origin is not on this site's allow-list." },
  'unknown-site': { code: 'ATTACH_FAILED', message: 'The widget does not know this client and site.' },
  unavailable: { code: 'ATTACH_FAILED', message: "The site's configuration could not be loaded." },
};

type Listener<T> = (value: T) => void;

export interface EmbedController {
  readonly params: EmbedParams;
  phase(): EmbedPhase;
  /** The language the host asked for last (URL, attach or setLanguage). */
  language(): Language | null;
  subscribe(listener: () => void): () => void;
  /** Begins: refuses, or connects and starts the attach timer. */
  start(): void;
  /** The app rendered its first page: a pending attach resolves. */
  ready(): void;
  onNavigate(listener: Listener<string>): () => void;
  onLanguage(listener: Listener<Language>): () => void;
  routeChanged(route: string): void;
  heightChanged(px: number): void;
  paymentComplete(payment: PaymentComplete): void;
  requestLogin(): void;
  /** The host's signed-in user as a JWT, or null for a guest or without a host. */
  getJWT(): Promise<string | null>;
  destroy(): void;
}

type Remote = Awaited<HostConnection['promise']>;

export function createEmbedController(options: EmbedControllerOptions): EmbedController {
  const { params, framed, parent, verifyOrigin, connect = connectToHost, timeoutMs = ATTACH_TIMEOUT_MS } = options;
  let phase: EmbedPhase = { kind: 'waiting' };
  let language: Language | null = params.language;
  let connection: HostConnection | undefined;
  let remote: Promise<Remote> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let verdict: Promise<OriginVerdict> = Promise.resolve('rejected');
  let markReady!: () => void;
  const appReady = new Promise<void>((resolve) => (markReady = resolve));
  const listeners = new Set<() => void>();
  const navigateListeners = new Set<Listener<string>>();
  const languageListeners = new Set<Listener<Language>>();

  const setPhase = (next: EmbedPhase) => {
    phase = next;
    for (const listener of [...listeners]) listener();
  };
  const fail = (failure: EmbedFailure) => {
    clearTimeout(timer);
    if (phase.kind !== 'failed') setPhase({ kind: 'failed', failure });
  };
  const setLanguage = (next: Language) => {
    language = next;
    for (const listener of [...languageListeners]) listener(next);
  };
  /** Calls the host once connected; a failed call is not the app's concern. */
  const toHost = <R>(call: (host: Remote) => Promise<R>, otherwise: R): Promise<R> =>
    remote ? remote.then(call).catch(() => otherwise) : Promise.resolve(otherwise);

  const methods: ExposedMethods = {
    async attach(message: AttachMessage) {
      clearTimeout(timer);
      const answer = await verdict;
      if (answer !== 'allowed') {
        throw REJECTIONS[answer];
      }
      if (phase.kind === 'failed') {
        throw { code: 'ATTACH_FAILED', message: 'The widget stopped waiting for attach.' } satisfies AttachRejection;
      }
      const host: AttachMessage = { ...message, language: isLanguage(message?.language) ? message.language : (language ?? 'en') };
      language = host.language;
      setPhase({ kind: 'attached', host });
      setLanguage(host.language);
      await appReady;
    },
    navigate(route: string) {
      if (typeof route !== 'string' || !ROUTE.test(route)) {
        throw new Error(`Not a route: ${String(route)}`);
      }
      for (const listener of [...navigateListeners]) listener(route);
    },
    setLanguage(next: Language) {
      if (!isLanguage(next)) {
        throw new Error(`Not a language: ${String(next)}`);
      }
      setLanguage(next);
    },
  };

  return {
    params,
    phase: () => phase,
    language: () => language,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (!framed) {
        // Outside an iframe there is nobody to tell: the page shows why (spec 000 §8).
        fail('not-in-iframe');
        return;
      }
      const { parentOrigin, channel } = params;
      if (!parentOrigin) {
        // Without an exact origin the widget cannot post anything, not even a refusal.
        fail('origin-rejected');
        return;
      }
      verdict = verifyOrigin(parentOrigin).catch((): OriginVerdict => 'unavailable');
      void verdict.then((answer) => {
        if (answer !== 'allowed') fail(answer === 'rejected' ? 'origin-rejected' : answer);
      });
      // Connected even when refused, so that attach can be rejected with a code the host understands.
      connection = connect(parent, parentOrigin, channel ?? '', methods);
      remote = connection.promise;
      remote.catch(() => undefined);
      timer = setTimeout(() => fail('attach-timeout'), timeoutMs);
    },
    ready: () => markReady(),
    onNavigate(listener) {
      navigateListeners.add(listener);
      return () => navigateListeners.delete(listener);
    },
    onLanguage(listener) {
      languageListeners.add(listener);
      return () => languageListeners.delete(listener);
    },
    routeChanged: (route) => void toHost((host) => host.routeChanged(route), undefined),
    heightChanged: (px) => void toHost((host) => host.heightChanged(px), undefined),
    paymentComplete: (payment) => void toHost((host) => host.paymentComplete(payment), undefined),
    requestLogin: () => void toHost((host) => host.handleLogin(), undefined),
    getJWT: () =>
      toHost(async (host) => {
        const token = await host.getJWT();
        return typeof token === 'string' && token !== '' ? token : null;
      }, null),
    destroy() {
      clearTimeout(timer);
      connection?.destroy();
      listeners.clear();
      navigateListeners.clear();
      languageListeners.clear();
    },
  };
}

