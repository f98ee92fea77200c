// Client diagnostics (spec 000 §7 "log diagnostics"): events the portal
// records for support, such as an expired cart (CART-14) or a restricted
// tender type it does not know (TENDER-09). They are kept in memory, newest
// last and bounded, so that a later sender can drain them to the BFF; in
// development they also go to the console. Nothing here is shown to the payer.

/** A cart reached its expiry (CART-14): which cart, when it expired, and the browser's clock then. */
export interface CartExpiredEvent {
  kind: 'cartExpired';
  cartId: string;
  /** RFC 3339 time the cart expires at, as the BFF gave it. */
  expiration: string;
  /** RFC 3339 time on the browser's clock when the expiry was seen. */
  browserTime: string;
}

/** A tender type named by a payable restriction that the portal cannot name (TENDER-09). */
export interface UnknownTenderTypeEvent {
  kind: 'unknownTenderType';
  tenderType: string;
  /** Where the type was seen, e.g. the alert key that carried it. */
  source: string;
}

export type DiagnosticEvent = CartExpiredEvent | UnknownTenderTypeEvent;

/** A recorded event and when it was recorded (epoch milliseconds). */
export interface DiagnosticEntry {
  at: number;
  event: DiagnosticEvent;
}

/** Entries kept before the oldest are dropped. */
export const DIAGNOSTICS_CAPACITY = 100;

let entries: DiagnosticEntry[] = [];

/** Whether events are echoed to the console (development builds). */
function echo(): boolean {
  return import.meta.env.DEV && import.meta.env.MODE !== 'test';
}

/** Records one diagnostic event. */
export function logDiagnostic(event: DiagnosticEvent): void {
  entries = [...entries, { at: Date.now(), event }].slice(-DIAGNOSTICS_CAPACITY);
  if (echo()) {
    console.info('[payhub diagnostics]', event);
  }
}

/** The recorded entries, oldest first. */
export function diagnosticEntries(): readonly DiagnosticEntry[] {
  return entries;
}

/** Hands over every recorded entry and forgets them (for a sender). */
export function drainDiagnostics(): DiagnosticEntry[] {
  const drained = entries;
  entries = [];
  return drained;
}
