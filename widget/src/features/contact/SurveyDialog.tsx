// The survey modal (spec 000 §2 "Shell screens": an embedded form in a
// 300 px frame, closable, opened with client, site and feature flags). A
// modal dialog: labelled by its title, focus moved in on opening and kept
// inside, Escape closes, and focus goes back to the opener.
import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useT } from '../../lib/i18n';
import '../../lib/i18n/contact';

/** The survey frame's height (spec 000 §2). */
export const SURVEY_FRAME_HEIGHT = 300;

export interface SurveyDialogProps {
  /** The survey page, with its query already set. */
  src: string;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

export function SurveyDialog({ src, onClose, returnFocusTo }: SurveyDialogProps) {
  const t = useT();
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    close.current?.focus();
    const opener = returnFocusTo.current;
    return () => opener?.focus();
  }, [returnFocusTo]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key === 'Tab' && dialog.current) {
      // The close button and the frame are the only stops: keep focus inside.
      const stops = Array.from(dialog.current.querySelectorAll<HTMLElement>('button, iframe'));
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  return (
    <div className="survey-dialog__backdrop">
      <div
        ref={dialog}
        className="survey-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <div className="survey-dialog__bar">
          <h2 id={titleId} className="survey-dialog__title">
            {t('survey.title')}
          </h2>
          <button ref={close} type="button" className="button button--quiet" onClick={onClose}>
            {t('survey.close')}
          </button>
        </div>
        <iframe className="survey-dialog__frame" title={t('survey.title')} src={src} height={SURVEY_FRAME_HEIGHT} />
      </div>
    </div>
  );
}
