// The survey modal (spec 000 §2 "Shell screens": an embedded form in a
// 300 px frame, closable, opened with client, site and feature flags). The
// shared Modal labels it by its title, moves focus to Close and keeps it
// inside (Close and the frame are the only stops), Escape closes, and focus
// goes back to the opener.
import { useId, type RefObject } from 'react';
import { Modal } from '../../components/ui/Modal';
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

  return (
    <Modal labelledBy={titleId} onClose={onClose} returnFocusTo={returnFocusTo} className="survey-dialog">
      <div className="survey-dialog__bar">
        <h2 id={titleId} className="survey-dialog__title">
          {t('survey.title')}
        </h2>
        <button type="button" className="button button--quiet" onClick={onClose}>
          {t('survey.close')}
        </button>
      </div>
      <iframe className="survey-dialog__frame" title={t('survey.title')} src={src} height={SURVEY_FRAME_HEIGHT} />
    </Modal>
  );
}
