// Money as integer cents. The BFF sends amounts as exact decimal strings
// ("1234.56"); they are parsed into cents, added and multiplied as integers,
// and written back as decimal strings, so no binary fraction ever touches a
// total (spec 000 §9: amounts have exactly two decimals, currency shows $).
import type { Language } from './types';
import { INTL_LOCALES } from './i18n/locale';
import { parseAmount, type Cents } from './amount';

export type { Cents } from './amount';

/** Reads an amount from the BFF ("1234.56", "5", "-0.5") in the one amount grammar (VAL-40); null when it is not one. */
export function parseDecimal(value: string | null | undefined): Cents | null {
  return parseAmount(value ?? '');
}

/** Writes cents as the decimal string the BFF expects: digits, a dot and two decimals. */
export function toDecimal(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`not an amount in cents: ${cents}`);
  }
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.trunc(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

export type TypedAmount = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'amount'; cents: Cents };

/**
 * Reads what a person typed into an amount input: an amount of the one
 * grammar (digits with optional thousands commas and up to two decimals),
 * which a $ sign may lead. A negative amount is not a currency value (VAL-09).
 */
export function parseTypedAmount(text: string): TypedAmount {
  const trimmed = text.trim();
  if (trimmed === '') {
    return { kind: 'empty' };
  }
  const amount = trimmed.replace(/^\$\s*/, '');
  const cents = amount.startsWith('-') ? null : parseAmount(amount);
  return cents === null ? { kind: 'invalid' } : { kind: 'amount', cents };
}

const formats = new Map<Language, Intl.NumberFormat>();

function moneyFormat(language: Language): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[language], {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(language, format);
  }
  return format;
}

/** Formats cents in US dollars for the language, e.g. `$1,234.56`. */
export function formatCents(cents: Cents, language: Language): string {
  // Intl reads a decimal string exactly, so large amounts keep every cent.
  return moneyFormat(language).format(toDecimal(cents) as Intl.StringNumericLiteral);
}

/** Formats a decimal string from the BFF; an unreadable one is shown as sent. */
export function formatDecimal(value: string | null | undefined, language: Language): string {
  const cents = parseDecimal(value);
  return cents === null ? (value ?? '') : formatCents(cents, language);
}

/** The sum of decimal strings in cents; unreadable values count as zero. */
export function sumDecimals(...values: ReadonlyArray<string | null | undefined>): Cents {
  return values.reduce<Cents>((total, value) => total + (parseDecimal(value) ?? 0), 0);
}

/** An amount times a whole quantity. */
export function timesQuantity(cents: Cents, quantity: number): Cents {
  return cents * Math.max(0, Math.trunc(quantity));
}

/** The plain text an amount input starts with: "1234.56". */
export function inputText(value: string | null | undefined): string {
  const cents = parseDecimal(value);
  return cents === null ? '' : toDecimal(cents);
}
