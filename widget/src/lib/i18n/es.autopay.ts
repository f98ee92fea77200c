// Spanish texts of autopay at check-out (en.autopay.ts).
import type { enAutopay } from './en.autopay';

export const esAutopay: Record<keyof typeof enAutopay, string> = {
  'autopay.heading': 'Pago automático',
  'autopay.intro': 'Pague automáticamente las próximas facturas de estos artículos con el método de pago que usa hoy.',
  'autopay.enroll': 'Inscribirse en el pago automático',
  'autopay.kind.beforeDue': 'Paga el monto adeudado antes de cada fecha de vencimiento.',
  'autopay.kind.yearly': 'Paga la renovación cada año en su fecha de renovación.',
  'autopay.kind.yearlyOn': 'Paga la renovación cada año, a partir del {date}.',
  'autopay.existing': 'El pago automático ya está configurado para este artículo.',
  'autopay.needsMethod':
    'El pago automático necesita una tarjeta o una cuenta bancaria. Elija una con Editar método de pago para inscribirse.',
  'autopay.willSave':
    'El pago automático usa un método de pago guardado: esta tarjeta o cuenta bancaria se guardará en sus métodos de pago con este pago.',
  'autopay.guestLink': 'Inicie sesión para inscribirse en el pago automático',
  'autopay.guestNote': 'Inicie sesión para inscribirse en el pago automático.',
  'autopay.terms.title': 'Términos del pago automático',
  'autopay.terms.intro': 'Para inscribirse en el pago automático, lea y acepte los términos. No se cobra nada hasta que los acepte.',
  'autopay.terms.items': 'Artículos que se inscriben',
  'autopay.terms.loadFailed': 'No se pudieron cargar los términos del pago automático.',
  'autopay.terms.accept': 'Aceptar y pagar',
  'autopay.terms.cancel': 'Cancelar',
  'autopay.receipt.firstRun': 'Primer pago automático: {date}',
  'autopay.renewal.title': '¿Renovar automáticamente cada año?',
  'autopay.renewal.text':
    'Inscriba {items} en el pago automático anual: cada renovación se paga en su fecha de renovación con la tarjeta o cuenta bancaria con la que paga hoy. Aceptará los términos antes de pagar.',
  'autopay.renewal.guest': 'El pago automático necesita una cuenta. Inicie sesión para inscribir {items} en el pago automático anual.',
  'autopay.renewal.accept': 'Sí, inscribirme en el pago automático',
  'autopay.renewal.dismiss': 'No, gracias',
};
