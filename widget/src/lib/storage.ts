// Local storage that never throws: storage can be switched off (privacy
// modes, sandboxed frames), and the portal must work without it.

/** Key of the chosen interface language (spec 000 §9). */
export const LOCALE_KEY = 'defaultLocale';

/** Key of the last visited portal path (spec 000 §2 "URL layout"). */
export const LAST_VISITED_PATH_KEY = 'lastVisitedPath';

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives for this page only.
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was stored.
  }
}
