// The dashboard's tab lives in the URL hash (ROUTE-31: the older routes
// arrive with #my-items, #past-payments, #scheduled-payments or
// #my-settings), so a link, a bookmark or a reload opens the same tab. The
// router (wouter) announces each history move as a window event; a link to
// another tab of the page moves only the hash, which wouter does not report
// as a new path, so the hash is read from those events directly.
import { useCallback, useSyncExternalStore } from 'react';
import { DASHBOARD_TABS, type DashboardTab } from './tabs';

const EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;

function subscribe(onChange: () => void): () => void {
  EVENTS.forEach((type) => window.addEventListener(type, onChange));
  return () => EVENTS.forEach((type) => window.removeEventListener(type, onChange));
}

const currentHash = () => window.location.hash;

/** The tab a hash names; the first tab for none or an unknown one. */
export function tabOf(hash: string): DashboardTab {
  const name = hash.replace(/^#/, '');
  return DASHBOARD_TABS.find((tab) => tab === name) ?? 'my-items';
}

/**
 * The selected tab and the function that selects another. Selecting
 * replaces the history entry (tabs are views of one page, not steps to go
 * back through) and drops the query, which belongs to the tab left behind
 * (past payments' page or receipt).
 */
export function useDashboardTab(): [DashboardTab, (tab: DashboardTab) => void] {
  const tab = tabOf(useSyncExternalStore(subscribe, currentHash));
  const select = useCallback((next: DashboardTab) => {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}#${next}`);
  }, []);
  return [tab, select];
}
