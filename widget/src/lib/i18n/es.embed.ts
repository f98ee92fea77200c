// Spanish texts of the embedded widget and of the module-load-error display,
// spread into the Spanish catalogue (es.ts).
import type { enEmbed } from './en.embed';

export const esEmbed: Record<keyof typeof enEmbed, string> = {
  'error.dynamicPageLoadError': 'No se pudo cargar esta parte de la página.',
  'moduleLoad.guide': 'Revise su conexión y vuelva a cargar la página.',
  'moduleLoad.reload': 'Volver a cargar la página',
  'embed.iframeOnly': 'Este widget de pago solo se puede instalar en un iframe.',
  'embed.iframeOnly.guide': 'Abra la página de pago desde el sitio web de su condado.',
  'embed.originRejected': 'Este sitio web no tiene permiso para mostrar el widget de pago.',
  'embed.attachTimeout': 'El widget de pago no pudo conectarse con este sitio web.',
  'embed.failureGuide': 'Vuelva a cargar la página. Si el problema continúa, comuníquese con la oficina a la que le paga.',
  'embed.unknownSite': 'Este widget de pago no está configurado para este sitio.',
  'embed.connecting': 'Conectando con el servicio de pago…',
  'embed.signIn': 'Iniciar sesión',
  'embed.signedInAs': 'Sesión iniciada como {name}',
  'embed.account': 'Cuenta',
};
