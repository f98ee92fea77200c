// Spanish texts of the county forms' reusable parts (en.forms.ts).
import type { enForms } from './en.forms';

export const esForms: Record<keyof typeof enForms, string> = {
  'signature.legend': 'Firma',
  'signature.modeDraw': 'Dibujar su firma',
  'signature.modeType': 'Escribir su nombre en su lugar',
  'signature.keyboardHint': '¿Usa un teclado? Escriba su nombre en lugar de dibujar.',
  'signature.canvasLabel': 'Área para dibujar la firma',
  'signature.canvasInstructions':
    'Dibuje su firma en el recuadro con un ratón, un lápiz o el dedo y luego elija Confirmar firma.',
  'signature.typedLabel': 'Su nombre',
  'signature.typedPlaceholder': 'Nombre y apellido',
  'signature.typedCount': '{count} de {max} caracteres',
  'signature.agreement':
    "Al hacer clic en 'Confirmar nombre' acepto que mi nombre escrito arriba se use como representación digital de mi firma.",
  'signature.confirmDrawn': 'Confirmar firma',
  'signature.confirmTyped': 'Confirmar nombre',
  'signature.clear': 'Borrar',
  'signature.cancel': 'Cancelar',
  'signature.drawnEmpty': 'Dibuje su firma en el recuadro antes de confirmar.',
  'signature.typedEmpty': 'Escriba su nombre y apellido antes de confirmar.',
  'signature.cleared': 'La firma se borró.',
  'signature.tooLarge': 'Esta firma es demasiado grande.',
  'signature.failed': 'Hubo un problema al crear su firma; inténtelo de nuevo.',
};
