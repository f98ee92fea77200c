/**
 * The one typed contract between a host page (the SDK) and the PayHub
 * widget in its iframe. Both sides import these types; every message goes
 * through penpal over postMessage with an exact target origin, never '*'.
 */

/** The languages the widget speaks (spec 000 §9). */
export type Language = 'en' | 'es';

/**
 * Host data sent when the widget attaches (spec 000 §3, "Embedded attach
 * message"). The widget refuses to run if no attach arrives within
 * ATTACH_TIMEOUT_MS.
 */
export interface AttachMessage {
  localTaxSysUrl?: string;
  googleAnalytics?: { tagId: string; userId?: string };
  tcbServiceUrl?: string;
  language: Language;
  rootTaxSysIframeUrl?: string;
}

/** Embedded attach time-out (spec 000 §9: 30000 ms). */
export const ATTACH_TIMEOUT_MS = 30_000;

/** What the widget reports when a payment completes and hideReceipt is set. */
export interface PaymentComplete {
  confirmationNumber: string;
  /** The total charged, as an exact decimal string such as "1234.56". */
  total: string;
  items: Array<{ path: string; displayName: string; amount: string; quantity: number }>;
}

/** Methods the host exposes to the widget. */
export interface HostMethods {
  /** The host's signed-in user as a JWT, or null for a guest. */
  getJWT(): Promise<string | null>;
  /** The widget asks the host to sign the user in. */
  handleLogin(): void;
  /** The widget's route changed. */
  routeChanged(route: string): void;
  /** The widget's content height changed, in integer CSS pixels. */
  heightChanged(px: number): void;
  /** A payment completed (only when the host set hideReceipt). */
  paymentComplete(payment: PaymentComplete): void;
}

/** Methods the widget exposes to the host. */
export interface WidgetMethods {
  /** Hands the widget its host data; resolves once the widget is ready. */
  attach(message: AttachMessage): Promise<void>;
  /** Moves the widget to route (a page route such as 'property-tax', or 'checkout'). */
  navigate(route: string): void;
  /** Switches the widget's language. */
  setLanguage(language: Language): void;
}

/** Error codes the SDK reports, as a string union. */
export type ErrorCode =
  | 'ATTACH_TIMEOUT'
  | 'ORIGIN_REJECTED'
  | 'NOT_IN_IFRAME'
  | 'DESTROYED'
  | 'CONTAINER_NOT_FOUND'
  | 'INVALID_OPTIONS';
