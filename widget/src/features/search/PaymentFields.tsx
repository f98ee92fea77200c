// The fields a payment asks for before it is added to the cart (PAY-06):
// each of its payable's freeform fields as a labelled input, or a text
// area, with its placeholder, tooltip as a hint, and a length/limit
// counter; a confidential payment's tax type (VAL-80) is a choice of
// central, real estate or tangible. The BFF checks the same rules again.
import { useId } from 'react';
import { FieldError, TextField } from '../../components/ui/TextField';
import type { FreeformField, PayableView } from '../../lib/checkoutTypes';
import { useT, type MessageKey } from '../../lib/i18n';
import { charLimitOf, freeformError, lengthOf } from '../../lib/freeform';
import '../../lib/i18n/search';

/** A confidential payment's tax type field (bff/checkout ConfidentialTaxTypeKey). */
export const TAX_TYPE_KEY = 'tax_type';

/** The tax types of a confidential payment, with their labels (VAL-80). */
export const TAX_TYPES: readonly { value: string; label: MessageKey }[] = [
  { value: 'central', label: 'search.taxType.central' },
  { value: 'real_estate', label: 'search.taxType.realEstate' },
  { value: 'tangible', label: 'search.taxType.tangible' },
];

/** The field's error message key, or null: as the cart's, plus the tax type's. */
export function paymentFieldError(payable: PayableView, field: FreeformField, value: string) {
  if (payable.confidential && field.key === TAX_TYPE_KEY) {
    return TAX_TYPES.some((type) => type.value === value) ? null : { key: 'search.taxType.required' as MessageKey };
  }
  return freeformError(field, value);
}

export interface PaymentFieldsProps {
  payable: PayableView;
  fields: readonly FreeformField[];
  values: Readonly<Record<string, string>>;
  /** Errors by field key, shown once a submit failed. */
  errors: Readonly<Record<string, string | undefined>>;
  onChange: (key: string, value: string) => void;
}

export function PaymentFields({ payable, fields, values, errors, onChange }: PaymentFieldsProps) {
  return (
    <>
      {fields.map((field) =>
        payable.confidential && field.key === TAX_TYPE_KEY ? (
          <TaxTypeField key={field.key} value={values[field.key] ?? ''} error={errors[field.key]} onChange={(v) => onChange(field.key, v)} />
        ) : (
          <TextPaymentField
            key={field.key}
            field={field}
            value={values[field.key] ?? ''}
            error={errors[field.key]}
            onChange={(v) => onChange(field.key, v)}
          />
        ),
      )}
    </>
  );
}

interface FieldProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

function TextPaymentField({ field, value, error, onChange }: FieldProps & { field: FreeformField }) {
  const t = useT();
  const id = useId();
  const limit = charLimitOf(field);
  const hint = (
    <>
      {field.tooltip ? <>{field.tooltip} </> : null}
      <span>{t('search.field.count', { length: String(lengthOf(value)), limit: String(limit) })}</span>
    </>
  );
  if (!field.textArea) {
    return (
      <TextField
        name={field.key}
        label={field.label}
        hint={hint}
        placeholder={field.placeholder || undefined}
        autoComplete="off"
        aria-required={field.required || undefined}
        value={value}
        error={error ?? null}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {field.label}
      </label>
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
      <textarea
        id={id}
        name={field.key}
        className="field__input"
        placeholder={field.placeholder || undefined}
        aria-required={field.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

function TaxTypeField({ value, error, onChange }: FieldProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {t('search.taxType')}
      </label>
      <select
        id={id}
        name={TAX_TYPE_KEY}
        className="field__input"
        value={value}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('search.taxType.choose')}</option>
        {TAX_TYPES.map((type) => (
          <option key={type.value} value={type.value}>
            {t(type.label)}
          </option>
        ))}
      </select>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
