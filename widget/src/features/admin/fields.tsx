// The console forms' fields: each labelled, its error tied to it by
// aria-describedby and aria-invalid, and given an id from its wire name
// (text.en -> admin-text-en) so that an error the BFF names by field lands
// on the field it names.
import type { ReactNode } from 'react';

/** The id of a field from its wire name. */
export const fieldId = (name: string) => `admin-${name.replace(/\./g, '-')}`;
const errorId = (name: string) => `${fieldId(name)}-error`;

/** A field's error text, in the page right after the field. */
function FieldError({ name, error }: { name: string; error?: string }) {
  return error ? (
    <p id={errorId(name)} className="admin__field-error">
      {error}
    </p>
  ) : null;
}

interface TextProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The language of the text typed (a Spanish text is marked es). */
  lang?: string;
  multiline?: boolean;
  type?: 'text' | 'date' | 'email';
  hint?: string;
  /** The browser's autofill hint; off by default for what staff type for someone else. */
  autoComplete?: string;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email';
  onBlur?: () => void;
}

export function TextInput({ name, label, value, onChange, error, lang, multiline, type = 'text', hint, autoComplete, inputMode, onBlur }: TextProps) {
  const id = fieldId(name);
  const described = [hint ? `${id}-hint` : '', error ? errorId(name) : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    lang,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    autoComplete,
    onBlur,
  };
  return (
    <div className="admin__field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="admin__hint">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
      )}
      <FieldError name={name} error={error} />
    </div>
  );
}

interface ChoiceProps<T extends string> {
  name: string;
  legend: string;
  options: readonly { value: T; label: ReactNode }[];
  error?: string;
}

/** Checkboxes for a list of values. */
export function CheckboxGroup<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  error,
}: ChoiceProps<T> & { value: readonly T[]; onChange: (value: T[]) => void }) {
  const toggle = (option: T, on: boolean) =>
    onChange(on ? [...value, option] : value.filter((v) => v !== option));
  return (
    <fieldset id={fieldId(name)} className="admin__choices" aria-describedby={error ? errorId(name) : undefined} tabIndex={-1}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="admin__choice">
          <input type="checkbox" checked={value.includes(option.value)} onChange={(e) => toggle(option.value, e.target.checked)} />
          {option.label}
        </label>
      ))}
      <FieldError name={name} error={error} />
    </fieldset>
  );
}

/** Radio buttons for one value. */
export function RadioGroup<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  error,
}: ChoiceProps<T> & { value: T; onChange: (value: T) => void }) {
  return (
    <fieldset id={fieldId(name)} className="admin__choices" aria-describedby={error ? errorId(name) : undefined} tabIndex={-1}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="admin__choice">
          <input type="radio" name={fieldId(name)} checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
      <FieldError name={name} error={error} />
    </fieldset>
  );
}

/** A drop-down list. */
export function Select<T extends string>({
  name,
  label,
  options,
  value,
  onChange,
  error,
}: {
  name: string;
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  error?: string;
}) {
  const id = fieldId(name);
  return (
    <div className="admin__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(name) : undefined}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError name={name} error={error} />
    </div>
  );
}

/** One checkbox with its label, its error tied to it. */
export function Checkbox({
  name,
  label,
  checked,
  onChange,
  error,
  disabled,
}: {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = fieldId(name);
  return (
    <div className="admin__field">
      <label className="admin__choice" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(name) : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
      <FieldError name={name} error={error} />
    </div>
  );
}
