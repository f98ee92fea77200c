// The parent side of the card-input frame protocol (docs/checkout.md "D").
// The frame is served by the wallet host on its own origin; card and bank
// numbers are typed only there. This page posts only to that exact origin
// (never '*') and listens only to messages from that origin AND from the
// frame's own window, so no other page or frame can speak for it.
import { isTenderType, type TenderType } from './checkoutTypes';
import type { Language } from './types';

export const FRAME_SOURCE = 'payhub-card-input';
export const PARENT_SOURCE = 'payhub-parent';

/** What the frame reports once a card or account is tokenized. */
export interface FrameTender {
  type: TenderType;
  token: string;
  lastDigits: string;
  cardBrand: string;
  expiry?: string;
  userName: string;
}

/** Messages from the frame, without their source field. */
export type FrameMessage =
  | { action: 'handshake' }
  | { action: 'load' }
  | { action: 'loadFailure'; message: string }
  | { action: 'loadError'; message: string }
  | { action: 'heightChanged'; height: number }
  | { action: 'validation'; valid: boolean }
  /** The reply to a state request: whether the fields hold a complete, valid card or account now. */
  | { action: 'state'; id: number; complete: boolean }
  | { action: 'tokenized'; tender: FrameTender }
  | { action: 'tokenizeFailed'; message: string; fields?: Record<string, string> };

/** Messages to the frame, without their source field. */
export type ParentMessage =
  | { action: 'state'; id: number }
  | { action: 'tokenize' }
  | { action: 'setLanguage'; language: Language }
  | { action: 'clear' }
  /** A renewed e-wallet token (WAL-17): the frame keeps its fields and tokenizes with it; ttlMs restarts its expiry. */
  | { action: 'setToken'; token: string; ttlMs?: number };

/** The frame's window as far as this page uses it. */
export interface FrameTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** The window that receives the frame's messages. */
export interface MessageHost {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** The origin itself when it is an exact http(s) origin (no path, no wildcard), else null. */
export function exactOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    const ok = (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin;
    return ok ? origin : null;
  } catch {
    return null;
  }
}

/** True when url is served from exactly this origin. */
export function isOnOrigin(url: string, origin: string): boolean {
  try {
    return exactOrigin(origin) !== null && new URL(url).origin === origin;
  } catch {
    return false;
  }
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function readTender(value: unknown): FrameTender | null {
  if (!isObject(value) || !isTenderType(value.type) || typeof value.token !== 'string' || value.token === '') {
    return null;
  }
  const tender: FrameTender = {
    type: value.type,
    token: value.token,
    lastDigits: text(value.lastDigits),
    cardBrand: text(value.cardBrand),
    userName: text(value.userName),
  };
  if (typeof value.expiry === 'string') {
    tender.expiry = value.expiry;
  }
  return tender;
}

function readFields(value: unknown): Record<string, string> | undefined {
  if (!isObject(value)) {
    return undefined;
  }
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * Reads a message's data as a frame message. Null for anything that is not
 * a well-formed message from the card-input frame; an unknown action is
 * logged (ERR-46) and dropped.
 */
export function readFrameMessage(data: unknown): FrameMessage | null {
  if (!isObject(data) || data.source !== FRAME_SOURCE) {
    return null;
  }
  switch (data.action) {
    case 'handshake':
    case 'load':
      return { action: data.action };
    case 'loadFailure':
    case 'loadError':
      return { action: data.action, message: text(data.message) };
    case 'heightChanged':
      return Number.isInteger(data.height) && (data.height as number) >= 0
        ? { action: 'heightChanged', height: data.height as number }
        : null;
    case 'validation':
      return typeof data.valid === 'boolean' ? { action: 'validation', valid: data.valid } : null;
    case 'state':
      return Number.isSafeInteger(data.id) && typeof data.complete === 'boolean'
        ? { action: 'state', id: data.id as number, complete: data.complete }
        : null;
    case 'tokenized': {
      const tender = readTender(data.tender);
      return tender ? { action: 'tokenized', tender } : null;
    }
    case 'tokenizeFailed': {
      const fields = readFields(data.fields);
      return fields
        ? { action: 'tokenizeFailed', message: text(data.message), fields }
        : { action: 'tokenizeFailed', message: text(data.message) };
    }
    default:
      console.warn('Unrecognized iframe whisperer message', data.action);
      return null;
  }
}

export interface BridgeOptions {
  /** The window the frame posts to (this page's window). */
  host: MessageHost;
  /** The frame's window, looked up at each use (it changes when the frame reloads). */
  frame: () => FrameTarget | null | undefined;
  /** The wallet host's exact origin. */
  origin: string;
  onMessage: (message: FrameMessage) => void;
}

export interface CardFrameBridge {
  /** Posts to the frame at the wallet origin; false when there is no frame yet. */
  post(message: ParentMessage): boolean;
  /** Stops listening. */
  dispose(): void;
}

export function connectCardFrame({ host, frame, origin, onMessage }: BridgeOptions): CardFrameBridge {
  const target = exactOrigin(origin);
  if (!target) {
    throw new Error(`the card-input frame needs an exact origin, got "${origin}"`);
  }
  const listener = (event: MessageEvent) => {
    const window = frame();
    if (event.origin !== target || !window || event.source !== window) {
      return;
    }
    const message = readFrameMessage(event.data);
    if (message) {
      onMessage(message);
    }
  };
  host.addEventListener('message', listener);
  return {
    post(message) {
      const window = frame();
      if (!window) {
        return false;
      }
      window.postMessage({ source: PARENT_SOURCE, ...message }, target);
      return true;
    },
    dispose() {
      host.removeEventListener('message', listener);
    },
  };
}
