// Where the page scrolls after a navigation (spec 000 §2 guards; GUARD-13,
// GUARD-14): to the hash target when the URL has one; on back/forward to the
// position the reader left that page at; on any other navigation to the top.
//
// The portal's router (wouter) moves through the History API and announces
// every move as a window event (pushState, replaceState, popstate), so this
// listens to those events and needs no part of React. The browser's own
// restoration is turned off: it runs at popstate, before the page it
// restores has rendered, and so lands short on any page that loads its data.
// Pages draw late (lazy chunks, screen data), so a hash target or a saved
// position is waited for, a frame at a time, for a short while.

/** How long a hash target or a saved position is waited for. */
export const SCROLL_SETTLE_MS = 2000;
/** sessionStorage key of the saved positions (they survive a reload). */
export const SCROLL_POSITIONS_KEY = 'payhub.scrollPositions';
/** Positions kept, newest last; older history entries lose theirs. */
export const SCROLL_POSITIONS_KEPT = 50;

/** Installations running: the portal has one; the widget, scrolled by its host, none. */
let installed = 0;

/** Whether navigations here are scrolled by installRouteScroll (so focus must not scroll). */
export function routeScrollActive(): boolean {
  return installed > 0;
}

/** Any of these means the reader scrolls on their own: a pending scroll gives way. */
const READER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The Navigation API's entry key, where the browser has it (Chromium). */
interface NavigationEntries {
  currentEntry?: { key: string } | null;
}

/** Whether the reader asked for less motion: scrolls are then instant. */
export function prefersReducedMotion(win: Window): boolean {
  return win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The element a URL hash names (by id, else by name), or null. */
export function hashTarget(doc: Document, hash: string): Element | null {
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the hash up as written.
  }
  if (id === '') {
    return null;
  }
  return doc.getElementById(id) ?? doc.getElementsByName(id)[0] ?? null;
}

function readPositions(win: Window): Map<string, number> {
  try {
    const raw = win.sessionStorage.getItem(SCROLL_POSITIONS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) {
      const pairs = parsed.filter(
        (p): p is [string, number] => Array.isArray(p) && typeof p[0] === 'string' && typeof p[1] === 'number',
      );
      return new Map(pairs);
    }
  } catch {
    // Storage unavailable or unreadable: start afresh.
  }
  return new Map();
}

function writePositions(win: Window, positions: Map<string, number>): void {
  try {
    const kept = [...positions].slice(-SCROLL_POSITIONS_KEPT);
    win.sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or unavailable: positions are then kept for this page load only.
  }
}

/** How this document was reached: a reload or back/forward may restore a position. */
function arrival(win: Window): string {
  const entry = win.performance?.getEntriesByType?.('navigation')[0];
  return entry && 'type' in entry ? String(entry.type) : 'navigate';
}

/**
 * Starts managing the scroll position of win after navigations. Returns the
 * function that stops it and hands scroll restoration back to the browser.
 */
export function installRouteScroll(win: Window = window): () => void {
  const doc = win.document;
  const positions = readPositions(win);
  const previousRestoration = win.history.scrollRestoration;
  win.history.scrollRestoration = 'manual';

  /** The history entry: the Navigation API's key, else the URL. */
  const entryKey = (): string => {
    const nav = (win as Window & { navigation?: NavigationEntries }).navigation;
    return nav?.currentEntry?.key ?? win.location.pathname + win.location.search + win.location.hash;
  };
  const pageOf = (): string => win.location.pathname + win.location.search;

  let currentKey = entryKey();
  let currentPage = pageOf();
  let stopPending: (() => void) | null = null;

  const scrollToY = (top: number): void => {
    // Nothing to do at the place already (and no scroll event to record).
    if (win.scrollY !== top) {
      win.scrollTo({ top, left: 0, behavior: 'auto' });
    }
  };

  /** Tries attempt on each frame until it succeeds, time runs out or the reader takes over. */
  const settle = (attempt: () => boolean, onTimeout: () => void = () => undefined): void => {
    stopPending?.();
    const deadline = Date.now() + SCROLL_SETTLE_MS;
    let frame = 0;
    const stop = (): void => {
      win.cancelAnimationFrame(frame);
      READER_EVENTS.forEach((type) => win.removeEventListener(type, stop));
      if (stopPending === stop) {
        stopPending = null;
      }
    };
    const step = (): void => {
      if (attempt()) {
        stop();
      } else if (Date.now() >= deadline) {
        stop();
        onTimeout();
      } else {
        frame = win.requestAnimationFrame(step);
      }
    };
    READER_EVENTS.forEach((type) => win.addEventListener(type, stop, { passive: true }));
    stopPending = stop;
    // The first try waits a frame: the router's event comes before the new page renders.
    frame = win.requestAnimationFrame(step);
  };

  // The target is scrolled to when it appears and again if it is drawn
  // anew (a loading page's element giving way to the page's own) until the
  // wait ends; a target that never appears leaves the page where it is.
  const toHash = (hash: string): void => {
    let scrolledTo: Element | null = null;
    settle(() => {
      const target = hashTarget(doc, hash);
      if (target && target !== scrolledTo) {
        const behavior: ScrollBehavior = prefersReducedMotion(win) ? 'auto' : 'smooth';
        target.scrollIntoView?.({ behavior, block: 'start' });
        scrolledTo = target;
      }
      return false;
    });
  };

  const restore = (top: number): void => {
    const reachable = (): boolean => doc.documentElement.scrollHeight - win.innerHeight >= top;
    settle(
      () => {
        if (!reachable()) {
          return false;
        }
        scrollToY(top);
        return true;
      },
      // The page stayed shorter than it was: as far down as it goes.
      () => scrollToY(top),
    );
  };

  const onScroll = (): void => {
    // A pending restore's own moves (and the clamping of a short page) are not the reader's.
    if (!stopPending) {
      positions.set(currentKey, win.scrollY);
    }
  };

  const onPush = (): void => {
    stopPending?.();
    currentKey = entryKey();
    currentPage = pageOf();
    if (win.location.hash) {
      toHash(win.location.hash);
    } else {
      scrollToY(0);
    }
  };

  // A replacement is part of the navigation that led to it (a redirect, the
  // URL put in canonical form): it scrolls only when it brings a hash to
  // another page, as the dashboard aliases do.
  const onReplace = (): void => {
    const page = pageOf();
    const moved = page !== currentPage;
    currentKey = entryKey();
    currentPage = page;
    if (moved && win.location.hash) {
      toHash(win.location.hash);
    }
  };

  const onPop = (): void => {
    stopPending?.();
    currentKey = entryKey();
    currentPage = pageOf();
    const saved = positions.get(currentKey);
    if (saved !== undefined) {
      restore(saved);
    } else if (win.location.hash) {
      toHash(win.location.hash);
    } else {
      scrollToY(0);
    }
  };

  const onPageHide = (): void => writePositions(win, positions);

  // The first page: its hash, or after a reload or a return from another
  // site the position it was left at. Otherwise the browser's own start.
  const saved = positions.get(currentKey);
  if (win.location.hash) {
    toHash(win.location.hash);
  } else if (saved !== undefined && ['reload', 'back_forward'].includes(arrival(win))) {
    restore(saved);
  }

  installed += 1;
  win.addEventListener('scroll', onScroll, { passive: true });
  win.addEventListener('pushState', onPush);
  win.addEventListener('replaceState', onReplace);
  win.addEventListener('popstate', onPop);
  win.addEventListener('pagehide', onPageHide);
  return () => {
    installed -= 1;
    stopPending?.();
    win.removeEventListener('scroll', onScroll);
    win.removeEventListener('pushState', onPush);
    win.removeEventListener('replaceState', onReplace);
    win.removeEventListener('popstate', onPop);
    win.removeEventListener('pagehide', onPageHide);
    writePositions(win, positions);
    win.history.scrollRestoration = previousRestoration;
  };
}
