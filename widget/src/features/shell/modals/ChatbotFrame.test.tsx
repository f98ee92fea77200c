import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPart } from '../../../test/renderPart';
import type { Language } from '../../../lib/types';
import { CHATBOT_DEFAULT_SIZE, CHATBOT_RESIZE_DEBOUNCE_MS, CHATBOT_WINDOW_MARGIN, frameSize, parseChatbotMessage } from './chatbot';
import { CART_POPPER_OFFSET_PX } from '../../../lib/layout';
import { ChatbotFrame } from './ChatbotFrame';

const CHATBOT = 'https://chat.example.org/bot/?site=demo';
const ORIGIN = 'https://chat.example.org';

const frame = (language: Language = 'en') =>
  screen.getByTitle(language === 'en' ? 'Chat assistant' : 'Asistente de chat') as HTMLIFrameElement;

function fromChatbot(data: unknown, { origin = ORIGIN, source }: { origin?: string; source?: Window | null } = {}) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source === undefined ? frame().contentWindow : source }));
  });
}

function setWindow(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

beforeEach(() => setWindow(1024, 768));
afterEach(() => vi.useRealTimers());

describe('ChatbotFrame', () => {
  it('CONST-11 CONST-12 CONST-13 SHELL-45: the default size, resize pause, cart popper offset and window margin', () => {
    expect(CHATBOT_DEFAULT_SIZE).toEqual({ width: 352, height: 652 });
    expect(CHATBOT_RESIZE_DEBOUNCE_MS).toBe(200);
    expect(CART_POPPER_OFFSET_PX).toBe(100);
    expect(CHATBOT_WINDOW_MARGIN).toBe(40);
  });

  it('SHELL-45: in a window at least width + 40 px wide the frame takes the reported size, fitted under the cart popper', () => {
    expect(frameSize({ width: 352, height: 652 }, { width: 1024, height: 768 })).toEqual({ width: 352, height: 652 });
    expect(frameSize({ width: 352, height: 652 }, { width: 392, height: 700 })).toEqual({ width: 352, height: 600 });
    expect(frameSize({ width: 352, height: 652 }, { width: 391, height: 700 })).toBe('full');
  });

  it('SHELL-44: only the chatbot messages are understood', () => {
    expect(parseChatbotMessage({ type: 'loaded' })).toEqual({ type: 'loaded' });
    expect(parseChatbotMessage({ type: 'resize', width: 300, height: 400 })).toEqual({ type: 'resize', width: 300, height: 400 });
    expect(parseChatbotMessage({ type: 'resize', width: 'wide' })).toBeNull();
    expect(parseChatbotMessage({ type: 'open', width: -1, height: 2 })).toEqual({ type: 'open' });
    expect(parseChatbotMessage({ type: 'navigate' })).toBeNull();
    expect(parseChatbotMessage('loaded')).toBeNull();
  });

  it('SHELL-44: hidden until loaded; then the frame moves between open and closed on its messages', () => {
    renderPart(<ChatbotFrame url={CHATBOT} />);
    expect(frame()).toHaveAttribute('src', CHATBOT);
    expect(frame()).not.toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    fromChatbot({ type: 'loaded' });
    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(frame()).not.toBeVisible();

    fromChatbot({ type: 'open' });
    expect(frame()).toBeVisible();
    expect(frame().style.width).toBe('352px');
    expect(frame().style.height).toBe('652px');
    expect(screen.getByRole('button', { name: 'Close the chat' })).toHaveAttribute('aria-expanded', 'true');

    fromChatbot({ type: 'close' });
    expect(frame()).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
  });

  it("SHELL-44: messages from another origin or another window are ignored", () => {
    renderPart(<ChatbotFrame url={CHATBOT} />);
    fromChatbot({ type: 'loaded' }, { origin: 'https://evil.example' });
    fromChatbot({ type: 'loaded' }, { source: window });
    fromChatbot({ type: 'loaded' }, { origin: 'https://chat.example.org:8443' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('SHELL-44 CONST-12: a resize message takes effect once resizing has rested 200 ms', () => {
    vi.useFakeTimers();
    renderPart(<ChatbotFrame url={CHATBOT} />);
    fromChatbot({ type: 'loaded' });
    fromChatbot({ type: 'open', width: 320, height: 500 });
    expect(frame().style.height).toBe('500px');
    fromChatbot({ type: 'resize', width: 400, height: 560 });
    act(() => vi.advanceTimersByTime(CHATBOT_RESIZE_DEBOUNCE_MS - 1));
    expect(frame().style.width).toBe('320px');
    act(() => vi.advanceTimersByTime(1));
    expect(frame().style.width).toBe('400px');
    expect(frame().style.height).toBe('560px');
  });

  it('SHELL-45 CONST-12: a smaller window shortens the frame, and a narrow one gives it the whole window', () => {
    vi.useFakeTimers();
    renderPart(<ChatbotFrame url={CHATBOT} />);
    fromChatbot({ type: 'loaded' });
    fromChatbot({ type: 'open' });
    setWindow(1024, 600);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(frame().style.height).toBe('652px');
    act(() => vi.advanceTimersByTime(CHATBOT_RESIZE_DEBOUNCE_MS));
    expect(frame().style.height).toBe('500px');
    setWindow(360, 600);
    act(() => void window.dispatchEvent(new Event('resize')));
    act(() => vi.advanceTimersByTime(CHATBOT_RESIZE_DEBOUNCE_MS));
    expect(frame()).toHaveClass('chatbot__frame--full');
  });

  it('SHELL-44: the frame may use the microphone from its first load, and allow microphone changes no state', () => {
    renderPart(<ChatbotFrame url={CHATBOT} />);
    expect(frame()).toHaveAttribute('allow', 'microphone');
    fromChatbot({ type: 'loaded' });
    fromChatbot({ type: 'allowMicrophone' });
    expect(frame()).toHaveAttribute('allow', 'microphone');
    expect(frame()).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("the launcher opens and closes the chat and tells the frame, at the chatbot's origin only", async () => {
    const { user } = renderPart(<ChatbotFrame url={CHATBOT} />, { language: 'es' });
    const post = vi.spyOn(frame('es').contentWindow!, 'postMessage').mockImplementation(() => {});
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'loaded' }, origin: ORIGIN, source: frame('es').contentWindow }));
    });
    await user.click(screen.getByRole('button', { name: 'Chatee con nosotros' }));
    expect(frame('es')).toBeVisible();
    expect(post).toHaveBeenLastCalledWith({ type: 'open' }, ORIGIN);
    await user.click(screen.getByRole('button', { name: 'Cerrar el chat' }));
    expect(frame('es')).not.toBeVisible();
    expect(post).toHaveBeenLastCalledWith({ type: 'close' }, ORIGIN);
  });

  it('a chatbot URL that is not an absolute http(s) address shows nothing', () => {
    const { container } = renderPart(<ChatbotFrame url="javascript:alert(1)" />);
    expect(container).toBeEmptyDOMElement();
  });
});
