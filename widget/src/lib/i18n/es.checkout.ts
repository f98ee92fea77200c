// Spanish texts of the checkout's later rules, spread into the Spanish
// catalogue (es.ts); typed against the English ones so none is missing.
import type { enCheckout } from './en.checkout';

export const esCheckout: Record<keyof typeof enCheckout, string> = {
  'step.schedule': 'Programar',
  'step.confirmation': 'Confirmación',
  'cart.confirm.label': 'Confirmo que los datos de {name} son correctos.',
  'cart.confirm.required': 'Marque la confirmación de cada artículo que la solicite antes de continuar.',
  'payment.requiresConfirmation':
    'El pago aún no está disponible: marque la casilla de confirmación de cada artículo de su carrito que la requiera.',
  'payment.acceptedCards': 'Tarjetas aceptadas: {brands}.',
  'payment.noCardBrands': 'Ninguna marca de tarjeta se puede usar para este carrito. Elija otro método de pago.',
  'payment.brandNotAccepted': 'Las tarjetas {brand} no se pueden usar para este carrito. Tarjetas aceptadas: {brands}.',
  'receipt.survey.heading': 'Díganos cómo lo hicimos',
  'receipt.survey.text': 'Una breve encuesta sobre este pago nos ayuda a mejorar el servicio.',
  'receipt.survey.link': 'Responder la encuesta',
  'common.newWindow': '(se abre en una ventana nueva)',
  'search.save': 'Guardar para después',
  'search.save.login_required': 'Inicie sesión para guardar artículos para después. No se guardó nada.',
};
