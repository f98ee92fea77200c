// The wallet session's clock rules, on fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REINIT_BEFORE_INIT,
  REINIT_WITHOUT_JWT,
  WALLET_CHECK_INTERVAL_MS,
  WALLET_MAX_REFRESHES,
  WALLET_REFRESH_TIMEOUT_MS,
  WALLET_REFRESH_WINDOW_MS,
  WalletSession,
  frameToken,
} from './walletSession';
import type { WalletFrames } from './walletTypes';

const START = Date.UTC(2026, 4, 1, 12, 0, 0);
const MIN = 60 * 1000;

function frames(token: string, expiresInMs: number): WalletFrames {
  const origin = 'http://127.0.0.1:8091';
  return {
    origin,
    cardInputUrl: `${origin}/card-input/?type=card&token=${token}&v=3`,
    bankInputUrl: `${origin}/card-input/?type=bank&token=${token}&v=3`,
    expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
  };
}

function setUp(refresh: (signal: AbortSignal) => Promise<WalletFrames>) {
  const onToken = vi.fn<(frames: WalletFrames, jwt: string) => void>();
  const onFailure = vi.fn<() => void>();
  const session = new WalletSession({ refresh, onToken, onFailure });
  return { session, onToken, onFailure };
}

describe('wallet session', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('WAL-17: the constants are 5 minutes, 10 minutes, 10 s and 3', () => {
    expect(WALLET_CHECK_INTERVAL_MS).toBe(5 * MIN);
    expect(WALLET_REFRESH_WINDOW_MS).toBe(10 * MIN);
    expect(WALLET_REFRESH_TIMEOUT_MS).toBe(10_000);
    expect(WALLET_MAX_REFRESHES).toBe(3);
  });

  it('WAL-17: checks every 5 minutes and renews only within 10 minutes of expiry', async () => {
    let n = 0;
    const refresh = vi.fn(async () => frames(`t${++n}`, 15 * MIN));
    const { session, onToken } = setUp(refresh);
    session.init(frames('t0', 19 * MIN));
    await vi.advanceTimersByTimeAsync(5 * MIN); // 14 minutes left: no renewal
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5 * MIN - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1); // 9 minutes left
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onToken).toHaveBeenCalledWith(expect.objectContaining({ cardInputUrl: expect.stringContaining('token=t1') }), 't1');
    session.dispose();
  });

  it('WAL-18: a renewal that takes longer than 10 s is given up and counts', async () => {
    const refresh = vi.fn((signal: AbortSignal) => new Promise<WalletFrames>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))));
    const { session, onToken, onFailure } = setUp(refresh);
    session.init(frames('t0', 5 * MIN));
    await vi.advanceTimersByTimeAsync(WALLET_CHECK_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    const signal = refresh.mock.calls[0]?.[0];
    await vi.advanceTimersByTimeAsync(WALLET_REFRESH_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(onToken).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
    session.dispose();
  });

  it('WAL-18: after 3 renewals in a row renewing stops and the failure is flagged', async () => {
    let n = 0;
    // Each new token is again within the window, as a short-lived token would be.
    const refresh = vi.fn(async () => frames(`t${++n}`, 8 * MIN));
    const { session, onToken, onFailure } = setUp(refresh);
    session.init(frames('t0', 8 * MIN));
    for (let i = 0; i < WALLET_MAX_REFRESHES; i++) {
      await vi.advanceTimersByTimeAsync(WALLET_CHECK_INTERVAL_MS);
    }
    expect(onToken).toHaveBeenCalledTimes(3);
    expect(onFailure).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(WALLET_CHECK_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(session.failed).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * WALLET_CHECK_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('WAL-18: the third failed renewal in a row flags the failure at once', async () => {
    const refresh = vi.fn(async (): Promise<WalletFrames> => {
      throw new Error('unavailable');
    });
    const { session, onFailure } = setUp(refresh);
    session.init(frames('t0', 8 * MIN));
    await vi.advanceTimersByTimeAsync(2 * WALLET_CHECK_INTERVAL_MS);
    expect(onFailure).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(WALLET_CHECK_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('ERR-90: re-initializing without a jwt, or before initializing, throws the wallet texts', () => {
    const { session } = setUp(async () => frames('x', 15 * MIN));
    expect(() => session.reinit(frames('t1', 15 * MIN))).toThrow(REINIT_BEFORE_INIT);
    expect(REINIT_BEFORE_INIT).toBe('E-Wallet re-initialized without first being initialized');
    session.init(frames('t0', 15 * MIN));
    expect(() => session.reinit(undefined)).toThrow(REINIT_WITHOUT_JWT);
    expect(() => session.reinit({ ...frames('', 15 * MIN) })).toThrow('E-Wallet re-initialized without a jwt');
    expect(() => session.reinit(frames('t1', 15 * MIN))).not.toThrow();
    session.dispose();
  });

  it('reads the token of a frame address', () => {
    expect(frameToken('http://127.0.0.1:8091/card-input/?type=card&token=abc&v=3')).toBe('abc');
    expect(frameToken('not a url')).toBe('');
  });
});
