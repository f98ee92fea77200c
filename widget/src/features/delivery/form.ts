// The delivery form's state and its rules (spec 000 §5 "Checkout
// submission" and "Address"): mail needs a name, street, city, state, ZIP
// code and the confirmation, in the US only (and outside Florida for a
// military payer stationed outside it); pick-up needs an office and the
// person's name.
import type { Address, DeliveryChoice, DeliveryMethod, DeliveryView } from '../../lib/deliveryTypes';
import { freeText } from '../../lib/freeText';
import type { FieldError } from '../../lib/validators';
import '../../lib/i18n/delivery';

/** The only country renewals are mailed to (DLV-04, DLV-26). */
export const COUNTRY_US = 'US';

/** The state a military payer's permanent address must not be in (DLV-20). */
export const HOME_STATE = 'FL';

/** Longest name on a delivery. */
export const NAME_MAX_LENGTH = 100;

const ZIP = /^[0-9]{5}(-[0-9]{4})?$/;

export interface DeliveryForm {
  method: DeliveryMethod;
  address: Address;
  confirmed: boolean;
  locationId: string;
  personName: string;
  receiveReminders: boolean;
}

export type DeliveryField =
  | 'method'
  | 'name'
  | 'address1'
  | 'city'
  | 'state'
  | 'postalCode'
  | 'confirmed'
  | 'locationId'
  | 'personName';

export type DeliveryErrors = Partial<Record<DeliveryField, FieldError>>;

/** A new address: empty, in the US (DLV-04). */
export function emptyAddress(): Address {
  return { name: '', address1: '', address2: '', city: '', state: '', postalCode: '', country: COUNTRY_US };
}

/** The form as the section starts it: the saved choice, else the default option. */
export function initialForm(view: DeliveryView): DeliveryForm {
  const saved = view.saved;
  return {
    method: saved?.method ?? view.default ?? 'none',
    address: saved?.address ? { ...emptyAddress(), ...saved.address, country: COUNTRY_US } : emptyAddress(),
    confirmed: saved?.confirmed ?? false,
    locationId: saved?.pickup?.locationId ?? '',
    personName: saved?.pickup?.personName ?? '',
    receiveReminders: saved?.receiveReminders ?? false,
  };
}

/** DLV-17: choosing pick-up clears the typed address and its confirmation. */
export function withMethod(form: DeliveryForm, method: DeliveryMethod): DeliveryForm {
  if (method === 'pick_up') {
    return { ...form, method, address: emptyAddress(), confirmed: false };
  }
  return { ...form, method };
}

export interface Rules {
  /** A renewal's payer is a Florida resident stationed outside Florida. */
  military: boolean;
  /** The state codes offered. */
  states: readonly string[];
}

const required = (value: string) => value.trim() === '';

/** The form's errors; none when it can be saved. */
export function validateDelivery(form: DeliveryForm, rules: Rules): DeliveryErrors {
  const errors: DeliveryErrors = {};
  if (form.method === 'shipping') {
    const a = form.address;
    if (required(a.name)) {
      errors.name = { key: 'delivery.error.name' };
    } else if (a.name.trim().length > NAME_MAX_LENGTH) {
      errors.name = { key: 'delivery.error.nameLength', params: { max: NAME_MAX_LENGTH } };
    } else {
      // VAL-51: a name is free text, never only digits or an account number.
      const problem = freeText(a.name);
      if (problem) {
        errors.name = problem;
      }
    }
    if (required(a.address1)) {
      errors.address1 = { key: 'delivery.error.address1' };
    }
    if (required(a.city)) {
      errors.city = { key: 'delivery.error.city' };
    }
    if (!rules.states.includes(a.state)) {
      errors.state = { key: 'delivery.error.state' };
    } else if (rules.military && a.state === HOME_STATE) {
      errors.state = { key: 'delivery.error.military' };
    }
    if (!ZIP.test(a.postalCode.trim())) {
      errors.postalCode = { key: 'delivery.error.postalCode' };
    }
    if (!form.confirmed) {
      errors.confirmed = { key: 'delivery.error.confirm' };
    }
  } else if (form.method === 'pick_up') {
    if (form.locationId === '') {
      errors.locationId = { key: 'delivery.error.office' };
    }
    if (required(form.personName)) {
      errors.personName = { key: 'delivery.error.person' };
    } else if (form.personName.trim().length > NAME_MAX_LENGTH) {
      errors.personName = { key: 'delivery.error.nameLength', params: { max: NAME_MAX_LENGTH } };
    } else {
      const problem = freeText(form.personName);
      if (problem) {
        errors.personName = problem;
      }
    }
  } else {
    errors.method = { key: 'delivery.error.method' };
  }
  return errors;
}

export function hasErrors(errors: DeliveryErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The choice PUT /cart/delivery takes; reminders only when offered. */
export function choiceOf(form: DeliveryForm, remindersOffered: boolean): DeliveryChoice {
  const receiveReminders = remindersOffered && form.receiveReminders;
  if (form.method === 'shipping') {
    const a = form.address;
    const address: Address = {
      name: a.name.trim(),
      address1: a.address1.trim(),
      address2: a.address2?.trim() ?? '',
      city: a.city.trim(),
      state: a.state,
      postalCode: a.postalCode.trim(),
      country: COUNTRY_US,
    };
    return { method: 'shipping', address, confirmed: form.confirmed, receiveReminders };
  }
  if (form.method === 'pick_up') {
    return {
      method: 'pick_up',
      pickup: { locationId: form.locationId, personName: form.personName.trim() },
      receiveReminders,
    };
  }
  return { method: 'none', receiveReminders };
}

/** Whether two choices say the same (a saved choice needs no saving again). */
export function sameChoice(a: DeliveryChoice | undefined, b: DeliveryChoice): boolean {
  if (!a || a.method !== b.method || Boolean(a.receiveReminders) !== Boolean(b.receiveReminders)) {
    return false;
  }
  if (a.method === 'pick_up') {
    return a.pickup?.locationId === b.pickup?.locationId && a.pickup?.personName === b.pickup?.personName;
  }
  const x = a.address;
  const y = b.address;
  return (
    Boolean(a.confirmed) === Boolean(b.confirmed) &&
    x !== undefined &&
    y !== undefined &&
    (['name', 'address1', 'city', 'state', 'postalCode'] as const).every((k) => x[k] === y[k]) &&
    (x.address2 ?? '') === (y.address2 ?? '')
  );
}
