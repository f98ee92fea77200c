// The one amount grammar of PayHub (spec 000 §5; VAL-40, VAL-07), the same
// as the BFF's bff.ParseAmount (bff/money.go):
//
//   amount  = [ "-" ] integer [ "." 1*2DIGIT ]
//   integer = 1*DIGIT / 1*3DIGIT 1*( "," 3DIGIT )
//
// Commas only group thousands ("1,234.56"; "12,34" is refused), digits are
// ASCII, and nothing else is allowed: no spaces, plus, currency sign or other
// script's digits. bff/testdata/amounts.json holds both parsers to the same
// cases, and amount.test.ts compares them on random input.

/** An amount in cents; always a safe integer. */
export type Cents = number;

/** The most significant digits of an amount's integer part (9,999,999,999,999.99 at most). */
export const MAX_AMOUNT_INTEGER_DIGITS = 13;

const UP_TO_TWO_DECIMALS = /^(-)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
const EXACTLY_TWO_DECIMALS = /^(-)?(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})$/;

function read(grammar: RegExp, text: string): Cents | null {
  const match = grammar.exec(text);
  if (!match) {
    return null;
  }
  const digits = (match[2] ?? '').replace(/,/g, '').replace(/^0+/, '');
  if (digits.length > MAX_AMOUNT_INTEGER_DIGITS) {
    return null;
  }
  // At most 13 digits and two decimals stay below 2^53: exact as a number.
  const cents = Number(digits || '0') * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' && cents !== 0 ? -cents : cents;
}

/** Reads an amount with up to two decimals (VAL-40); null when it is not one. */
export function parseAmount(text: string): Cents | null {
  return read(UP_TO_TWO_DECIMALS, text);
}

/** Reads an amount with exactly two decimals (VAL-07), as amount changes and the BFF write them; null otherwise. */
export function parseExactAmount(text: string): Cents | null {
  return read(EXACTLY_TWO_DECIMALS, text);
}
