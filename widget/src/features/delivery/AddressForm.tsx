// The mailing address of a renewal sent by mail: who and where, a state
// from the list, the country fixed to the US (DLV-26), and the payer's
// confirmation that it is right (DLV-25).
import { useId } from 'react';
import { Alert } from '../../components/ui/Alert';
import { StateSelect } from '../../components/ui/StateSelect';
import { FieldError, TextField } from '../../components/ui/TextField';
import type { Address } from '../../lib/deliveryTypes';
import { useT, type Translate } from '../../lib/i18n';
import { stateForZip } from '../../lib/zipState';
import type { FieldError as Problem } from '../../lib/validators';
import type { DeliveryErrors } from './form';
import '../../lib/i18n/delivery';

export interface AddressFormProps {
  address: Address;
  confirmed: boolean;
  errors: DeliveryErrors;
  states: readonly string[];
  military: boolean;
  onAddress: (address: Address) => void;
  onConfirmed: (confirmed: boolean) => void;
}

export function errorText(t: Translate, problem: Problem | undefined): string | null {
  return problem ? t(problem.key, problem.params) : null;
}

export function AddressForm({ address, confirmed, errors, states, military, onAddress, onConfirmed }: AddressFormProps) {
  const t = useT();
  const id = useId();
  const set = (field: keyof Address) => (event: { target: { value: string } }) =>
    onAddress({ ...address, [field]: event.target.value });
  const stateError = errorText(t, errors.state);
  const confirmError = errorText(t, errors.confirmed);
  return (
    <fieldset className="delivery__group">
      <legend className="delivery__legend">{t('delivery.address.legend')}</legend>
      {military ? (
        <Alert variant="info" live="polite">
          <p>{t('delivery.address.military')}</p>
        </Alert>
      ) : null}
      <TextField
        label={t('delivery.address.name')}
        value={address.name}
        onChange={set('name')}
        autoComplete="name"
        aria-required="true"
        maxLength={100}
        error={errorText(t, errors.name)}
      />
      <TextField
        label={t('delivery.address.address1')}
        value={address.address1}
        onChange={set('address1')}
        autoComplete="address-line1"
        aria-required="true"
        error={errorText(t, errors.address1)}
      />
      <TextField
        label={t('delivery.address.address2')}
        value={address.address2 ?? ''}
        onChange={set('address2')}
        autoComplete="address-line2"
      />
      <div className="delivery__row">
        <TextField
          label={t('delivery.address.city')}
          value={address.city}
          onChange={set('city')}
          autoComplete="address-level2"
          aria-required="true"
          error={errorText(t, errors.city)}
        />
        <StateSelect
          label={t('delivery.address.state')}
          placeholder={t('delivery.address.stateChoose')}
          codes={states}
          value={address.state}
          error={stateError}
          onChange={(state) => onAddress({ ...address, state })}
        />
        <TextField
          label={t('delivery.address.postalCode')}
          value={address.postalCode}
          onChange={(event) => {
            // VAL-62: a 5-digit US ZIP code fills in its state, when the list offers it.
            const postalCode = event.target.value;
            const state = stateForZip(postalCode);
            onAddress({ ...address, postalCode, state: state && states.includes(state) ? state : address.state });
          }}
          autoComplete="postal-code"
          inputMode="numeric"
          aria-required="true"
          error={errorText(t, errors.postalCode)}
        />
      </div>
      <TextField
        label={t('delivery.address.country')}
        hint={t('delivery.address.usOnly')}
        value={t('delivery.address.countryUS')}
        readOnly
      />
      <div className={['field', 'field--check', confirmError ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
        <input
          id={`${id}-confirm`}
          type="checkbox"
          checked={confirmed}
          onChange={(event) => onConfirmed(event.target.checked)}
          aria-invalid={confirmError ? true : undefined}
          aria-describedby={confirmError ? `${id}-confirm-error` : undefined}
        />
        <label htmlFor={`${id}-confirm`}>{t('delivery.confirm')}</label>
        {confirmError ? <FieldError id={`${id}-confirm-error`}>{confirmError}</FieldError> : null}
      </div>
    </fieldset>
  );
}
