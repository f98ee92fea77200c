// ERR-30, ERR-93: a card-input frame loads only once the wallet host has
// answered this page load's probe (lib/walletProbe.ts); an unreachable
// wallet host sends the payer to the network-error screen instead.
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useSitePath } from '../../lib/site';
import { knownReachable, NETWORK_ERROR_ROUTE, probeWalletOnce } from '../../lib/walletProbe';

/**
 * Whether the frame from the wallet host at origin may load now. An empty
 * origin (no frame about to show) asks nothing and answers false.
 */
export function useWalletProbe(origin: string): boolean {
  const [, navigate] = useLocation();
  const pathFor = useSitePath();
  const [answered, setAnswered] = useState('');

  useEffect(() => {
    if (origin === '' || knownReachable(origin)) {
      return undefined;
    }
    let live = true;
    void probeWalletOnce(origin).then((reach) => {
      if (!live) {
        return;
      }
      if (reach === 'reachable') {
        setAnswered(origin);
      } else {
        navigate(pathFor(NETWORK_ERROR_ROUTE), { replace: true });
      }
    });
    return () => {
      live = false;
    };
  }, [navigate, origin, pathFor]);

  return origin !== '' && (answered === origin || knownReachable(origin));
}
