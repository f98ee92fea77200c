import type { PayHubError } from './errors';
import type { Language, PaymentComplete } from './protocol';

/** Options of embed(); see the README for each one. */
export interface EmbedOptions {
  /** The element to render into, or a CSS selector for it. */
  container: Element | string;
  /** Where PayHub is served, such as 'https://pay.example.gov' (scheme, host and port only). */
  origin: string;
  client: string;
  site: string;
  /** The first route, such as 'property-tax'; default 'checkout'. */
  route?: string;
  /** Payable paths to put in the cart. */
  items?: readonly string[];
  language?: Language;
  theme?: string;
  /** True: the widget signals paymentComplete instead of showing its receipt. */
  hideReceipt?: boolean;
  /** The iframe's title for assistive technology; default "PayHub payment". */
  title?: string;
  /** The attach handshake time-out in milliseconds; default ATTACH_TIMEOUT_MS. */
  timeoutMs?: number;
  /** A nonce from the host's CSP; lets the SDK add a style element for its loading spinner. */
  cspNonce?: string;
  /** Sent to the widget in the attach message (spec 000 §3). */
  googleAnalytics?: { tagId: string; userId?: string };
  localTaxSysUrl?: string;
  tcbServiceUrl?: string;
  /** The host's signed-in user as a JWT, or null for a guest. */
  getJWT?: () => Promise<string | null> | string | null;
  onReady?: () => void;
  onLogin?: () => void;
  onNavigate?: (route: string) => void;
  onHeightChanged?: (px: number) => void;
  onPaymentComplete?: (payment: PaymentComplete) => void;
  onError?: (error: PayHubError) => void;
  onDisconnected?: () => void;
  onReconnected?: () => void;
}

/** Each event's listener arguments. */
export interface PayHubEventMap {
  /** The widget attached; also resolves widget.ready. */
  ready: [];
  /** The widget's route changed. */
  navigate: [route: string];
  /** The SDK resized the iframe to this many CSS pixels. */
  heightChanged: [px: number];
  /** A payment completed (with hideReceipt). */
  paymentComplete: [payment: PaymentComplete];
  /** The widget asks the host to sign the user in. */
  login: [];
  error: [error: PayHubError];
  /** The iframe reloaded; the SDK is attaching again. */
  disconnected: [];
  /** The widget attached again after a reload. */
  reconnected: [];
}

export type PayHubEventName = keyof PayHubEventMap;
export type PayHubListener<K extends PayHubEventName> = (...args: PayHubEventMap[K]) => void;

/** What embed() returns. */
export interface PayHubWidget {
  /** Resolves once the widget has attached; rejects with a PayHubError. */
  readonly ready: Promise<void>;
  /** The widget's iframe. */
  readonly iframe: HTMLIFrameElement;
  /** Adds a listener; returns a function that removes it. */
  on<K extends PayHubEventName>(event: K, listener: PayHubListener<K>): () => void;
  off<K extends PayHubEventName>(event: K, listener: PayHubListener<K>): void;
  /** Moves the widget to a route; queued until ready. */
  navigate(route: string): void;
  /** Switches the widget's language; queued until ready. */
  setLanguage(language: Language): void;
  /** Removes the iframe and everything the SDK added; safe to call twice. */
  destroy(): void;
}
