// The settings' rules (spec 001 §5 "Forms and fields"), the same the BFF
// checks again (bff/screen/profile.go CheckProfileChange, SettingsPhone):
// given and family name required, up to 100 characters (VAL-50); a mobile
// phone of 10 to 15 digits of digits, spaces, hyphens, parentheses and one
// leading plus, not starting with 0 (VAL-44..VAL-46); language en or es;
// contact preference email or sms, and text messages need a phone (PROF-01).
import type { MessageKey } from '../../lib/i18n';
import type { Language } from '../../lib/types';
import type { ContactPreference, Profile, ProfileChange } from './api';
import '../../lib/i18n/account';

/** Name length limit (spec 000 §9, the same as the contact form's). */
export const NAME_MAX = 100;
/** Phone length limit as typed (spec 000 §9). */
export const PHONE_MAX = 30;
/** Digits of a settings phone (spec 001 §5: "10-15 digits in settings"). */
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;

export type SettingsField = 'givenName' | 'familyName' | 'phone' | 'language' | 'contactPreference';

export interface SettingsValues {
  givenName: string;
  familyName: string;
  phone: string;
  /** Empty until the resident chooses one (an account may hold none). */
  language: Language | '';
  contactPreference: ContactPreference;
}

/** A field's message: a key of ours, or the BFF's text (already in the page's language). */
export type SettingsMessage = { key: MessageKey } | { text: string };

export type SettingsErrors = Partial<Record<SettingsField, SettingsMessage>>;

/** The fields in the order the form shows them: the first invalid one takes focus. */
export const SETTINGS_FIELDS: readonly SettingsField[] = ['givenName', 'familyName', 'language', 'phone', 'contactPreference'];

export function valuesOf(profile: Profile): SettingsValues {
  return {
    givenName: profile.givenName,
    familyName: profile.familyName,
    phone: profile.phone,
    language: profile.language === 'en' || profile.language === 'es' ? profile.language : '',
    contactPreference: profile.contactPreference === 'sms' ? 'sms' : 'email',
  };
}

/**
 * A settings phone as the BFF keeps it: digits with an optional leading
 * plus, or null when it breaks the rule. An empty phone is '' (none).
 */
export function settingsPhone(typed: string): string | null {
  const phone = typed.trim();
  if (phone === '') {
    return '';
  }
  if (phone.length > PHONE_MAX || !/^\+?[\d\-() ]+$/.test(phone)) {
    return null;
  }
  const digits = phone.replace(/\D/g, '');
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS || digits.startsWith('0')) {
    return null;
  }
  return (phone.startsWith('+') ? '+' : '') + digits;
}

const nameOk = (value: string) => value.trim() !== '' && [...value.trim()].length <= NAME_MAX;

/** Checks the values; the errors by field, empty when all pass. */
export function checkSettings(values: SettingsValues): SettingsErrors {
  const errors: SettingsErrors = {};
  if (!nameOk(values.givenName)) {
    errors.givenName = { key: 'account.settings.error.givenName' };
  }
  if (!nameOk(values.familyName)) {
    errors.familyName = { key: 'account.settings.error.familyName' };
  }
  const phone = settingsPhone(values.phone);
  if (phone === null) {
    errors.phone = { key: 'account.settings.error.phone' };
  }
  if (values.language !== '' && values.language !== 'en' && values.language !== 'es') {
    errors.language = { key: 'account.settings.error.language' };
  }
  if (values.contactPreference !== 'email' && values.contactPreference !== 'sms') {
    errors.contactPreference = { key: 'account.settings.error.contact' };
  } else if (values.contactPreference === 'sms' && phone === '') {
    errors.contactPreference = { key: 'account.settings.error.smsNeedsPhone' };
  }
  return errors;
}

/** The change to send: trimmed values, the language only once one is chosen. */
export function changeOf(values: SettingsValues): ProfileChange {
  return {
    givenName: values.givenName.trim(),
    familyName: values.familyName.trim(),
    phone: values.phone.trim(),
    contactPreference: values.contactPreference,
    ...(values.language ? { language: values.language } : {}),
  };
}

/** The BFF's field errors (422 error.fields) for the fields this form has. */
export function serverErrors(fields: Readonly<Record<string, string>> | undefined): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const field of SETTINGS_FIELDS) {
    const text = fields?.[field];
    if (text) {
      errors[field] = { text };
    }
  }
  return errors;
}
