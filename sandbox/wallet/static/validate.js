// Card and bank rules of spec 001 §5 and spec 000 §5 "Tender construction",
// mirroring validate.go on the wallet host. Each validator returns an
// object of field name -> error key (see messages.js); empty when valid.

export const MIN_CARD_DIGITS = 12; // spec 001 §5: 12 or more digits
export const MAX_CARD_DIGITS = 19;
export const MIN_ACCOUNT_LENGTH = 3;
export const MAX_ACCOUNT_LENGTH = 17;
export const MAX_NAME_LENGTH = 100;

export const VISA = 'Visa';
export const MASTERCARD = 'MasterCard';
export const AMEX = 'American Express';
export const DISCOVER = 'Discover Card';

/** digits strips spaces and dashes from a card or account number. */
export function digits(s) {
  return String(s).replace(/[\s-]/g, '');
}

/** luhn reports whether an all-digit number of 12+ digits passes the checksum. */
export function luhn(number) {
  if (!/^\d+$/.test(number) || number.length < MIN_CARD_DIGITS) return false;
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i--) {
    let d = number.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** brand names the card brand of an all-digit number, or ''. */
export function brand(number) {
  if (number.startsWith('4')) return VISA;
  const two = number.slice(0, 2);
  if (number.length >= 2 && two >= '51' && two <= '55') return MASTERCARD;
  if (two === '34' || two === '37') return AMEX;
  if (number.startsWith('6011') || two === '65') return DISCOVER;
  return '';
}

/**
 * parseExpiry reads "M/YY" or "MM/YY" and returns {month, year, text} with
 * a four-digit year and the zero-padded "MM/YY", or null.
 */
export function parseExpiry(s) {
  const m = /^(\d{1,2})\/(\d{2})$/.exec(String(s).trim());
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(m[2]), text: `${String(month).padStart(2, '0')}/${m[2]}` };
}

/**
 * typedExpiry is what the expiry field shows while the payer types: the
 * field has a numeric keypad on phones, which has no slash, so after two
 * digits of month the slash is put in ("1230" reads "12/30"). Text the
 * payer typed with a slash is left alone, and deleting back over the slash
 * works, since two digits alone are shown as they are.
 */
export function typedExpiry(s) {
  const text = String(s);
  if (text.includes('/')) return text;
  const d = text.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** expired: the year is past, or it is this year and an earlier month. */
export function expired(month, year, now) {
  const y = now.getFullYear();
  const mo = now.getMonth() + 1;
  return year < y || (year === y && month < mo);
}

/** routingValid checks 9 digits and the ABA checksum. */
export function routingValid(routing) {
  if (!/^\d{9}$/.test(routing)) return false;
  const w = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (routing.charCodeAt(i) - 48) * w[i % 3];
  return sum % 10 === 0;
}

function checkName(name, errors) {
  const n = String(name).trim();
  if (!n) errors.name = 'nameRequired';
  else if ([...n].length > MAX_NAME_LENGTH) errors.name = 'nameTooLong';
}

/** validateCard checks {number, expiry, cvc, name} at now. */
export function validateCard(v, now) {
  const errors = {};
  const number = digits(v.number);
  const b = brand(number);
  if (!number) errors.number = 'numberRequired';
  else if (!/^\d+$/.test(number) || number.length > MAX_CARD_DIGITS || !luhn(number)) errors.number = 'numberInvalid';
  else if (!b) errors.number = 'brandUnsupported';
  const exp = parseExpiry(v.expiry);
  if (!String(v.expiry).trim()) errors.expiry = 'expiryRequired';
  else if (!exp) errors.expiry = 'expiryFormat';
  else if (expired(exp.month, exp.year, now)) errors.expiry = 'expiryPast';
  const cvcLength = b === AMEX ? 4 : 3;
  const cvc = String(v.cvc).trim();
  if (!cvc) errors.cvc = 'cvcRequired';
  else if (cvc.length !== cvcLength || !/^\d+$/.test(cvc)) errors.cvc = cvcLength === 4 ? 'cvc4' : 'cvc3';
  checkName(v.name, errors);
  return errors;
}

/** validateBank checks {routing, account, confirmAccount, accountType, name}. */
export function validateBank(v) {
  const errors = {};
  const routing = String(v.routing).trim();
  if (!routing) errors.routing = 'routingRequired';
  else if (!routingValid(routing)) errors.routing = 'routingInvalid';
  const account = String(v.account).trim();
  if (!account) errors.account = 'accountRequired';
  else if (!/^[A-Za-z0-9]+$/.test(account)) errors.account = 'accountChars';
  else if (account.length < MIN_ACCOUNT_LENGTH || account.length > MAX_ACCOUNT_LENGTH) errors.account = 'accountLength';
  else if (account === routing) errors.account = 'accountSameAsRouting';
  const confirm = String(v.confirmAccount).trim();
  if (!confirm) errors.confirmAccount = 'confirmRequired';
  else if (confirm !== account) errors.confirmAccount = 'confirmMismatch';
  if (v.accountType !== 'checking' && v.accountType !== 'savings') errors.accountType = 'accountTypeRequired';
  checkName(v.name, errors);
  return errors;
}
