// The card-input frame on this page: connects the bridge to the frame's
// window, follows its load state and height, passes the interface language
// on, asks it for the state of its fields, and asks it to tokenize.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { connectCardFrame, isOnOrigin, type CardFrameBridge, type FrameTender } from '../../lib/cardFrame';
import type { Language } from '../../lib/types';

export type FrameStatus = 'loading' | 'ready' | 'failed';

export interface FrameHandlers {
  /** The frame's answer to the latest askState: its fields are complete and valid, or not. */
  onState: (complete: boolean) => void;
  onTokenized: (tender: FrameTender) => void;
  onTokenizeFailed: (message: string) => void;
}

export interface CardFrameState {
  iframe: RefObject<HTMLIFrameElement | null>;
  status: FrameStatus;
  /** The frame's own words for a failed load, if it gave any. */
  failure: string;
  /** The height the frame asked for, in px; null until it says. */
  height: number | null;
  /** Asks the frame whether its fields are complete now (answered through onState); false when there is no frame to ask. */
  askState: () => boolean;
  /** Asks the frame to tokenize; false when there is no frame to ask. */
  tokenize: () => boolean;
  /** Hands the live frame a renewed e-wallet token (WAL-17), valid for ttlMs; false when there is no frame. */
  setToken: (token: string, ttlMs?: number) => boolean;
}

export function useCardFrame(origin: string, src: string, language: Language, handlers: FrameHandlers): CardFrameState {
  const iframe = useRef<HTMLIFrameElement>(null);
  const bridge = useRef<CardFrameBridge | null>(null);
  const latest = useRef(handlers);
  // Each state request has its own number; only the answer to the latest one counts.
  const asked = useRef(0);
  const [status, setStatus] = useState<FrameStatus>('loading');
  const [failure, setFailure] = useState('');
  const [height, setHeight] = useState<number | null>(null);

  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    setStatus('loading');
    setFailure('');
    setHeight(null);
    if (!isOnOrigin(src, origin)) {
      return undefined;
    }
    const connected = connectCardFrame({
      host: window,
      frame: () => iframe.current?.contentWindow,
      origin,
      onMessage: (message) => {
        switch (message.action) {
          case 'load':
            setStatus('ready');
            break;
          case 'loadFailure':
          case 'loadError':
            setStatus('failed');
            setFailure(message.message);
            break;
          case 'heightChanged':
            setHeight(message.height);
            break;
          case 'state':
            if (message.id === asked.current) latest.current.onState(message.complete);
            break;
          case 'tokenized':
            latest.current.onTokenized(message.tender);
            break;
          case 'tokenizeFailed':
            latest.current.onTokenizeFailed(message.message);
            break;
          case 'handshake':
          case 'validation':
            break;
        }
      },
    });
    bridge.current = connected;
    return () => {
      connected.dispose();
      bridge.current = null;
    };
  }, [origin, src]);

  useEffect(() => {
    // The frame starts in the language of its URL; keep it in the page's.
    if (status === 'ready') {
      bridge.current?.post({ action: 'setLanguage', language });
    }
  }, [status, language]);

  return {
    iframe,
    status,
    failure,
    height,
    askState: () => bridge.current?.post({ action: 'state', id: ++asked.current }) ?? false,
    tokenize: () => bridge.current?.post({ action: 'tokenize' }) ?? false,
    setToken: (token: string, ttlMs?: number) =>
      bridge.current?.post(ttlMs && ttlMs > 0 ? { action: 'setToken', token, ttlMs: Math.round(ttlMs) } : { action: 'setToken', token }) ??
      false,
  };
}
