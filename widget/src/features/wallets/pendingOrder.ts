// The PayPal order the payer left to approve: its contact details come back
// with the payer, who returns to a fresh page. Kept for this tab only.
import type { WalletExtraFields } from './api';

const PENDING_KEY = 'payhub.paypalOrder';

export interface PendingOrder {
  orderId: string;
  extraFields: WalletExtraFields;
}

export function savePendingOrder(order: PendingOrder): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(order));
  } catch {
    // Storage unavailable: the capture sends no contact details.
  }
}

/** The pending order with orderId, if this tab left for it. */
export function pendingOrder(orderId: string): PendingOrder | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    const order = raw ? (JSON.parse(raw) as PendingOrder) : null;
    return order?.orderId === orderId ? order : null;
  } catch {
    return null;
  }
}

export function clearPendingOrder(): void {
  try {
    window.sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Nothing was stored.
  }
}
