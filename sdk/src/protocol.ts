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

/**
 * Error codes of the SDK and the widget, as a string union (one vocabulary
 * end to end). The widget rejects attach with an AttachRejection carrying
 * ORIGIN_REJECTED or NOT_IN_IFRAME; the SDK reports the rest itself.
 */
export type ErrorCode =
  /** No attach within the time-out (ATTACH_TIMEOUT_MS by default). */
  | 'ATTACH_TIMEOUT'
  /** The widget refused the host page's origin (not on the site's allow-list). */
  | 'ORIGIN_REJECTED'
  /** The widget was opened outside an iframe. */
  | 'NOT_IN_IFRAME'
  /** The embed was destroyed; pending work was cancelled. */
  | 'DESTROYED'
  /** The container selector matched nothing. */
  | 'CONTAINER_NOT_FOUND'
  /** An option or method argument is missing or malformed. */
  | 'INVALID_OPTIONS'
  /** embed() was called where there is no DOM (server rendering). */
  | 'NOT_IN_BROWSER'
  /** The widget rejected attach for another reason. */
  | 'ATTACH_FAILED'
  /** The host's getJWT option threw or rejected; the widget got null. */
  | 'GET_JWT_FAILED'
  /** A call into the widget (navigate, setLanguage) failed. */
  | 'CALL_FAILED';

/**
 * What the widget rejects attach with when it refuses to start. penpal
 * passes plain objects through unchanged, so the code survives the trip.
 */
export interface AttachRejection {
  code: ErrorCode;
  message: string;
}

/**
 * The iframe URL contract, served by the widget build:
 *
 *   {origin}/web/widgets/current/{client}/{site}/{route}
 *     ?lang={en|es}&theme={theme}[&items=PATH,PATH][&hideReceipt=1]
 *     &parentOrigin={host page origin}&channel={penpal channel}
 *
 * Path segments and each item PATH are encoded with encodeURIComponent;
 * the commas between items are literal.
 */
export const WIDGET_PATH_PREFIX = '/web/widgets/current/';

/** Query parameter names of the iframe URL, in the order the SDK writes them. */
export const WIDGET_QUERY = {
  language: 'lang',
  theme: 'theme',
  items: 'items',
  hideReceipt: 'hideReceipt',
  /** The exact origin the widget must use as penpal's allowedOrigins. */
  parentOrigin: 'parentOrigin',
  /** The penpal channel name the widget must connect with. */
  channel: 'channel',
} as const;

/** The first route when the host names none: embedded mode has no home page (spec 000 §6). */
export const DEFAULT_ROUTE = 'checkout';
