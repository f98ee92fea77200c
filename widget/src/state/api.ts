// The one RTK Query API of the app. Features add their endpoints with
// api.injectEndpoints; every call goes to the BFF under /bff/v1.
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { HeaderSession, ROTATES, SESSION_HEADER } from '../lib/headerSession';
import type { ApiError, ApiErrorBody } from '../lib/types';

export const API_BASE_URL = '/bff/v1';

/**
 * The BFF refuses a state-changing call without this header (403): a
 * cross-site form cannot send a custom header.
 */
export const REQUESTED_WITH = { name: 'X-Requested-With', value: 'payhub' } as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The page's language as an Accept-Language value, so that what the BFF
 * adds to the cart or returns (payable names, messages) is in the language
 * the payer reads. The locale provider keeps `<html lang>` current.
 */
export function acceptLanguage(doc: Document | undefined = globalThis.document): string {
  return doc?.documentElement.lang === 'es' ? 'es-US,es;q=0.9' : 'en-US,en;q=0.9';
}

/** Whether a request changes state, so must carry X-Requested-With. */
export function isStateChanging(arg: string | FetchArgs): boolean {
  const method = typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET');
  return !SAFE_METHODS.has(method.toUpperCase());
}

/** What the store hands every request: set by the embedded widget, empty in the portal. */
export interface ApiExtra {
  /** The origin of the page that embeds the widget (its iframe URL's parentOrigin). */
  hostOrigin?: string;
  /** The embedded widget's session, sent in a header instead of the cookie. */
  session?: HeaderSession;
}

const fetchJson = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders: (headers, { arg, extra }) => {
    headers.set('Accept-Language', acceptLanguage());
    const session = (extra as ApiExtra | undefined)?.session;
    if (session) {
      headers.set(SESSION_HEADER, session.header);
    }
    if (isStateChanging(arg)) {
      headers.set(REQUESTED_WITH.name, REQUESTED_WITH.value);
    }
    return headers;
  },
});

/**
 * The checkout screen names the embedding page's origin, so the BFF can let
 * that page frame the card-input frame inside the widget (frame-ancestors is
 * checked against every ancestor). Other requests go out unchanged.
 */
export function withHostOrigin(arg: string | FetchArgs, hostOrigin: string | undefined): string | FetchArgs {
  if (!hostOrigin || typeof arg !== 'string' || !/\/screens\/checkout$/.test(arg)) {
    return arg;
  }
  return `${arg}?${new URLSearchParams({ parentOrigin: hostOrigin }).toString()}`;
}

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (arg, query, options) => {
  const extra = query.extra as ApiExtra | undefined;
  const request = withHostOrigin(arg, extra?.hostOrigin);
  const session = extra?.session;
  if (!session) {
    return fetchJson(request, query, options);
  }
  return session.turn(
    async () => {
      const result = await fetchJson(request, query, options);
      session.save(result.meta?.response?.headers.get(SESSION_HEADER));
      return result;
    },
    typeof request !== 'string' && request.method === 'POST' && ROTATES.test(request.url),
  );
};

/**
 * Tags: Screen is the site configuration and screens (refetched when the
 * configuration or the signed-in user changes); Cart and Search what a cart
 * change makes stale; Receipt a receipt.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Screen', 'Cart', 'Search', 'Receipt', 'Session'],
  endpoints: () => ({}),
});

function isApiErrorBody(data: unknown): data is ApiErrorBody {
  if (typeof data !== 'object' || data === null || !('error' in data)) {
    return false;
  }
  const error = (data as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error;
}

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The HTTP status of a failed query, if the server answered. */
export function errorStatus(error: unknown): number | undefined {
  return isFetchBaseQueryError(error) && typeof error.status === 'number' ? error.status : undefined;
}

/** The BFF's error object of a failed query, if it sent one. */
export function apiError(error: unknown): ApiError | undefined {
  return isFetchBaseQueryError(error) && isApiErrorBody(error.data) ? error.data.error : undefined;
}

/** True when the BFF said the client, site or screen does not exist. */
export function isNotFound(error: unknown): boolean {
  return errorStatus(error) === 404;
}

/** True when the request never got an answer (offline, dropped, timed out). */
export function isNetworkError(error: unknown): boolean {
  return isFetchBaseQueryError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
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
