// A labelled select of US states (VAL-34), named in the page's language:
// the delivery address and a saved payment method's billing address share
// it. The visible label is its accessible name; an error sets aria-invalid
// and is tied to it with aria-describedby.
import { useId, type ReactNode, type Ref } from 'react';
import { useLanguage } from '../../lib/i18n';
import { stateName } from '../../lib/states';
import { FieldError } from './TextField';

export interface StateSelectProps {
  label: ReactNode;
  /** The first, empty option ("Choose a state"). */
  placeholder: string;
  /** The state codes offered, in order. */
  codes: readonly string[];
  value: string;
  error?: string | null;
  required?: boolean;
  name?: string;
  onChange: (code: string) => void;
  ref?: Ref<HTMLSelectElement>;
}

export function StateSelect({ label, placeholder, codes, value, error, required = true, name, onChange, ref }: StateSelectProps) {
  const { language } = useLanguage();
  const id = useId();
  return (
    <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={`${id}-state`}>
        {label}
      </label>
      <select
        ref={ref}
        id={`${id}-state`}
        name={name}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="address-level1"
        aria-required={required ? 'true' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-state-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {codes.map((code) => (
          <option key={code} value={code}>
            {stateName(code, language)}
          </option>
        ))}
      </select>
      {error ? <FieldError id={`${id}-state-error`}>{error}</FieldError> : null}
    </div>
  );
}
