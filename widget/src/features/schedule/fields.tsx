// The schedule form's controls beyond TextField: a group of radio buttons,
// a select and a checkbox, each labelled, with its error tied to it by
// aria-describedby and marked aria-invalid so that a failed step can focus
// the first one (components/ui/TextField focusFirstError; WCAG 1.3.1, 3.3.1).
import { useId, type ReactNode } from 'react';
import { FieldError } from '../../components/ui/TextField';

export interface ChoiceOption<V extends string> {
  value: V;
  label: ReactNode;
}

export interface ChoiceProps<V extends string> {
  legend: ReactNode;
  name: string;
  value: V | '';
  options: readonly ChoiceOption<V>[];
  error?: string | null;
  /** Shown under the legend, before the options (e.g. why there are none). */
  children?: ReactNode;
  onChange: (value: V) => void;
}

export function Choice<V extends string>({ legend, name, value, options, error, children, onChange }: ChoiceProps<V>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={['field', 'schedule-choice', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <legend className="field__label">{legend}</legend>
      {children}
      {options.map((option) => (
        <label key={option.value} className="schedule-choice__option">
          {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- each radio says it is invalid, as every other field's input does */}
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}

export interface SelectFieldProps {
  label: ReactNode;
  value: string;
  options: readonly { value: string; label: string }[];
  error?: string | null;
  onChange: (value: string) => void;
}

export function SelectField({ label, value, options, error, onChange }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

export interface CheckFieldProps {
  label: ReactNode;
  checked: boolean;
  error?: string | null;
  required?: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckField({ label, checked, error, required, onChange }: CheckFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['field', 'field--check', 'schedule-check', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
