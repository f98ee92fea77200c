// The chatbot frame (spec 000 §2 "Shell screens", §4 "Chatbot"): the
// site's chatbot page in a frame, hidden until it says it loaded, with a
// launcher button of the portal's own. The frame's messages move it between
// loaded, open and closed (SHELL-44); while open it takes the size it
// reports, fitted to the window (SHELL-45). The launcher tells the frame
// when the payer opens or closes it. The frame is lent the microphone from
// the start: a browser reads an iframe's allow only when the frame loads,
// so granting it on the frame's allowMicrophone would come too late. The
// page's Permissions-Policy lends it to the chatbot's origin alone (BFF,
// secheaders.go), and the browser still asks the payer.
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useT } from '../../../lib/i18n';
import '../../../lib/i18n/modals';
import {
  CHATBOT_DEFAULT_SIZE,
  CHATBOT_RESIZE_DEBOUNCE_MS,
  chatbotOrigin,
  frameSize,
  nextState,
  parseChatbotMessage,
  type ChatbotCommand,
  type ChatbotState,
  type Size,
} from './chatbot';
import './modals.css';

export interface ChatbotFrameProps {
  /** The chatbot's page (config.chatbot.url). */
  url: string;
}

const windowSize = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

export function ChatbotFrame({ url }: ChatbotFrameProps) {
  const t = useT();
  const frameId = useId();
  const origin = chatbotOrigin(url);
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<ChatbotState>('idle');
  const [reported, setReported] = useState<Size>(CHATBOT_DEFAULT_SIZE);
  const [viewport, setViewport] = useState<Size>(windowSize);
  // A reported size and the window's size wait for the resizing to rest (CONST-12).
  const pending = useRef<Size | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!origin) return undefined;
    const settle = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const size = pending.current;
        pending.current = null;
        if (size) setReported(size);
        setViewport(windowSize());
      }, CHATBOT_RESIZE_DEBOUNCE_MS);
    };
    const onMessage = (event: MessageEvent) => {
      const own = frame.current?.contentWindow;
      if (event.origin !== origin || !own || event.source !== own) return;
      const message = parseChatbotMessage(event.data);
      if (!message) return;
      if (message.type === 'resize') {
        pending.current = { width: message.width, height: message.height };
        settle();
      } else if (message.type === 'open' && message.width && message.height) {
        // Opening shows the frame at once, at the size it asks for.
        setReported({ width: message.width, height: message.height });
      }
      setState((now) => nextState(now, message));
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('resize', settle);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('resize', settle);
      clearTimeout(timer.current);
    };
  }, [origin]);

  if (!origin) {
    return null;
  }
  const open = state === 'open';
  const toggle = () => {
    const command: ChatbotCommand = { type: open ? 'close' : 'open' };
    setState(open ? 'closed' : 'open');
    frame.current?.contentWindow?.postMessage(command, origin);
  };
  const size = frameSize(reported, viewport);
  const style: CSSProperties | undefined = size === 'full' ? undefined : { width: size.width, height: size.height };
  return (
    <div className="chatbot" data-state={state}>
      <iframe
        ref={frame}
        id={frameId}
        className={size === 'full' ? 'chatbot__frame chatbot__frame--full' : 'chatbot__frame'}
        title={t('chatbot.frame')}
        src={url}
        hidden={!open}
        style={style}
        allow="microphone"
      />
      {state === 'idle' ? null : (
        <button
          type="button"
          className="button button--primary chatbot__launcher"
          aria-expanded={open}
          aria-controls={frameId}
          onClick={toggle}
        >
          {open ? t('chatbot.close') : t('chatbot.open')}
        </button>
      )}
    </div>
  );
}
