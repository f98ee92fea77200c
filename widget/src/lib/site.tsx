// The site the current URL resolved to, for every page under the shell.
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { Environment } from './types';
import { sitePath, type SiteLocation } from './url';

export interface SiteContextValue {
  location: SiteLocation;
  /** The client's display title; empty when none is configured. */
  clientTitle: string;
  environment: Environment;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) {
    throw new Error('useSite must be used inside <SiteProvider>');
  }
  return value;
}

/** Builds paths on the current site, keeping its URL style (ROUTE-01, ROUTE-02). */
export function useSitePath(): (route: string) => string {
  const { location } = useSite();
  return useCallback((route: string) => sitePath(location, route), [location]);
}
