// The Spanish message catalogue.
import type { Messages } from './en';

export const es: Messages = {
  'app.name': 'PayHub',
  'common.loading': 'Cargando…',
  'common.retry': 'Intentar de nuevo',
  'document.title': '{client} pagos y servicios',
  'document.titleNoClient': 'pagos y servicios',
  'document.pageTitle': '{page} - {client}',
  'document.description': 'Pague sus facturas en línea en unos pocos clics.',
  'shell.skipToContent': 'Saltar al contenido principal',
  'shell.home': 'Inicio',
  'shell.announcements': 'Avisos',
  'shell.poweredBy': 'Con la tecnología de PayHub',
  'shell.languageToggle': 'English',
  'root.intro': 'Para pagar una factura o usar un servicio, comience en el sitio web de su condado.',
  'home.tilesHeading': '¿Qué desea pagar?',
  'home.sourcesError': 'No se pudieron cargar las opciones de pago en este momento.',
  'source.department': 'Departamento: {name}',
  'source.backHome': 'Volver al inicio',
  'notFound.title': 'Página no encontrada',
  'notFound.body': 'La página que solicitó no existe en este sitio.',
  'notFound.home': 'Ir a la página de inicio',
  'loadFailure.title': 'No se pudo cargar esta página',
  'loadFailure.body': 'Revise su conexión e intente de nuevo.',
};
