// The wallet session of one open card-input frame (lib/walletSession.ts):
// started when the frame is there, stopped when it goes; a renewed token is
// handed on with how long it lives, and a session that stopped renewing is
// reported so that the page asks for a reload (WAL-17, WAL-18).
import { useEffect, useRef, useState } from 'react';
import { WalletSession } from '../../lib/walletSession';
import type { WalletFrames } from '../../lib/walletTypes';

export interface WalletRenewalOptions {
  /** The open frame's addresses and the expiry of its token; null: no frame (nothing to renew). */
  frames: WalletFrames | null;
  /** Asks the BFF for new frames. */
  refresh: () => Promise<WalletFrames>;
  /** A renewed token for the open frame, valid for ttlMs. */
  onToken: (frames: WalletFrames, jwt: string, ttlMs: number) => void;
}

export function useWalletRenewal({ frames, refresh, onToken }: WalletRenewalOptions): { failed: boolean } {
  const [failed, setFailed] = useState(false);
  const latest = useRef({ frames, refresh, onToken });
  useEffect(() => {
    latest.current = { frames, refresh, onToken };
  });
  // One session per frame: its address names it (a renewal changes the token, not the frame).
  const frameId = frames ? `${frames.origin} ${frames.cardInputUrl}` : null;
  useEffect(() => {
    const start = latest.current.frames;
    if (!frameId || !start) {
      return undefined;
    }
    setFailed(false);
    const session = new WalletSession({
      refresh: () => latest.current.refresh(),
      onToken: (fresh, jwt) => latest.current.onToken(fresh, jwt, Date.parse(fresh.expiresAt) - Date.now()),
      onFailure: () => setFailed(true),
    });
    session.init(start);
    return () => session.dispose();
  }, [frameId]);
  return { failed };
}
