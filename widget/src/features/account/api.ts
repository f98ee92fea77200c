// The signed-in resident's calls: past payments and their receipts, the
// settings ("My settings") and e-mail verification. Saved items are in
// state/savedItems.ts, shared with the search pages.
import { sitePrefix, type QueryError } from '../../state/api';
import { defineMutation, defineQuery } from '../../state/query';
import type { components } from '../../lib/api.gen';
import type { ReceiptScreen } from '../../lib/checkoutTypes';
import type { SiteArgs } from '../../state/screens';
import { getSession, type SessionBody } from '../../state/session';
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
export type ResendError = QueryError & { retryAfter?: number };

interface LangArgs extends SiteArgs {
  lang: Language;
}

export const getPayments = defineQuery<PaymentsPage, SiteArgs & { page: number }>('getPayments', {
  request: ({ client, site, page }) => ({ url: `${sitePrefix(client, site)}/payments`, params: { page } }),
  tags: ['Payments'],
});

export const getPaymentReceipt = defineQuery<ReceiptScreen, SiteArgs & { receiptId: string }>('getPaymentReceipt', {
  request: ({ client, site, receiptId }) =>
    `${sitePrefix(client, site)}/screens/receipt/${encodeURIComponent(receiptId)}`,
  tags: ['Payments'],
});

export const getProfile = defineQuery<Profile, LangArgs>('getProfile', {
  request: ({ client, site, lang }) => ({ url: `${sitePrefix(client, site)}/profile`, params: { lang } }),
  tags: ['Profile'],
});

export const updateProfile = defineMutation<Profile, LangArgs & { change: ProfileChange }>({
  request: ({ client, site, lang, change }) => ({
    url: `${sitePrefix(client, site)}/profile`,
    method: 'PATCH',
    params: { lang },
    body: change,
  }),
  // The header names the resident from the session: read it again so a
  // new name shows there at once.
  onSuccess: (data, { client, site, lang }, cache) => {
    void getProfile.upsert(cache, { client, site, lang }, data);
    getSession.fetch(cache, { client, site }, { force: true }).catch(() => {
      // The header keeps the name it had.
    });
  },
  invalidates: (result) => (result ? ['Profile'] : []),
});

export const verifyEmail = defineMutation<SessionBody, LangArgs & { code: string }>({
  request: ({ client, site, lang, code }) => ({
    url: `${sitePrefix(client, site)}/verify-email`,
    method: 'POST',
    params: { lang },
    body: { code },
  }),
  // The answer is the session: the header and the pages see the verified resident at once.
  onSuccess: (data, { client, site }, cache) => {
    void getSession.upsert(cache, { client, site }, data);
  },
});

export const resendCode = defineMutation<ResendResult, LangArgs>({
  request: ({ client, site, lang }) => ({
    url: `${sitePrefix(client, site)}/verify-email/resend`,
    method: 'POST',
    params: { lang },
  }),
  transformError: (error, response): ResendError => {
    const seconds = Number(response?.headers.get('Retry-After'));
    return Number.isFinite(seconds) && seconds > 0 ? { ...error, retryAfter: seconds } : error;
  },
});

export const useGetPaymentsQuery = getPayments.useQuery;
export const useGetPaymentReceiptQuery = getPaymentReceipt.useQuery;
export const useGetProfileQuery = getProfile.useQuery;
export const useUpdateProfileMutation = updateProfile.useMutation;
export const useVerifyEmailMutation = verifyEmail.useMutation;
export const useResendCodeMutation = resendCode.useMutation;

/** A payable's schedule form: bulk autopay reads its terms text and the saved cards and bank accounts. */
export type ScheduleForm = components['schemas']['ScheduleForm'];

/** `GET .../schedules/form?payablePath=`: the terms the BFF stamps on a plan, in lang. */
export const getItemScheduleForm = defineQuery<ScheduleForm, LangArgs & { payablePath: string }>('getItemScheduleForm', {
  request: ({ client, site, lang, payablePath }) => ({ url: `${sitePrefix(client, site)}/schedules/form`, params: { lang, payablePath } }),
  tags: ['Schedules', 'Wallet'],
});

/** The body of `POST .../saved-items/autopay` (ROUTE-56). */
export interface SavedItemsAutopayBody {
  savePaths: string[];
  tenderId: string;
  termsAccepted: boolean;
  timeZone?: string;
}

/** Each chosen item's outcome, in its SCHED-38 group. */
export type SavedItemsAutopay = components['schemas']['SavedItemsAutopay'];

/** Sets up autopay for several saved items at once. */
export const enrollSavedItemsAutopay = defineMutation<SavedItemsAutopay, LangArgs & { body: SavedItemsAutopayBody; idempotencyKey: string }>({
  request: ({ client, site, lang, body, idempotencyKey }) => ({
    url: `${sitePrefix(client, site)}/saved-items/autopay`,
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    params: { lang },
    body,
  }),
  // The new plans show under Scheduled payments.
  invalidates: (result) => (result ? ['Schedules'] : []),
});

export const useEnrollSavedItemsAutopayMutation = enrollSavedItemsAutopay.useMutation;
