// The billing address of a card or bank account being saved (WAL-10): street
// lines, city, state, postal code and country (default United States). It is
// optional as a whole; once started, the fields the BFF needs are marked
// and checked (VAL-75, lib/billingAddress.ts). In the United States the
// state is chosen from the list (VAL-34) and a ZIP code fills it in (VAL-62);
// elsewhere it is typed, and a country with no postal codes needs none.
import { useId, useMemo } from 'react';
import { StateSelect } from '../ui/StateSelect';
import { FieldError, TextField } from '../ui/TextField';
import { hasPostalCodes, isBlank, BILLING_FIELD_MAX, type BillingErrors, type BillingForm } from '../../lib/billingAddress';
import { COUNTRY_US, countries } from '../../lib/countries';
import { useLanguage, useT } from '../../lib/i18n';
import { US_STATES } from '../../lib/states';
import type { FieldError as Problem } from '../../lib/validators';
import { stateForZip } from '../../lib/zipState';
import '../../lib/i18n/wallet';
import './wallet.css';

const STATE_CODES = US_STATES.map((s) => s.code);

export interface BillingAddressFieldsProps {
  value: BillingForm;
  errors: BillingErrors;
  onChange: (value: BillingForm) => void;
}

export function BillingAddressFields({ value, errors, onChange }: BillingAddressFieldsProps) {
  const t = useT();
  const { language } = useLanguage();
  const id = useId();
  const list = useMemo(() => countries(language), [language]);
  const message = (error: Problem | undefined) => (error ? t(error.key, error.params) : null);
  const set = (field: keyof BillingForm) => (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value });
  const inUS = value.country === COUNTRY_US;
  // Before anything is typed no field is required; once started, the rule's fields are.
  const started = !isBlank(value);
  const required = started ? 'true' : undefined;
  const postalRequired = started && hasPostalCodes(value.country) ? 'true' : undefined;

  return (
    <fieldset className="billing-address" aria-describedby={`${id}-hint`}>
      <legend className="billing-address__legend">{t('wallet.billing.legend')}</legend>
      <p className="field__hint" id={`${id}-hint`}>
        {t('wallet.billing.hint')}
      </p>
      <TextField
        label={t('wallet.billing.address1')}
        name="billing-address1"
        autoComplete="billing address-line1"
        maxLength={BILLING_FIELD_MAX}
        aria-required={required}
        value={value.address1}
        error={message(errors.address1)}
        onChange={set('address1')}
      />
      <TextField
        label={t('wallet.billing.address2')}
        name="billing-address2"
        autoComplete="billing address-line2"
        maxLength={BILLING_FIELD_MAX}
        value={value.address2}
        error={message(errors.address2)}
        onChange={set('address2')}
      />
      <div className="billing-address__row">
        <TextField
          label={t('wallet.billing.city')}
          name="billing-city"
          autoComplete="billing address-level2"
          maxLength={BILLING_FIELD_MAX}
          aria-required={required}
          value={value.city}
          error={message(errors.city)}
          onChange={set('city')}
        />
        {inUS ? (
          <StateSelect
            label={t('wallet.billing.state')}
            placeholder={t('wallet.billing.stateChoose')}
            name="billing-state"
            codes={STATE_CODES}
            required={started}
            value={value.state}
            error={message(errors.state)}
            onChange={(state) => onChange({ ...value, state })}
          />
        ) : (
          <TextField
            label={t('wallet.billing.region')}
            name="billing-state"
            autoComplete="billing address-level1"
            maxLength={BILLING_FIELD_MAX}
            aria-required={required}
            value={value.state}
            error={message(errors.state)}
            onChange={set('state')}
          />
        )}
        <TextField
          label={t(hasPostalCodes(value.country) ? 'wallet.billing.postalCode' : 'wallet.billing.postalCodeOptional')}
          name="billing-postal-code"
          autoComplete="billing postal-code"
          inputMode={inUS ? 'numeric' : undefined}
          maxLength={BILLING_FIELD_MAX}
          aria-required={postalRequired}
          value={value.postalCode}
          error={message(errors.postalCode)}
          onChange={(event) => {
            // VAL-62: in the United States a 5-digit ZIP code fills in its state.
            const postalCode = event.target.value;
            const state = inUS ? stateForZip(postalCode) : null;
            onChange({ ...value, postalCode, state: state ?? value.state });
          }}
        />
      </div>
      <div className={['field', errors.country ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
        <label className="field__label" htmlFor={`${id}-country`}>
          {t('wallet.billing.country')}
        </label>
        <select
          id={`${id}-country`}
          name="billing-country"
          className="field__input"
          autoComplete="billing country"
          value={value.country}
          aria-required={required}
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? `${id}-country-error` : undefined}
          onChange={(event) => {
            const country = event.target.value;
            // A US state code means nothing elsewhere, nor a typed region in the US list.
            const state = (country === COUNTRY_US) === inUS ? value.state : '';
            onChange({ ...value, country, state });
          }}
        >
          {list.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        {errors.country ? (
<FieldError id={`${id}-country-error`}>{message(errors.country)}</FieldError>
        ) : null}
      </div>
    </fieldset>
  );
}
