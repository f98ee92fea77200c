// A labelled text input. The visible label is the input's accessible name;
// the hint and the error are tied to it with aria-describedby, and an error
// sets aria-invalid (WCAG 3.3.1, 3.3.2).
import { useCallback, useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref, type RefObject } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The error message; the field is invalid while it is set. */
  error?: string | null;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, className, type = 'text', ref, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={id}
        type={type}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** An error under a field; the icon and the word make it more than a colour. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="field__error" id={id}>
      <span className="field__error-icon" aria-hidden="true">
        !
      </span>
      {children}
    </p>
  );
}

/** Focuses the first invalid field inside root (after a failed submit). */
export function focusFirstError(root: ParentNode | null | undefined): boolean {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  field?.focus();
  return field != null;
}

/**
 * Focus on the first error after a failed submit: call the returned function
 * when a submit fails; once the errors have rendered, the first invalid field
 * inside root takes focus.
 */
export function useFocusFirstError(root: RefObject<HTMLElement | null>): () => void {
  const [failures, setFailures] = useState(0);
  const seen = useRef(0);
  useEffect(() => {
    if (failures !== seen.current) {
      seen.current = failures;
      focusFirstError(root.current);
    }
  }, [failures, root]);
  return useCallback(() => setFailures((n) => n + 1), []);
}
