// Spanish texts of the generic field rules and the cart's return link, spread into the Spanish
// catalogue (es.ts).
import type { enFields } from './en.fields';

export const esFields: Record<keyof typeof enFields, string> = {
  'field.maxlength': 'Este campo no puede tener más de {len} caracteres.',
  'field.minlength': 'Este campo no puede tener menos de {len} caracteres.',
  'field.maxDigits': 'Este campo no puede tener más de {len} dígitos.',
  'field.multiword': 'Escriba al menos dos palabras, como un nombre y un apellido.',
  'field.onlyDigits': 'Escriba palabras, no solo números.',
  'field.accountNumber': 'No escriba números de cuenta ni de tarjeta en este campo.',
  'cart.continueShopping': 'Seguir comprando',
};
