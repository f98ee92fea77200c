// A group of radio buttons in a fieldset whose legend names the choice; the
// hint and the error are tied to every button with aria-describedby, and an
// error marks them aria-invalid so that a failed submit can focus the group
// (WCAG 1.3.1, 3.3.1).
import { useId, type ReactNode } from 'react';
import { FieldError } from './TextField';
import './radioGroup.css';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  /** The option's language, when it is not the page's (WCAG 3.1.2). */
  lang?: string;
}

export interface RadioGroupProps<V extends string> {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  name: string;
  value: V | '';
  options: readonly RadioOption<V>[];
  disabled?: boolean;
  onChange: (value: V) => void;
}

export function RadioGroup<V extends string>({ legend, hint, error, name, value, options, disabled, onChange }: RadioGroupProps<V>) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={['field', 'radio-group', error ? 'field--invalid' : ''].filter(Boolean).join(' ')} disabled={disabled}>
      <legend className="field__label">{legend}</legend>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {options.map((option) => (
        <label key={option.value} className="radio-group__option" lang={option.lang}>
          {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- each radio says it is invalid, as every other field's input does */}
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}
