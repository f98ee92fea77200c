import { PayHubError } from './errors';
import { ATTACH_TIMEOUT_MS, DEFAULT_ROUTE, type Language } from './protocol';
import type { EmbedOptions } from './types';

/** The options after validation, with defaults filled in. */
export interface Settings {
  origin: string;
  client: string;
  site: string;
  route: string;
  items: string[];
  language: Language;
  theme: string;
  hideReceipt: boolean;
  title: string;
  timeoutMs: number;
}

export const DEFAULT_TITLE = 'PayHub payment';

const SEGMENT = /^[\w-]+$/;
const ROUTE = /^[\w-]+(\/[\w-]+)*$/;

const invalid = (message: string): PayHubError => new PayHubError('INVALID_OPTIONS', message);

/**
 * The exact origin of an absolute http(s) URL with no path, query, fragment
 * or credentials; this string is the only origin the SDK talks to.
 */
export function normalizeOrigin(value: unknown): string {
  let url: URL | undefined;
  try {
    url = typeof value === 'string' ? new URL(value) : undefined;
  } catch {
    url = undefined;
  }
  if (
    !url ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username ||
    url.password ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    /[?#]$/.test(value as string)
  ) {
    throw invalid(`origin must be an http(s) origin with no path: ${String(value)}`);
  }
  return url.origin;
}

export function checkRoute(route: unknown): string {
  if (typeof route !== 'string' || !ROUTE.test(route)) {
    throw invalid(`route is not valid: ${String(route)}`);
  }
  return route;
}

export function checkLanguage(language: unknown): Language {
  if (language !== 'en' && language !== 'es') {
    throw invalid(`language must be en or es: ${String(language)}`);
  }
  return language;
}

function segment(name: string, value: unknown): string {
  if (typeof value !== 'string' || !SEGMENT.test(value)) {
    throw invalid(`${name} is not valid: ${String(value)}`);
  }
  return value;
}

function callbacksAreFunctions(options: EmbedOptions): void {
  for (const [key, value] of Object.entries(options)) {
    if ((key === 'getJWT' || /^on[A-Z]/.test(key)) && value !== undefined && typeof value !== 'function') {
      throw invalid(`${key} must be a function`);
    }
  }
}

/** Validates embed()'s options; throws PayHubError INVALID_OPTIONS naming the first bad one. */
export function normalizeOptions(options: EmbedOptions): Settings {
  if (typeof options !== 'object' || options === null) {
    throw invalid('embed() needs an options object');
  }
  const { items = [], timeoutMs = ATTACH_TIMEOUT_MS, title = DEFAULT_TITLE, hideReceipt = false } = options;
  if (!Array.isArray(items) || items.some((item) => typeof item !== 'string' || !item)) {
    throw invalid('items must be an array of paths');
  }
  if (typeof timeoutMs !== 'number' || !(timeoutMs > 0) || timeoutMs > 2 ** 31 - 1) {
    throw invalid('timeoutMs must be a positive number');
  }
  if (typeof title !== 'string' || !title.trim()) {
    throw invalid('title must be text');
  }
  if (typeof hideReceipt !== 'boolean') {
    throw invalid('hideReceipt must be a boolean');
  }
  callbacksAreFunctions(options);
  return {
    origin: normalizeOrigin(options.origin),
    client: segment('client', options.client),
    site: segment('site', options.site),
    route: checkRoute(options.route ?? DEFAULT_ROUTE),
    items: [...items],
    language: checkLanguage(options.language ?? 'en'),
    theme: segment('theme', options.theme ?? 'default'),
    hideReceipt,
    title,
    timeoutMs,
  };
}
