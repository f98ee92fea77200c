import { WIDGET_PATH_PREFIX, WIDGET_QUERY as Q, type Language } from './protocol';

export interface WidgetUrlParts {
  origin: string;
  client: string;
  site: string;
  route: string;
  language: Language;
  theme: string;
  items: readonly string[];
  hideReceipt: boolean;
  parentOrigin: string;
  channel: string;
}

const enc = encodeURIComponent;

/** The iframe's src: the one place the URL contract with the widget build is written. */
export function widgetUrl(p: WidgetUrlParts): string {
  const path = [p.client, p.site, ...p.route.split('/')].map(enc).join('/');
  const query = [
    `${Q.language}=${enc(p.language)}`,
    `${Q.theme}=${enc(p.theme)}`,
    p.items.length ? `${Q.items}=${p.items.map(enc).join(',')}` : '',
    p.hideReceipt ? `${Q.hideReceipt}=1` : '',
    `${Q.parentOrigin}=${enc(p.parentOrigin)}`,
    `${Q.channel}=${enc(p.channel)}`,
  ];
  return `${p.origin}${WIDGET_PATH_PREFIX}${path}?${query.filter(Boolean).join('&')}`;
}
