// The state list of an address (spec 001 §3 "Other", VAL-34): the 50
// states, the District of Columbia, the armed forces codes AA, AE and AP,
// and the territories AS, GU, MP, PR and VI, each with its two-letter
// code and its name in English and Spanish. The BFF names which codes a
// form offers; this list gives them their names.
import type { Language, Localized } from './types';

export interface UsState {
  code: string;
  name: Localized;
}

const same = (name: string): Localized => ({ en: name, es: name });

export const US_STATES: readonly UsState[] = [
  { code: 'AL', name: same('Alabama') },
  { code: 'AK', name: same('Alaska') },
  { code: 'AZ', name: same('Arizona') },
  { code: 'AR', name: same('Arkansas') },
  { code: 'CA', name: same('California') },
  { code: 'CO', name: same('Colorado') },
  { code: 'CT', name: same('Connecticut') },
  { code: 'DE', name: same('Delaware') },
  { code: 'FL', name: same('Florida') },
  { code: 'GA', name: same('Georgia') },
  { code: 'HI', name: { en: 'Hawaii', es: 'Hawái' } },
  { code: 'ID', name: same('Idaho') },
  { code: 'IL', name: same('Illinois') },
  { code: 'IN', name: same('Indiana') },
  { code: 'IA', name: same('Iowa') },
  { code: 'KS', name: same('Kansas') },
  { code: 'KY', name: same('Kentucky') },
  { code: 'LA', name: { en: 'Louisiana', es: 'Luisiana' } },
  { code: 'ME', name: same('Maine') },
  { code: 'MD', name: same('Maryland') },
  { code: 'MA', name: same('Massachusetts') },
  { code: 'MI', name: { en: 'Michigan', es: 'Míchigan' } },
  { code: 'MN', name: same('Minnesota') },
  { code: 'MS', name: { en: 'Mississippi', es: 'Misisipi' } },
  { code: 'MO', name: { en: 'Missouri', es: 'Misuri' } },
  { code: 'MT', name: same('Montana') },
  { code: 'NE', name: same('Nebraska') },
  { code: 'NV', name: same('Nevada') },
  { code: 'NH', name: { en: 'New Hampshire', es: 'Nuevo Hampshire' } },
  { code: 'NJ', name: { en: 'New Jersey', es: 'Nueva Jersey' } },
  { code: 'NM', name: { en: 'New Mexico', es: 'Nuevo México' } },
  { code: 'NY', name: { en: 'New York', es: 'Nueva York' } },
  { code: 'NC', name: { en: 'North Carolina', es: 'Carolina del Norte' } },
  { code: 'ND', name: { en: 'North Dakota', es: 'Dakota del Norte' } },
  { code: 'OH', name: same('Ohio') },
  { code: 'OK', name: same('Oklahoma') },
  { code: 'OR', name: { en: 'Oregon', es: 'Oregón' } },
  { code: 'PA', name: { en: 'Pennsylvania', es: 'Pensilvania' } },
  { code: 'RI', name: same('Rhode Island') },
  { code: 'SC', name: { en: 'South Carolina', es: 'Carolina del Sur' } },
  { code: 'SD', name: { en: 'South Dakota', es: 'Dakota del Sur' } },
  { code: 'TN', name: same('Tennessee') },
  { code: 'TX', name: same('Texas') },
  { code: 'UT', name: same('Utah') },
  { code: 'VT', name: same('Vermont') },
  { code: 'VA', name: same('Virginia') },
  { code: 'WA', name: same('Washington') },
  { code: 'WV', name: { en: 'West Virginia', es: 'Virginia Occidental' } },
  { code: 'WI', name: same('Wisconsin') },
  { code: 'WY', name: same('Wyoming') },
  { code: 'DC', name: { en: 'District of Columbia', es: 'Distrito de Columbia' } },
  { code: 'AA', name: { en: 'Armed Forces Americas', es: 'Fuerzas Armadas de las Américas' } },
  { code: 'AE', name: { en: 'Armed Forces Europe', es: 'Fuerzas Armadas de Europa' } },
  { code: 'AP', name: { en: 'Armed Forces Pacific', es: 'Fuerzas Armadas del Pacífico' } },
  { code: 'AS', name: { en: 'American Samoa', es: 'Samoa Americana' } },
  { code: 'GU', name: same('Guam') },
  { code: 'MP', name: { en: 'Northern Mariana Islands', es: 'Islas Marianas del Norte' } },
  { code: 'PR', name: same('Puerto Rico') },
  { code: 'VI', name: { en: 'U.S. Virgin Islands', es: 'Islas Vírgenes de los Estados Unidos' } },
];

const byCode = new Map(US_STATES.map((s) => [s.code, s]));

/** The name of a state code in the language; the code itself when it is not on the list. */
export function stateName(code: string, language: Language): string {
  return byCode.get(code)?.name[language] ?? code;
}
