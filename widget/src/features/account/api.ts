// The signed-in resident's calls: past payments and their receipts, the
// settings ("My settings") and e-mail verification. Saved items are in
// state/savedItems.ts, shared with the search pages. The tag types are added
// here, in the account chunk, so the first load carries none of them.
import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api, sitePrefix } from '../../state/api';
import type { components } from '../../lib/api.gen';
import type { ReceiptScreen } from '../../lib/checkoutTypes';
import type { SiteArgs } from '../../state/screens';
import { sessionApi, type SessionBody } from '../../state/session';
import type { Language } from '../../lib/types';

/** One past payment in the resident's list (GET .../payments). */
export interface PaymentSummary {
  receiptId: string;
  confirmationNumber: string;
  /** RFC 3339 time. */
  postedAt: string;
  /** Exact decimal. */
  total: string;
  itemCount: number;
  tenderType: string;
  cardBrand?: string;
  lastDigits?: string;
  items: string[] | null;
}

/** One page of past payments, newest first, 10 a page (CONST-28). */
export interface PaymentsPage {
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
  payments: PaymentSummary[] | null;
}

export type ContactPreference = Profile['contactPreference'];

/** The resident's settings (GET .../profile). */
export type Profile = components['schemas']['Profile'];

/** The fields a settings change may name (PROF-01). */
export type ProfileChange = components['schemas']['ProfileChange'];

/** The answer to a request for a new verification code. */
export interface ResendResult {
  sent: boolean;
  verified: boolean;
}

/** A failed resend, with the BFF's Retry-After in seconds when it said to wait. */
export type ResendError = FetchBaseQueryError & { retryAfter?: number };

interface LangArgs extends SiteArgs {
  lang: Language;
}

const tagged = api.enhanceEndpoints({ addTagTypes: ['Profile', 'Payments'] });

export const accountApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getPayments: build.query<PaymentsPage, SiteArgs & { page: number }>({
      query: ({ client, site, page }) => ({ url: `${sitePrefix(client, site)}/payments`, params: { page } }),
      providesTags: ['Payments'],
    }),
    getPaymentReceipt: build.query<ReceiptScreen, SiteArgs & { receiptId: string }>({
      query: ({ client, site, receiptId }) =>
        `${sitePrefix(client, site)}/screens/receipt/${encodeURIComponent(receiptId)}`,
      providesTags: ['Payments'],
    }),
    getProfile: build.query<Profile, LangArgs>({
      query: ({ client, site, lang }) => ({ url: `${sitePrefix(client, site)}/profile`, params: { lang } }),
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<Profile, LangArgs & { change: ProfileChange }>({
      query: ({ client, site, lang, change }) => ({
        url: `${sitePrefix(client, site)}/profile`,
        method: 'PATCH',
        params: { lang },
        body: change,
      }),
      // The header names the resident from the session: read it again so a
      // new name shows there at once.
      onQueryStarted: async ({ client, site, lang }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(accountApi.util.upsertQueryData('getProfile', { client, site, lang }, data));
          await dispatch(sessionApi.endpoints.getSession.initiate({ client, site }, { subscribe: false, forceRefetch: true }));
        } catch {
          // The form shows why.
        }
      },
      invalidatesTags: (result) => (result ? ['Profile'] : []),
    }),
    verifyEmail: build.mutation<SessionBody, LangArgs & { code: string }>({
      query: ({ client, site, lang, code }) => ({
        url: `${sitePrefix(client, site)}/verify-email`,
        method: 'POST',
        params: { lang },
        body: { code },
      }),
      // The answer is the session: the header and the pages see the verified resident at once.
      onQueryStarted: async ({ client, site }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionApi.util.upsertQueryData('getSession', { client, site }, data));
        } catch {
          // The page shows why.
        }
      },
    }),
    resendCode: build.mutation<ResendResult, LangArgs>({
      query: ({ client, site, lang }) => ({
        url: `${sitePrefix(client, site)}/verify-email/resend`,
        method: 'POST',
        params: { lang },
      }),
      transformErrorResponse: (error, meta): ResendError => {
        // The base query is fetchBaseQuery's, whose meta holds the response.
        const seconds = Number((meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('Retry-After'));
        return Number.isFinite(seconds) && seconds > 0 ? { ...error, retryAfter: seconds } : error;
      },
    }),
  }),
});

export const {
  useGetPaymentsQuery,
  useGetPaymentReceiptQuery,
  useGetProfileQuery,
  useUpdateProfileMutation,
  useVerifyEmailMutation,
  useResendCodeMutation,
} = accountApi;
