// An open form's unsaved values, kept in sessionStorage as the member types:
// a staff session is short (10 minutes), and when it ends mid-form the
// member signs in again and comes back to the same page, where the form
// opens again with what they had typed. A draft is dropped once saved or
// cancelled. Storage may be switched off: then the values live in the page.
import type { Kind } from './api';

const DRAFT_KEY = 'payhub.admin.draft';

/** What an open form holds: its kind, the announcement it edits (none for a new one) and its values. */
export interface Draft<V> {
  kind: Kind;
  id: string | null;
  values: V;
}

export function readDraft<V>(): Draft<V> | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as Draft<V>) : null;
  } catch {
    return null;
  }
}

export function writeDraft<V>(draft: Draft<V>): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage unavailable: the values live in the page only.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
