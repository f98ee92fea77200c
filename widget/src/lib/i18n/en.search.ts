// English texts of the search pages' extras (spec 001 §3 "Payable
// source", §5 "Confidential payment"; SRCH-08, PAY-06, VAL-80): a source's
// example of where to find what it asks for, its office's website, the
// fields a payment asks for before it is added, and a confidential
// payment's tax type. Loaded with the search pages' chunk (search.ts).
export const enSearch = {
  'search.example.heading': 'Where to find it',
  'search.website': "Visit the office's website",
  'search.field.count': '{length}/{limit} characters',
  'search.taxType': 'Tax type',
  'search.taxType.choose': 'Choose a tax type',
  'search.taxType.central': 'Central',
  'search.taxType.realEstate': 'Real estate',
  'search.taxType.tangible': 'Tangible personal property',
  'search.taxType.required': 'Choose the tax type: central, real estate or tangible.',
} as const;
