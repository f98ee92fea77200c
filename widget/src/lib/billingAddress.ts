// The billing address of a saved card or bank account (spec 001 §3
// "Wallet": address1, address2, city, state, postal code, country, default
// US) and the BFF's rule for it, mirrored so the payer hears of a gap before
// the card-input frame tokenizes (VAL-75; TENDER-18, TENDER-19): the address
// is optional as a whole, but once given it needs address1, city, state and
// country, and a postal code unless the country has none.
import { COUNTRY_US } from './countries';
import type { FieldError } from './validators';
import type { BillingAddress } from './walletTypes';
import './i18n/wallet';

/** The longest text of each field, as the BFF allows. */
export const BILLING_FIELD_MAX = 100;

/** The countries with no postal codes (bff/checkout/billing.go noPostalCodes). */
const NO_POSTAL_CODES = new Set(
  (
    'AE AG AN AO AW BF BI BJ BO BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GA GD GH GM GQ GY HK KI KM KN KP ML MO MR MW ' +
    'NR NU QA RW SB SC SL SR SS ST SY TD TF TG TK TL TO TV UG VU YE ZW'
  ).split(' '),
);

/** Whether a country (ISO 3166-1 alpha-2) uses postal codes. */
export function hasPostalCodes(country: string): boolean {
  return !NO_POSTAL_CODES.has(country.trim().toUpperCase());
}

/** The address as the form holds it: every field a string. */
export interface BillingForm {
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export type BillingField = keyof BillingForm;

export type BillingErrors = Partial<Record<BillingField, FieldError>>;

/** The fields in the order the form shows them (the first invalid one takes focus). */
export const BILLING_FIELDS: readonly BillingField[] = ['address1', 'address2', 'city', 'state', 'postalCode', 'country'];

/** A new address: empty, in the United States. */
export function emptyBilling(): BillingForm {
  return { address1: '', address2: '', city: '', state: '', postalCode: '', country: COUNTRY_US };
}

/** Whether the payer has typed nothing: the country alone, which has a default, gives no address. */
export function isBlank(form: BillingForm): boolean {
  return (['address1', 'address2', 'city', 'state', 'postalCode'] as const).every((f) => form[f].trim() === '');
}

/** The form's errors; none when it is blank or complete. */
export function validateBilling(form: BillingForm): BillingErrors {
  const errors: BillingErrors = {};
  if (isBlank(form)) return errors;
  const missing = (field: BillingField) => form[field].trim() === '';
  if (missing('address1')) errors.address1 = { key: 'wallet.billing.error.address1' };
  if (missing('city')) errors.city = { key: 'wallet.billing.error.city' };
  if (missing('state')) {
    errors.state = { key: form.country.trim().toUpperCase() === COUNTRY_US ? 'wallet.billing.error.state' : 'wallet.billing.error.region' };
  }
  if (!/^[A-Za-z]{2}$/.test(form.country.trim())) errors.country = { key: 'wallet.billing.error.country' };
  else if (missing('postalCode') && hasPostalCodes(form.country)) errors.postalCode = { key: 'wallet.billing.error.postalCode' };
  for (const field of BILLING_FIELDS) {
    if (!errors[field] && form[field].trim().length > BILLING_FIELD_MAX) {
      errors[field] = { key: 'wallet.billing.error.tooLong', params: { max: BILLING_FIELD_MAX } };
    }
  }
  return errors;
}

/** The `billingAddress` of POST /wallet/tenders: trimmed, or undefined when the payer gave none. */
export function billingBody(form: BillingForm): BillingAddress | undefined {
  if (isBlank(form)) return undefined;
  const address2 = form.address2.trim();
  return {
    address1: form.address1.trim(),
    ...(address2 ? { address2 } : {}),
    city: form.city.trim(),
    state: form.state.trim(),
    postalCode: form.postalCode.trim(),
    country: form.country.trim().toUpperCase(),
  };
}
