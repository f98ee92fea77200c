// A group of radios under a legend, with the group's error tied to it: the
// group is a radiogroup that is marked invalid and can take focus, so that
// "focus the first error" lands on it.
import { useId, type ReactNode } from 'react';
import { FieldError } from '../../components/ui/TextField';

export interface ChoiceGroupProps {
  legend: ReactNode;
  error?: string | null;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

export function ChoiceGroup({ legend, error, disabled, className, children }: ChoiceGroupProps) {
  const id = useId();
  return (
    <fieldset
      role="radiogroup"
      tabIndex={-1}
      disabled={disabled}
      className={['delivery__group', className ?? '', error ? 'delivery__group--invalid' : ''].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="delivery__legend">{legend}</legend>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {children}
    </fieldset>
  );
}

export interface ChoiceProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  label: ReactNode;
  details?: ReactNode;
}

/** One radio of a ChoiceGroup; its label is the radio's accessible name. */
export function Choice({ name, value, checked, onChange, label, details }: ChoiceProps) {
  const id = useId();
  return (
    <div className={['delivery__choice', checked ? 'delivery__choice--checked' : ''].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        aria-describedby={details ? `${id}-details` : undefined}
      />
      <div className="delivery__choice-text">
        <label htmlFor={id} className="delivery__choice-label">
          {label}
        </label>
        {details ? (
          <div id={`${id}-details`} className="delivery__choice-details">
            {details}
          </div>
        ) : null}
      </div>
    </div>
  );
}
