// The one RTK Query API of the app. Features add their endpoints with
// api.injectEndpoints; every call goes to the BFF under /bff/v1.
import { createApi, fetchBaseQuery, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { ApiError, ApiErrorBody } from './types';

export const API_BASE_URL = '/bff/v1';

export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: API_BASE_URL }),
  tagTypes: ['Screen'],
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
