// The chatbot frame's messages, states and size (spec 000 §3 "Chatbot size",
// §4 "Chatbot", §9; SHELL-44, SHELL-45, CONST-11..13). The frame drives the
// state: loaded, open, resize (with its width and height), close, and
// allowMicrophone. The portal takes a message only from the chatbot page's
// exact origin and from that frame's window.
import { CART_POPPER_OFFSET_PX } from '../../../lib/layout';

export interface Size {
  width: number;
  height: number;
}

/** The chatbot's size until it reports its own (spec 000 §9; CONST-11). */
export const CHATBOT_DEFAULT_SIZE: Size = { width: 352, height: 652 };
/** The window must be at least this much wider than the chatbot to show it at its size (SHELL-45). */
export const CHATBOT_WINDOW_MARGIN = 40;
/** The window's resizing is handled once it has rested this long (CONST-12). */
export const CHATBOT_RESIZE_DEBOUNCE_MS = 200;

/** What the chatbot frame may post to the portal. */
export type ChatbotMessage =
  | { type: 'loaded' }
  | { type: 'open'; width?: number; height?: number }
  | { type: 'resize'; width: number; height: number }
  | { type: 'close' }
  | { type: 'allowMicrophone' };

/** What the portal posts to the frame when the payer uses the launcher. */
export type ChatbotCommand = { type: 'open' } | { type: 'close' };

/** 'idle' until the frame says it loaded; then the spec's loaded, open and closed. */
export type ChatbotState = 'idle' | 'loaded' | 'open' | 'closed';

const dimension = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The origin of the chatbot's page, or null when the URL is not an absolute http(s) one. */
export function chatbotOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The message, if it is one the chatbot may send; anything else is ignored. */
export function parseChatbotMessage(data: unknown): ChatbotMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, width, height } = data as Record<string, unknown>;
  switch (type) {
    case 'loaded':
    case 'close':
    case 'allowMicrophone':
      return { type };
    case 'open':
      return dimension(width) && dimension(height) ? { type, width, height } : { type };
    case 'resize':
      return dimension(width) && dimension(height) ? { type, width, height } : null;
    default:
      return null;
  }
}

/** The state after a message (SHELL-44). */
export function nextState(state: ChatbotState, message: ChatbotMessage): ChatbotState {
  switch (message.type) {
    case 'loaded':
      return state === 'idle' ? 'loaded' : state;
    case 'open':
      return 'open';
    case 'close':
      return state === 'idle' ? state : 'closed';
    default:
      return state;
  }
}

/**
 * The frame's size while open (SHELL-45): in a window at least the
 * chatbot's width plus the margin, the reported size, no taller than the
 * window less the raised cart popper; in a narrower window, the whole
 * window ('full').
 */
export function frameSize(reported: Size, viewport: Size): Size | 'full' {
  if (viewport.width < reported.width + CHATBOT_WINDOW_MARGIN) {
    return 'full';
  }
  return { width: reported.width, height: Math.max(0, Math.min(reported.height, viewport.height - CART_POPPER_OFFSET_PX)) };
}
