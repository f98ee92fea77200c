// The survey modal (spec 000 §2 "Shell screens": an embedded form in a
// 300 px frame, closable, opened with client, site and feature flags). The
// shared Modal labels it by its title, moves focus to Close and keeps it
// inside (Close and the frame are the only stops), Escape closes, and focus
// goes back to the opener. A Tab pressed inside the survey's frame is the
// frame's own key, which the Modal's trap never sees: a last stop after
// the frame sends focus round to Close instead of out of the dialog, and
// passes it back to the frame when the trap lands there from Close
// (Shift+Tab). Escape pressed inside the frame never reaches the page
// either: the survey posts {type: 'close'} instead, which the dialog takes
// only from the frame's window at the survey link's exact origin.
import { useEffect, useId, useRef, type FocusEvent, type RefObject } from 'react';
import { Modal } from '../../../components/ui/Modal';
import { useT } from '../../../lib/i18n';
import '../../../lib/i18n/contact';

/** The survey frame's height (spec 000 §2). */
export const SURVEY_FRAME_HEIGHT = 300;

export interface SurveyDialogProps {
  /** The survey page, with its query already set. */
  src: string;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The survey page's origin, or null when src is no absolute http(s) URL. */
function originOf(src: string): string | null {
  try {
    const { protocol, origin } = new URL(src);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

export function SurveyDialog({ src, onClose, returnFocusTo }: SurveyDialogProps) {
  const t = useT();
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const closing = useRef(onClose);
  closing.current = onClose;
  const origin = originOf(src);

  useEffect(() => {
    if (!origin) return undefined;
    const onMessage = (event: MessageEvent<unknown>) => {
      const own = frame.current?.contentWindow;
      if (event.origin !== origin || !own || event.source !== own) return;
      if (typeof event.data === 'object' && event.data !== null && 'type' in event.data && event.data.type === 'close') {
        closing.current();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  const wrap = (event: FocusEvent) => (event.relatedTarget === close.current ? frame.current : close.current)?.focus();

  return (
    <Modal labelledBy={titleId} onClose={onClose} returnFocusTo={returnFocusTo} className="survey-dialog">
      <div className="survey-dialog__bar">
        <h2 id={titleId} className="survey-dialog__title">
          {t('survey.title')}
        </h2>
        <button ref={close} type="button" className="button button--quiet" onClick={onClose}>
          {t('survey.close')}
        </button>
      </div>
      <iframe ref={frame} className="survey-dialog__frame" title={t('survey.title')} src={src} height={SURVEY_FRAME_HEIGHT} />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the focus trap's end: Tab past the frame comes back to Close */}
      <span tabIndex={0} onFocus={wrap} />
    </Modal>
  );
}
