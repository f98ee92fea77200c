// The warning before the outbound hand-off (spec 000 §2 "Shell screens":
// "Before an outbound hand-off a modal warns about leaving to an external
// payment site"). The shared Modal labels it by its title, describes it by
// its text, moves focus to Continue and keeps it inside, and gives it back
// to the button that opened it; Escape cancels unless the hand-off is under
// way.
import { useId, useRef, type RefObject } from 'react';
import { Modal } from '../../components/ui/Modal';
import { useT } from '../../lib/i18n';
import '../../lib/i18n/steps';

export interface LeaveSiteDialogProps {
  /** The hand-off is under way: Continue shows progress, Cancel and Escape wait. */
  busy: boolean;
  onContinue: () => void;
  onCancel: () => void;
  /** Receives focus again when the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

export function LeaveSiteDialog({ busy, onContinue, onCancel, returnFocusTo }: LeaveSiteDialogProps) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const proceed = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      labelledBy={titleId}
      describedBy={textId}
      onClose={onCancel}
      busy={busy}
      initialFocus={proceed}
      returnFocusTo={returnFocusTo}
    >
      <h2 id={titleId} className="modal__title">
        {t('handoff.dialog.title')}
      </h2>
      <p id={textId}>{t('handoff.dialog.text')}</p>
      <div className="modal__actions">
        <button
          ref={proceed}
          type="button"
          className="button button--primary"
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={() => {
            if (!busy) {
              onContinue();
            }
          }}
        >
          {busy ? t('handoff.dialog.opening') : t('handoff.dialog.continue')}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {t('handoff.dialog.cancel')}
        </button>
      </div>
    </Modal>
  );
}
