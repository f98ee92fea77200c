// Spanish texts of the hand-off to an external checkout, spread into the
// Spanish catalogue (es.ts).
import type { enHandoff } from './en.handoff';

export const esHandoff: Record<keyof typeof enHandoff, string> = {
  'handoff.heading': 'Pague en el sitio de nuestro socio de pagos',
  'handoff.note':
    'Este pago se completa en el sitio del socio de pagos del condado. Cuando termine, volverá aquí para ver su recibo.',
  'handoff.continue': 'Continuar al pago',
  'handoff.dialog.title': 'Está saliendo de este sitio',
  'handoff.dialog.text':
    'Para pagar, irá a un sitio de pagos externo administrado por el socio de pagos del condado. Su carrito se queda aquí: si el pago no se completa, puede volver e intentarlo de nuevo.',
  'handoff.dialog.continue': 'Continuar',
  'handoff.dialog.opening': 'Abriendo el sitio de pago…',
  'handoff.dialog.cancel': 'Cancelar',
  'handoff.failed.text': 'Su pago no se completó. Su carrito {cartId} sigue abierto.',
  'handoff.failed.retry': 'Volver al pago para intentarlo de nuevo',
};
