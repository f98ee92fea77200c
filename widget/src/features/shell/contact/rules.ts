// The contact form's rules (spec 000 §5 "Contact form"). Each field's rule
// returns the catalogue key of its message, or null when the value passes.
// Values are trimmed before they are checked and sent (CONTACT-21).
import type { MessageKey, MessageParams } from '../../../lib/i18n';
import { validateEmail, validatePhone } from '../../../lib/validators';
import '../../../lib/i18n/contact';
import type { ContactCustomField, ContactTopic, Language } from '../../../lib/types';

/** Limits of spec 000 §5 and §9: comments 2000; names, email and custom fields 100; phone 30. */
export const COMMENTS_MAX = 2000;
export const NAME_MAX = 100;
export const CUSTOM_FIELD_MAX = 100;

/** What reads as a card number: 12 to 19 digits (spaces or dashes between them) passing the Luhn check. */
const MIN_CARD_DIGITS = 12;
const MAX_CARD_DIGITS = 19;
const DIGIT_RUN = /\d(?:[ -]?\d)*/g;

export interface FieldMessage {
  key: MessageKey;
  params?: MessageParams;
}

export interface ContactValues {
  topic: string;
  comments: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Custom field values by the field's index in the chosen topic. */
  custom: string[];
}

export type ContactErrors = Partial<Record<Exclude<keyof ContactValues, 'custom'>, FieldMessage>> & {
  custom?: (FieldMessage | undefined)[];
};

export const EMPTY_VALUES: ContactValues = {
  topic: '',
  comments: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  custom: [],
};

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Whether text holds a card number anywhere in it (CONTACT-09, CONTACT-15, CONTACT-20). */
export function containsCardNumber(text: string): boolean {
  return Array.from(text.matchAll(DIGIT_RUN), (m) => m[0].replace(/\D/g, '')).some(
    (digits) => digits.length >= MIN_CARD_DIGITS && digits.length <= MAX_CARD_DIGITS && luhn(digits),
  );
}

const length = (value: string) => [...value].length;

const NAME_KEYS = {
  first_name: { required: 'first_name.required', maxlength: 'first_name.maxlength' },
  last_name: { required: 'last_name.required', maxlength: 'last_name.maxlength' },
} as const;

function requiredText(value: string, max: number, name: keyof typeof NAME_KEYS): FieldMessage | undefined {
  if (value === '') return { key: NAME_KEYS[name].required };
  if (length(value) > max) return { key: NAME_KEYS[name].maxlength, params: { max } };
  if (containsCardNumber(value)) return { key: 'comments.noSensitiveData' };
  return undefined;
}

/** The values with every text trimmed (CONTACT-21). */
export function trimValues(values: ContactValues): ContactValues {
  return {
    topic: values.topic.trim(),
    comments: values.comments.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    custom: values.custom.map((v) => v.trim()),
  };
}

/** The topic chosen, if it is one the site offers; the placeholder '' is none (CONTACT-02). */
export function chosenTopic(topics: readonly ContactTopic[], value: string): ContactTopic | undefined {
  return value === '' ? undefined : topics.find((t) => t.value === value);
}

/** Every rule of spec 000 §5 over the trimmed values; an empty object means valid. */
export function validateContact(raw: ContactValues, topics: readonly ContactTopic[], language: Language): ContactErrors {
  const v = trimValues(raw);
  const errors: ContactErrors = {};
  const topic = chosenTopic(topics, v.topic);
  if (!topic) errors.topic = { key: 'topic.required' }; // CONTACT-06
  if (v.comments === '') errors.comments = { key: 'comments.required' }; // CONTACT-07
  else if (length(v.comments) > COMMENTS_MAX) errors.comments = { key: 'comments.maxlength', params: { max: COMMENTS_MAX } };
  else if (containsCardNumber(v.comments)) errors.comments = { key: 'comments.noSensitiveData' }; // CONTACT-09
  const first = requiredText(v.firstName, NAME_MAX, 'first_name'); // CONTACT-10, CONTACT-11
  if (first) errors.firstName = first;
  const last = requiredText(v.lastName, NAME_MAX, 'last_name');
  if (last) errors.lastName = last;
  const email = validateEmail(v.email); // CONTACT-12..14
  if (email) errors.email = email;
  else if (containsCardNumber(v.email)) errors.email = { key: 'comments.noSensitiveData' }; // CONTACT-15
  const phone = validatePhone(v.phone); // CONTACT-16, CONTACT-17
  if (phone) errors.phone = phone;
  const custom = (topic?.customFields ?? []).map((field, i) => customError(field, v.custom[i] ?? '', language));
  if (custom.some(Boolean)) errors.custom = custom;
  return errors;
}

function customError(field: ContactCustomField, value: string, language: Language): FieldMessage | undefined {
  const label = field.customLabel[language] || field.customLabel.en;
  if (value === '') return field.required ? { key: 'custom_field.required', params: { label } } : undefined; // CONTACT-19
  if (length(value) > CUSTOM_FIELD_MAX) return { key: 'custom_field.maxlength', params: { label, max: CUSTOM_FIELD_MAX } }; // CONTACT-18
  if (containsCardNumber(value)) return { key: 'comments.noSensitiveData' }; // CONTACT-20
  return undefined;
}

export function hasErrors(errors: ContactErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The request body of POST /contact: trimmed values, custom fields by English label (CONTACT-03). */
export interface ContactRequestBody {
  topic: string;
  body: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  url: string;
  custom_fields: Record<string, string>;
}

export function requestBody(raw: ContactValues, topics: readonly ContactTopic[], url: string): ContactRequestBody {
  const v = trimValues(raw);
  const custom: Record<string, string> = {};
  (chosenTopic(topics, v.topic)?.customFields ?? []).forEach((field, i) => {
    const value = v.custom[i] ?? '';
    if (value !== '') custom[field.customLabel.en] = value;
  });
  return {
    topic: v.topic,
    body: v.comments,
    first_name: v.firstName,
    last_name: v.lastName,
    email: v.email,
    phone_number: v.phone,
    url,
    custom_fields: custom,
  };
}
