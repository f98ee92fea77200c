// The wallet probe (spec 000 §8 ERR-30, spec 001 §8 ERR-93): before the page
// shows a card-input frame it asks the wallet host, from the payer's own
// browser, whether it can be reached. A network that blocks the wallet host
// (a corporate firewall, a filtering proxy) answers 403 or not at all; the
// payer then gets the network-error screen and its explanation instead of a
// frame that never loads.
//
// The probe is a CORS simple request (POST without a body or any header of
// its own), so no preflight doubles it, and it sends no credentials. A
// filtering proxy's 403 without CORS headers cannot be read by the page:
// fetch rejects it like a network error, with the same outcome.

/** How long the probe waits for the wallet host before calling it unreachable. */
export const WALLET_PROBE_TIMEOUT_MS = 10_000;

/** The wallet host's probe path (sandbox/wallet/probe.go). */
export const WALLET_PROBE_PATH = '/probe';

/** Where an unreachable wallet host sends the payer (features/errors/errorRoutes.ts). */
export const NETWORK_ERROR_ROUTE = 'network-error';

/** What the probe learnt of the wallet host. */
export type WalletReach = 'reachable' | 'unreachable';

/**
 * What an answer's status says. 403 is what a blocking firewall or proxy
 * answers. Any other status, 500 included, came from a wallet host the
 * payer can reach: a fault of the host itself is the frame's to show (its
 * load error, with a retry), and is no reason to send the payer away from
 * the payment step.
 */
export function reachOf(status: number): WalletReach {
  return status === 403 ? 'unreachable' : 'reachable';
}

/** Asks the wallet host at origin once: unreachable on 403, on a network error, or without an answer in timeoutMs. */
export function probeWallet(origin: string, timeoutMs = WALLET_PROBE_TIMEOUT_MS): Promise<WalletReach> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The race does not count on fetch honouring the abort: the timer alone decides.
  const late = new Promise<WalletReach>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('unreachable');
    }, timeoutMs);
  });
  const asked = fetch(origin + WALLET_PROBE_PATH, {
    method: 'POST',
    mode: 'cors',
    credentials: 'omit',
    cache: 'no-store',
    signal: controller.signal,
  }).then(
    (response) => reachOf(response.status),
    (): WalletReach => 'unreachable',
  );
  return Promise.race([asked, late]).finally(() => clearTimeout(timer));
}

// Once per page load: the probe of each wallet origin, and its outcome
// once known. Only a reachable host is remembered; a payer sent to the
// network-error screen who fixes the connection is asked again.
const probes = new Map<string, Promise<WalletReach>>();
const reachable = new Set<string>();

/** The probe of origin for this page load: asked at the first call, shared by later ones. */
export function probeWalletOnce(origin: string): Promise<WalletReach> {
  let probe = probes.get(origin);
  if (!probe) {
    probe = probeWallet(origin).then((reach) => {
      if (reach === 'reachable') {
        reachable.add(origin);
      } else {
        probes.delete(origin);
      }
      return reach;
    });
    probes.set(origin, probe);
  }
  return probe;
}

/** Whether this page load already knows the wallet host at origin to be reachable. */
export function knownReachable(origin: string): boolean {
  return reachable.has(origin);
}

/** Forgets every probe, as a new page load would (tests). */
export function forgetWalletProbes(): void {
  probes.clear();
  reachable.clear();
}
