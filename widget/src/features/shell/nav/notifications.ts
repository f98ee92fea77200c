// What the notifications list shows, and whether it opens by itself
// (CONST-14; spec 001 §4 "Announcements").
import { pick } from '../../../lib/i18n';
import type { Language, Notification } from '../../../lib/types';

/** Spec 000 §9: notifications pre-expand only when the window is wider than 991 px. */
export const PRE_EXPAND_ABOVE_PX = 991;

/** Session storage key: the list already opened by itself in this browser session. */
export const PRE_EXPANDED_KEY = 'notificationsPreExpanded';

/** The active notifications that have a text in the language, newest first (spec 000 §9). */
export function notificationsToShow(list: readonly Notification[] | null | undefined, language: Language): Notification[] {
  return (list ?? [])
    .filter((n) => n.active && (!n.locale || n.locale === language))
    .filter((n) => pick(n.subject, language) !== '' || pick(n.text, language) !== '')
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** Where session storage is unavailable, "once per session" is once per page load. */
let claimedWithoutStorage = false;

/**
 * Whether the list opens by itself now: on a window wider than 991 px, the
 * first time in the browser session. A yes is remembered, so it is said once.
 */
export function claimPreExpand(windowWidth: number): boolean {
  if (windowWidth <= PRE_EXPAND_ABOVE_PX) {
    return false;
  }
  try {
    if (window.sessionStorage.getItem(PRE_EXPANDED_KEY) !== null) {
      return false;
    }
    window.sessionStorage.setItem(PRE_EXPANDED_KEY, '1');
    return true;
  } catch {
    // Storage switched off (privacy modes, sandboxed frames).
    if (claimedWithoutStorage) {
      return false;
    }
    claimedWithoutStorage = true;
    return true;
  }
}
