// English texts of the generic field rules (lib/freeText.ts) and the
// cart's return link, spread into
// the English catalogue (en.ts).
export const enFields = {
  'field.maxlength': 'This field cannot have more than {len} characters.',
  'field.minlength': 'This field cannot have fewer than {len} characters.',
  'field.maxDigits': 'This field cannot have more than {len} digits.',
  'field.multiword': 'Please enter at least two words, such as a first and last name.',
  'field.onlyDigits': 'Please enter words, not only numbers.',
  'field.accountNumber': 'Please do not enter account or card numbers in this field.',
  'cart.continueShopping': 'Continue shopping',
};
