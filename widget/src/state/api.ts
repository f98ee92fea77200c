// The one way the app calls the BFF (every call goes under /bff/v1): the
// request a query or command names, sent with the page's language, the
// embedded widget's session header and the header that marks a state change;
// the answer is its JSON body or the error the app's helpers below read.
// The query cache on top of it is state/query.ts.
import { HeaderSession, ROTATES, SESSION_HEADER } from '../lib/headerSession';
import type { ApiError, ApiErrorBody } from '../lib/types';

export const API_BASE_URL = '/bff/v1';

/**
 * The BFF refuses a state-changing call without this header (403): a
 * cross-site form cannot send a custom header.
 */
export const REQUESTED_WITH = { name: 'X-Requested-With', value: 'payhub' } as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A call to the BFF: a path under /bff/v1 (a GET), or a path with method, headers, query and JSON body. */
export type ApiRequest =
  | string
  | {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      params?: Record<string, string | number | undefined>;
      body?: unknown;
    };

/**
 * A failed call: status is the HTTP status and data the body the BFF sent
 * (its ApiErrorBody, read with apiError); or FETCH_ERROR when no answer came,
 * PARSING_ERROR when the answer was not JSON.
 */
export interface QueryError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR';
  data?: unknown;
  /** What went wrong below HTTP (FETCH_ERROR, PARSING_ERROR). */
  error?: string;
  /** The HTTP status of an answer that was not JSON. */
  originalStatus?: number;
}

/** The outcome of one call, with the response when one came (a command may read its headers). */
export type ApiResult<T> = ({ data: T } | { error: QueryError }) & { response?: Response };

/**
 * The page's language as an Accept-Language value, so that what the BFF
 * adds to the cart or returns (payable names, messages) is in the language
 * the payer reads. The locale provider keeps `<html lang>` current.
 */
export function acceptLanguage(doc: Document | undefined = globalThis.document): string {
  return doc?.documentElement.lang === 'es' ? 'es-US,es;q=0.9' : 'en-US,en;q=0.9';
}

/** Whether a request changes state, so must carry X-Requested-With. */
export function isStateChanging(arg: ApiRequest): boolean {
  const method = typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET');
  return !SAFE_METHODS.has(method.toUpperCase());
}

/** What every request of a store is sent with: set by the embedded widget, empty in the portal. */
export interface ApiExtra {
  /** The origin of the page that embeds the widget (its iframe URL's parentOrigin). */
  hostOrigin?: string;
  /** The embedded widget's session, sent in a header instead of the cookie. */
  session?: HeaderSession;
}

/**
 * The checkout screen names the embedding page's origin, so the BFF can let
 * that page frame the card-input frame inside the widget (frame-ancestors is
 * checked against every ancestor). Other requests go out unchanged.
 */
export function withHostOrigin(arg: ApiRequest, hostOrigin: string | undefined): ApiRequest {
  if (!hostOrigin || typeof arg !== 'string' || !/\/screens\/checkout$/.test(arg)) {
    return arg;
  }
  return `${arg}?${new URLSearchParams({ parentOrigin: hostOrigin }).toString()}`;
}

/** Sends one request and reads its answer; never throws. */
async function send<T>(arg: ApiRequest, extra: ApiExtra): Promise<ApiResult<T>> {
  const { url, method, headers: own, params, body } = typeof arg === 'string' ? { url: arg } : arg;
  const headers = new Headers(own);
  headers.set('Accept-Language', acceptLanguage());
  if (extra.session) {
    headers.set(SESSION_HEADER, extra.session.header);
  }
  if (isStateChanging(arg)) {
    headers.set(REQUESTED_WITH.name, REQUESTED_WITH.value);
  }
  // Every body the app sends is JSON.
  const json = body !== undefined;
  if (json && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  if (!headers.has('accept')) {
    headers.set('accept', 'application/json');
  }
  let path = url;
  if (params) {
    const defined = Object.entries(params).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
    path += (path.includes('?') ? '&' : '?') + new URLSearchParams(defined.map(([k, v]) => [k, String(v)])).toString();
  }
  let response: Response;
  try {
    response = await fetch(
      new Request(`${API_BASE_URL}/${path.replace(/^\//, '')}`, {
        method,
        headers,
        body: json ? JSON.stringify(body) : undefined,
      }),
    );
  } catch (e) {
    return { error: { status: 'FETCH_ERROR', error: String(e) } };
  }
  const text = await response.text().catch(() => '');
  let data: unknown;
  try {
    data = text.length ? JSON.parse(text) : null;
  } catch (e) {
    return { error: { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: String(e) }, response };
  }
  return response.ok ? { data: data as T, response } : { error: { status: response.status, data }, response };
}

/**
 * Sends a request to the BFF. The embedded widget's calls take turns on its
 * session header, and a sign-in that gives the session a new id goes alone.
 */
export function callBff<T>(arg: ApiRequest, extra: ApiExtra = {}): Promise<ApiResult<T>> {
  const request = withHostOrigin(arg, extra.hostOrigin);
  const session = extra.session;
  if (!session) {
    return send<T>(request, extra);
  }
  return session.turn(
    async () => {
      const result = await send<T>(request, extra);
      session.save(result.response?.headers.get(SESSION_HEADER));
      return result;
    },
    typeof request !== 'string' && request.method === 'POST' && ROTATES.test(request.url),
  );
}

function isApiErrorBody(data: unknown): data is ApiErrorBody {
  if (typeof data !== 'object' || data === null || !('error' in data)) {
    return false;
  }
  const error = (data as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error;
}

function isQueryError(error: unknown): error is QueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The HTTP status of a failed query, if the server answered. */
export function errorStatus(error: unknown): number | undefined {
  return isQueryError(error) && typeof error.status === 'number' ? error.status : undefined;
}

/** The BFF's error object of a failed query, if it sent one. */
export function apiError(error: unknown): ApiError | undefined {
  return isQueryError(error) && isApiErrorBody(error.data) ? error.data.error : undefined;
}

/** True when the BFF said the client, site or screen does not exist. */
export function isNotFound(error: unknown): boolean {
  return errorStatus(error) === 404;
}

/** True when the request never got an answer (offline, dropped, timed out). */
export function isNetworkError(error: unknown): boolean {
  return isQueryError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
}

/**
 * The text to show for a failed call (ERR-57): the server's displayMessage,
 * else its message when asked for, else undefined (show the generic api.error).
 */
export function errorText(error: unknown, options: { useMessage?: boolean } = {}): string | undefined {
  const body = apiError(error);
  return body?.displayMessage || (options.useMessage ? body?.message : undefined) || undefined;
}

/** The path prefix of a site's API calls. */
export function sitePrefix(client: string, site: string): string {
  return `${encodeURIComponent(client)}/${encodeURIComponent(site)}`;
}
