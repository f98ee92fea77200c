// The warning before the outbound hand-off (spec 000 §2 "Shell screens":
// "Before an outbound hand-off a modal warns about leaving to an external
// payment site"). A modal dialog: labelled by its title, described by its
// text, focus moved in on opening and kept inside, Escape cancels, and focus
// goes back to the button that opened it when it closes.
import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
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

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function LeaveSiteDialog({ busy, onContinue, onCancel, returnFocusTo }: LeaveSiteDialogProps) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const proceed = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    proceed.current?.focus();
    const opener = returnFocusTo.current;
    return () => opener?.focus();
  }, [returnFocusTo]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (!busy) {
        onCancel();
      }
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) {
      return;
    }
    const focusable = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const inside = dialog.current.contains(document.activeElement);
    if (event.shiftKey && (document.activeElement === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="handoff-dialog__backdrop">
      <div
        ref={dialog}
        className="handoff-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="handoff-dialog__title">
          {t('handoff.dialog.title')}
        </h2>
        <p id={textId}>{t('handoff.dialog.text')}</p>
        <div className="handoff-dialog__actions">
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
      </div>
    </div>
  );
}
