// The wallet session (spec 001 §4 "Wallet"): the card-input frames work with
// an e-wallet token that expires. While a frame is open the token is checked
// every 5 minutes and renewed when it is within 10 minutes of expiry
// (WAL-17); a renewal waits at most 10 s, and a page renews at most 3 times
// in a row before it stops and flags the failure, asking for a reload
// (WAL-18): a page left open does not keep a payment form alive for ever.
// The new token goes to the live frame (setToken), which keeps what the
// payer typed.
import type { WalletFrames } from './walletTypes';

/** WAL-17: how often the token is checked. */
export const WALLET_CHECK_INTERVAL_MS = 5 * 60 * 1000;
/** WAL-17: a token this close to its expiry is renewed. */
export const WALLET_REFRESH_WINDOW_MS = 10 * 60 * 1000;
/** WAL-18: how long a renewal may take. */
export const WALLET_REFRESH_TIMEOUT_MS = 10 * 1000;
/** WAL-18: renewals in a row, after which renewing stops and the failure is flagged. */
export const WALLET_MAX_REFRESHES = 3;

/** ERR-90: the texts of a re-initialization that cannot be. */
export const REINIT_WITHOUT_JWT = 'E-Wallet re-initialized without a jwt';
export const REINIT_BEFORE_INIT = 'E-Wallet re-initialized without first being initialized';

/** The e-wallet token a card-input frame address carries (its `token` query parameter); "" when none. */
export function frameToken(url: string): string {
  try {
    return new URL(url).searchParams.get('token') ?? '';
  } catch {
    return '';
  }
}

export interface WalletSessionOptions {
  /** Asks the BFF for new frames (and so a new token); aborted after WALLET_REFRESH_TIMEOUT_MS. */
  refresh: (signal: AbortSignal) => Promise<WalletFrames>;
  /** A renewal arrived: the jwt goes to the live frame. */
  onToken: (frames: WalletFrames, jwt: string) => void;
  /** Renewing stopped (WAL-18): the page asks for a reload. */
  onFailure: () => void;
  /** The clock, in ms since the epoch. */
  now?: () => number;
}

class RefreshTimeout extends Error {}

export class WalletSession {
  private readonly options: WalletSessionOptions;
  private frames: WalletFrames | null = null;
  private interval: ReturnType<typeof setInterval> | undefined;
  private refreshes = 0;
  private busy = false;
  private stopped = false;

  constructor(options: WalletSessionOptions) {
    this.options = options;
  }

  /** Whether renewing stopped and the page must be reloaded (WAL-18). */
  get failed(): boolean {
    return this.stopped;
  }

  /** Starts watching the token of these frames. */
  init(frames: WalletFrames): void {
    this.frames = frames;
    this.refreshes = 0;
    this.stopped = false;
    clearInterval(this.interval);
    this.interval = setInterval(() => void this.check(), WALLET_CHECK_INTERVAL_MS);
  }

  /**
   * Takes frames with a newer token for a session that is running, e.g. a
   * screen read again (ERR-90: only with a jwt, and only once initialized).
   */
  reinit(frames: WalletFrames | null | undefined): void {
    if (!frames || frameToken(frames.cardInputUrl) === '') {
      throw new Error(REINIT_WITHOUT_JWT);
    }
    if (!this.frames) {
      throw new Error(REINIT_BEFORE_INIT);
    }
    this.frames = frames;
  }

  /** One check (WAL-17): renews the token when it is within the window of its expiry. */
  async check(): Promise<void> {
    const frames = this.frames;
    if (!frames || this.stopped || this.busy) {
      return;
    }
    const now = (this.options.now ?? Date.now)();
    const expiresAt = Date.parse(frames.expiresAt);
    if (Number.isFinite(expiresAt) && expiresAt - now > WALLET_REFRESH_WINDOW_MS) {
      return;
    }
    if (this.refreshes >= WALLET_MAX_REFRESHES) {
      this.fail();
      return;
    }
    this.refreshes += 1;
    this.busy = true;
    try {
      const fresh = await this.renew();
      const jwt = frameToken(fresh.cardInputUrl);
      if (this.frames === null || jwt === '') {
        throw new Error(REINIT_WITHOUT_JWT);
      }
      this.frames = fresh;
      this.options.onToken(fresh, jwt);
    } catch {
      // WAL-18: a failed or late renewal counts; the last allowed one ends it.
      if (this.refreshes >= WALLET_MAX_REFRESHES) {
        this.fail();
      }
    } finally {
      this.busy = false;
    }
  }

  /** Stops checking. */
  dispose(): void {
    clearInterval(this.interval);
    this.frames = null;
  }

  private renew(): Promise<WalletFrames> {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abort.abort();
        reject(new RefreshTimeout('the wallet token was not renewed in time'));
      }, WALLET_REFRESH_TIMEOUT_MS);
    });
    return Promise.race([this.options.refresh(abort.signal), late]).finally(() => clearTimeout(timer));
  }

  private fail(): void {
    this.stopped = true;
    clearInterval(this.interval);
    this.options.onFailure();
  }
}
