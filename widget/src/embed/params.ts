// The iframe URL (sdk/src/protocol.ts):
//   /web/widgets/current/{client}/{site}/{route}
//     ?lang&theme[&items=PATH,PATH][&hideReceipt=1]&parentOrigin&channel
// read once when the widget starts. Nothing here trusts the values: the
// parent origin is only ever used as an exact penpal target after it passed
// the site's allow-list.
import { isLanguage } from '../lib/i18n/locale';
import type { Language } from '../lib/types';
import { checkoutItemsFromQuery } from '../lib/url';
import { DEFAULT_ROUTE, WIDGET_PATH_PREFIX, WIDGET_QUERY } from '../lib/protocol';

export interface EmbedParams {
  /** Lowercased, as the portal reads them (ROUTE-03). */
  client: string;
  site: string;
  /** The page route after the site, segments as written; DEFAULT_ROUTE when the URL names none. */
  route: string;
  /** The host's language, when the URL carries a supported one. */
  language: Language | null;
  /** 'default' unless the host chose another theme. */
  theme: string;
  /** Payable paths for the cart (the same form as the portal's checkout?items=). */
  items: string[];
  hideReceipt: boolean;
  /** The host page's exact origin, or null when missing or not an http(s) origin. */
  parentOrigin: string | null;
  /** The penpal channel, or null when missing. */
  channel: string | null;
}

/** Theme names the SDK accepts (a single path segment). */
const THEME = /^[\w-]+$/;
/** The SDK names channels payhub-{random}; anything printable and short is accepted. */
const CHANNEL = /^[\w.:-]{1,200}$/;

/** The exact origin written in text (scheme, host, port; no path, query or credentials), or null. */
export function exactOrigin(text: string | null): string | null {
  if (!text) {
    return null;
  }
  try {
    const url = new URL(text);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    return web && url.origin === text ? url.origin : null;
  } catch {
    return null;
  }
}

/** The widget's parameters, or null when the path is not a widget path with a client and a site. */
export function readEmbedUrl(pathname: string, search: string): EmbedParams | null {
  if (!pathname.startsWith(WIDGET_PATH_PREFIX)) {
    return null;
  }
  const segments = pathname.slice(WIDGET_PATH_PREFIX.length).split('/').filter((s) => s !== '');
  const [client, site, ...route] = segments;
  if (!client || !site) {
    return null;
  }
  const query = new URLSearchParams(search);
  const language = query.get(WIDGET_QUERY.language);
  const theme = query.get(WIDGET_QUERY.theme) ?? '';
  const channel = query.get(WIDGET_QUERY.channel) ?? '';
  return {
    client: client.toLowerCase(),
    site: site.toLowerCase(),
    route: route.length > 0 ? route.join('/') : DEFAULT_ROUTE,
    language: isLanguage(language) ? language : null,
    theme: THEME.test(theme) ? theme : 'default',
    items: checkoutItemsFromQuery(search),
    hideReceipt: query.get(WIDGET_QUERY.hideReceipt) === '1',
    parentOrigin: exactOrigin(query.get(WIDGET_QUERY.parentOrigin)),
    channel: CHANNEL.test(channel) ? channel : null,
  };
}

/**
 * The query the widget keeps on every URL it moves to, so that a reload of
 * the iframe (which the SDK answers with a new handshake) still knows its
 * host. The items are left out: they are added to the cart once.
 */
export function persistentQuery(search: string): URLSearchParams {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of [WIDGET_QUERY.language, WIDGET_QUERY.theme, WIDGET_QUERY.hideReceipt, WIDGET_QUERY.parentOrigin, WIDGET_QUERY.channel]) {
    const value = from.get(name);
    if (value !== null) {
      kept.set(name, value);
    }
  }
  return kept;
}

/** `to` with every kept parameter it does not set itself added to its query. */
export function withPersistentQuery(to: string, kept: URLSearchParams): string {
  const hashAt = to.indexOf('#');
  const hash = hashAt < 0 ? '' : to.slice(hashAt);
  const beforeHash = hashAt < 0 ? to : to.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const own = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1);
  const names = new Set(new URLSearchParams(own).keys());
  const added = [...kept].filter(([name]) => !names.has(name));
  const extra = new URLSearchParams(added).toString();
  const query = [own, extra].filter(Boolean).join('&');
  return path + (query ? `?${query}` : '') + hash;
}
