// wouter's browser location for the iframe: the same History API, but every
// move keeps the host's parameters (language, theme, hideReceipt, parent
// origin, channel) on the URL, so that a reload of the iframe can connect
// to its host again.
import { useCallback } from 'react';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { withPersistentQuery } from './params';

type NavigateOptions = { replace?: boolean; state?: unknown };

export function embedLocationHook(kept: URLSearchParams) {
  return function useEmbedLocation(): [string, (to: string, options?: NavigateOptions) => void] {
    const [location, navigate] = useBrowserLocation();
    const go = useCallback(
      (to: string, options?: NavigateOptions) => navigate(withPersistentQuery(to, kept), options),
      [navigate],
    );
    return [location, go];
  };
}
