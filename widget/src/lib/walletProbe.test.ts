// The wallet probe against the test wallet host (msw): every way it can
// answer, and once per page load.
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WALLET_ORIGIN } from '../test/checkoutFixtures';
import { server } from '../test/server';
import {
  forgetWalletProbes,
  knownReachable,
  probeWallet,
  probeWalletOnce,
  reachOf,
  WALLET_PROBE_PATH,
  WALLET_PROBE_TIMEOUT_MS,
} from './walletProbe';

const PROBE = WALLET_ORIGIN + WALLET_PROBE_PATH;

/** Answers the probe with status and records each request the wallet host got. */
function answer(status: number): Request[] {
  const seen: Request[] = [];
  server.use(
    http.post(PROBE, ({ request }) => {
      seen.push(request);
      return HttpResponse.json({ status: status === 200 ? 'ok' : 'error' }, { status });
    }),
  );
  return seen;
}

beforeEach(() => forgetWalletProbes());

afterEach(() => vi.useRealTimers());

describe('the wallet probe (ERR-30, ERR-93)', () => {
  it('ERR-30 ERR-93: a 200 says the wallet host is reachable; the probe is a simple POST without credentials', async () => {
    const seen = answer(200);
    await expect(probeWallet(WALLET_ORIGIN)).resolves.toBe('reachable');
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${WALLET_ORIGIN}/probe`);
    expect(request?.credentials).toBe('omit');
    // No body and no header of its own: a CORS simple request, never preflighted.
    expect(await request?.text()).toBe('');
    expect(request?.headers.get('content-type')).toBeNull();
  });

  it('ERR-30 ERR-93: a 403 (a blocking firewall or proxy) says it is unreachable', async () => {
    answer(403);
    await expect(probeWallet(WALLET_ORIGIN)).resolves.toBe('unreachable');
  });

  it('ERR-30 ERR-93: a network error says it is unreachable', async () => {
    server.use(http.post(PROBE, () => HttpResponse.error()));
    await expect(probeWallet(WALLET_ORIGIN)).resolves.toBe('unreachable');
  });

  it('ERR-30 ERR-93: no answer within WALLET_PROBE_TIMEOUT_MS (10 s) says it is unreachable, and the request is given up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let asked: Request | undefined;
    server.use(
      http.post(PROBE, async ({ request }) => {
        asked = request;
        await delay('infinite');
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    let outcome: string | undefined;
    void probeWallet(WALLET_ORIGIN).then((reach) => (outcome = reach));
    await vi.advanceTimersByTimeAsync(WALLET_PROBE_TIMEOUT_MS - 1);
    expect(asked).toBeDefined();
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('unreachable');
    expect(asked?.signal.aborted).toBe(true);
    expect(WALLET_PROBE_TIMEOUT_MS).toBe(10_000);
  });

  it('ERR-30 ERR-93: a 500 came from a reachable wallet host: the frame loads and shows its own load error', async () => {
    answer(500);
    await expect(probeWallet(WALLET_ORIGIN)).resolves.toBe('reachable');
  });

  it('only 403 among statuses is unreachable', () => {
    expect([200, 204, 400, 401, 404, 429, 500, 502, 503].map(reachOf)).toEqual(Array(9).fill('reachable'));
    expect(reachOf(403)).toBe('unreachable');
  });

  it('asks once per page load; an unreachable host is asked again next time', async () => {
    const seen = answer(403);
    await expect(probeWalletOnce(WALLET_ORIGIN)).resolves.toBe('unreachable');
    expect(knownReachable(WALLET_ORIGIN)).toBe(false);
    server.resetHandlers();
    const again = answer(200);
    const [first, second] = await Promise.all([probeWalletOnce(WALLET_ORIGIN), probeWalletOnce(WALLET_ORIGIN)]);
    expect([first, second]).toEqual(['reachable', 'reachable']);
    await expect(probeWalletOnce(WALLET_ORIGIN)).resolves.toBe('reachable');
    expect(seen).toHaveLength(1);
    expect(again).toHaveLength(1);
    expect(knownReachable(WALLET_ORIGIN)).toBe(true);
  });
});
