// ZIP code to state (spec 001 §5 "Forms and fields", VAL-62): a 5-digit US
// ZIP code (or ZIP+4) names its state by its first three digits, the
// USPS sectional centre, with the few five-digit exceptions below.

/** [first prefix, last prefix, state code], by the ZIP's first three digits. */
const PREFIXES: ReadonlyArray<readonly [number, number, string]> = [
  [5, 5, 'NY'], [6, 7, 'PR'], [8, 8, 'VI'], [9, 9, 'PR'],
  [10, 27, 'MA'], [28, 29, 'RI'], [30, 38, 'NH'], [39, 49, 'ME'],
  [50, 54, 'VT'], [55, 55, 'MA'], [56, 59, 'VT'], [60, 69, 'CT'],
  [70, 89, 'NJ'], [90, 98, 'AE'], [100, 149, 'NY'], [150, 196, 'PA'],
  [197, 199, 'DE'], [200, 200, 'DC'], [201, 201, 'VA'], [202, 205, 'DC'],
  [206, 219, 'MD'], [220, 246, 'VA'], [247, 268, 'WV'], [270, 289, 'NC'],
  [290, 299, 'SC'], [300, 319, 'GA'], [320, 339, 'FL'], [340, 340, 'AA'],
  [341, 349, 'FL'], [350, 369, 'AL'], [370, 385, 'TN'], [386, 397, 'MS'],
  [398, 399, 'GA'], [400, 427, 'KY'], [430, 459, 'OH'], [460, 479, 'IN'],
  [480, 499, 'MI'], [500, 528, 'IA'], [530, 549, 'WI'], [550, 567, 'MN'],
  [569, 569, 'DC'], [570, 577, 'SD'], [580, 588, 'ND'], [590, 599, 'MT'],
  [600, 629, 'IL'], [630, 658, 'MO'], [660, 679, 'KS'], [680, 693, 'NE'],
  [700, 714, 'LA'], [716, 729, 'AR'], [730, 731, 'OK'], [733, 733, 'TX'],
  [734, 749, 'OK'], [750, 799, 'TX'], [800, 816, 'CO'], [820, 831, 'WY'],
  [832, 838, 'ID'], [840, 847, 'UT'], [850, 865, 'AZ'], [870, 884, 'NM'],
  [885, 885, 'TX'], [889, 898, 'NV'], [900, 961, 'CA'], [962, 966, 'AP'],
  [967, 968, 'HI'], [969, 969, 'GU'], [970, 979, 'OR'], [980, 994, 'WA'],
  [995, 999, 'AK'],
];

/** Five-digit ZIP codes whose state differs from their prefix's. */
const EXCEPTIONS: ReadonlyArray<readonly [number, number, string]> = [
  [96799, 96799, 'AS'],
  [96950, 96952, 'MP'],
];

const ZIP = /^(\d{5})(?:-\d{4})?$/;

/** The state code of a US ZIP code, or null when it is not a ZIP code or names no state. */
export function stateForZip(value: string): string | null {
  const match = ZIP.exec(value.trim());
  if (!match) {
    return null;
  }
  const zip = Number(match[1]);
  const exception = EXCEPTIONS.find(([first, last]) => zip >= first && zip <= last);
  if (exception) {
    return exception[2];
  }
  const prefix = Math.trunc(zip / 100);
  return PREFIXES.find(([first, last]) => prefix >= first && prefix <= last)?.[2] ?? null;
}
