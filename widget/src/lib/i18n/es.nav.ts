// Spanish texts of the header's top navigation (see en.nav.ts); typed
// against the English ones so none is missing.
import type { enNav } from './en.nav';

export const esNav: Record<keyof typeof enNav, string> = {
  'nav.label': 'Principal',
  'nav.menu': 'Menú',
  'nav.notifications': 'Notificaciones',
  'nav.notificationsOne': 'Notificaciones, 1 nueva',
  'nav.notificationsMany': 'Notificaciones, {count} nuevas',
  'nav.notificationsNone': 'No hay notificaciones por ahora.',
  'nav.miniCart': 'Su carrito',
  'nav.miniCartOne': 'Resumen del carrito, 1 artículo',
  'nav.miniCartMany': 'Resumen del carrito, {count} artículos',
  'nav.miniCartError': 'No se pudo cargar su carrito.',
  'nav.quantity': 'Cantidad: {count}',
  'nav.continueToCheckout': 'Continuar con el pago',
  'nav.account.dashboard': 'Mi panel',
  'nav.account.items': 'Mis artículos',
  'nav.account.payments': 'Pagos anteriores',
  'nav.account.settings': 'Mi configuración',
};
