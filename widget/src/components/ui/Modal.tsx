// The one modal dialog of the portal and the widget (WAI-ARIA dialog
// pattern): labelled by its title and optionally described, focus moved in
// on opening, Tab and Shift+Tab kept inside, Escape closes unless the
// dialog is busy, focus goes back to the opener on closing, and the page
// behind does not scroll. A div with role=dialog rather than <dialog> and
// showModal(): the test environment (jsdom) has no showModal, and the trap
// below is what the browsers' own one does.
import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import './modal.css';

export interface ModalProps {
  /** The id of the dialog's title. */
  labelledBy: string;
  /** The id of the text that describes the dialog, if one does. */
  describedBy?: string;
  /** Escape asks for this; the caller unmounts the modal. */
  onClose: () => void;
  /** Something is under way that must not be interrupted: Escape waits. */
  busy?: boolean;
  /** Receives focus on opening; default the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Receives focus on closing; default what had focus when the modal opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Classes of the backdrop, which holds the dialog (`.x .modal` styles a variant). */
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** The open modals, innermost last: only the innermost answers keys and holds focus. */
const stack: HTMLElement[] = [];

function stops(node: HTMLElement): HTMLElement[] {
  return Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** Moves focus round the dialog's stops when Tab would leave it. */
function trap(event: KeyboardEvent, node: HTMLElement): void {
  const all = stops(node);
  const at = all.indexOf(document.activeElement as HTMLElement);
  const next = event.shiftKey ? (at <= 0 ? all[all.length - 1] : null) : at === -1 || at === all.length - 1 ? all[0] : null;
  if (all.length === 0) {
    event.preventDefault();
    node.focus();
  } else if (next) {
    event.preventDefault();
    next.focus();
  }
}

export function Modal({ labelledBy, describedBy, onClose, busy = false, initialFocus, returnFocusTo, className, children }: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  // The listeners are added once per opening; they read the latest props.
  const latest = useRef({ onClose, busy });
  useEffect(() => {
    latest.current = { onClose, busy };
  });

  // A layout effect: focus moves in the same commit that shows the dialog,
  // so that nothing (a keystroke, a screen reader, a test) ever finds the
  // dialog open with focus still on the page behind it.
  useLayoutEffect(() => {
    const node = dialog.current;
    if (!node) return undefined;
    const opener = returnFocusTo?.current ?? (document.activeElement as HTMLElement | null);
    stack.push(node);
    const body = document.body.style;
    const overflow = body.overflow;
    body.overflow = 'hidden';
    (initialFocus?.current ?? stops(node)[0] ?? node).focus();

    const innermost = () => stack[stack.length - 1] === node;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!innermost()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        if (!latest.current.busy) latest.current.onClose();
      } else if (event.key === 'Tab') {
        trap(event, node);
      }
    };
    // Focus that lands outside (a script, a click on the page behind) comes back.
    const onFocusIn = (event: FocusEvent) => {
      if (innermost() && event.target instanceof Node && !node.contains(event.target)) {
        (stops(node)[0] ?? node).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      stack.splice(stack.indexOf(node), 1);
      body.overflow = overflow;
      opener?.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening: the refs are read when the modal opens
  }, []);

  return (
    <div className={className ? `modal-backdrop ${className}` : 'modal-backdrop'}>
      <div
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>
  );
}
