// Spanish texts of the search pages' extras (en.search.ts).
import type { enSearch } from './en.search';

export const esSearch: Record<keyof typeof enSearch, string> = {
  'search.example.heading': 'Dónde encontrarlo',
  'search.website': 'Visite el sitio web de la oficina',
  'search.field.count': '{length}/{limit} caracteres',
  'search.taxType': 'Tipo de impuesto',
  'search.taxType.choose': 'Elija un tipo de impuesto',
  'search.taxType.central': 'Central',
  'search.taxType.realEstate': 'Bienes inmuebles',
  'search.taxType.tangible': 'Bienes muebles tangibles',
  'search.taxType.required': 'Elija el tipo de impuesto: central, bienes inmuebles o bienes muebles tangibles.',
};
