// The staff console's calls: the BFF's staff routes under /bff/v1/admin
// (README "Staff console"). Reads go through the app's query cache; the
// console fetches a list again after each change it makes.
import type { components, paths } from '../../lib/api.gen';
import type { Language } from '../../lib/types';
import { defineMutation, defineQuery } from '../../state/query';
import type { QueryError } from '../../state/api';
import { apiError, errorStatus } from '../../state/api';

/** The signed-in staff member (GET /admin/me). */
export type StaffMe = components['schemas']['StaffMe'];
/** A site the member may act for that uses a feature. */
export type StaffSite = components['schemas']['StaffSite'];
/** The preset banners (ANN-08) and module outage presets (ANN-09). */
export type StaffPresets = components['schemas']['StaffPresets'];
/** A text in English and Spanish (either may be missing on a stored item). */
export type StaffText = components['schemas']['StaffText'];

/** The three kinds of announcement, in the order the console's tabs show them. */
export const KINDS = ['banners', 'notifications', 'footers'] as const;
export type Kind = (typeof KINDS)[number];

/** A client and one of its sites. */
export interface ClientSite {
  client: string;
  site: string;
}

/** A banner as the announcements service keeps it. */
export interface Banner {
  id: string;
  clientSites: ClientSite[];
  text: StaffText;
  methods: string[] | null;
  modules: string[] | null;
  type: string;
  friendlyType?: string;
  active: boolean;
  effects?: string[] | null;
  createdAt: string;
}

/** A notification as the announcements service keeps it. */
export interface Notification {
  id: string;
  clientSites: ClientSite[];
  subject: StaffText;
  text: StaffText;
  tags: string[] | null;
  active: boolean;
  createdAt: string;
  futureDate?: string;
}

/** A footer as the announcements service keeps it; preview and sanitized come with a footer just read or saved. */
export interface Footer {
  id: string;
  client: string;
  site: string;
  title: StaffText;
  headline: StaffText;
  content: StaffText;
  active: boolean;
  preview?: StaffText;
  sanitized?: boolean;
}

/** An announcement of each kind. */
export interface Announcement {
  banners: Banner;
  notifications: Notification;
  footers: Footer;
}

/** One change in the audit list: who, when, what. */
export interface AuditEntry {
  seq: number;
  at: string;
  who: string;
  kind: Kind;
  id: string;
  action: 'create' | 'replace' | 'delete';
  clientSites: ClientSite[] | null;
  before: string;
  after: string;
}

/** The list filter: one client/site (or every one) and whether inactive items are listed. */
export interface ListArgs<K extends Kind = Kind> {
  kind: K;
  site: ClientSite | null;
  includeInactive: boolean;
}

/** The payment methods a custom banner may name (README "Staff console"). */
export const METHODS = ['card', 'amex', 'discover', 'mastercard', 'visa', 'bank', 'paypal', 'googlePay', 'applePay'] as const;
/** The effects a banner may carry (ANN-10). */
export const EFFECTS = ['disableCardPayments', 'disableBankPayments'] as const;

/** The scope that reads (or changes) a kind (ROLE-26, ROLE-27). */
export function kindScope(kind: Kind, write: boolean): string {
  return `admin:announcements:${kind}:${write ? 'write' : 'read'}`;
}

/** Whether the member may read a kind: its read or its write scope. */
export function mayRead(me: StaffMe, kind: Kind): boolean {
  return me.scopes.includes(kindScope(kind, false)) || me.scopes.includes(kindScope(kind, true));
}

/** Whether the member may change a kind. */
export function mayWrite(me: StaffMe, kind: Kind): boolean {
  return me.scopes.includes(kindScope(kind, true));
}

/** Whether a failed call says the staff session is over (or was never there). */
export function isSignedOut(error: unknown): boolean {
  return errorStatus(error) === 401;
}

/** Whether a failed call says the staff session expired (rather than there being none). */
export function isExpired(error: unknown): boolean {
  return apiError(error)?.code === 'staff_session_expired';
}

export const getMe = defineQuery<StaffMe, void>('adminMe', { request: () => 'admin/me' });

export const getSites = defineQuery<{ sites: StaffSite[] }, 'announcements' | 'schedpay'>('adminSites', {
  request: (feature) => ({ url: 'admin/sites', params: { feature } }),
});

/** Both languages' presets: the form shows the English and Spanish text of each. */
export const getPresets = defineQuery<StaffPresets, void>('adminPresets', { request: () => 'admin/announcements/presets' });

export const getAnnouncements = defineQuery<Record<string, unknown[] | null>, ListArgs>('adminAnnouncements', {
  request: ({ kind, site, includeInactive }) => ({
    url: `admin/announcements/${kind}`,
    params: {
      clients: site?.client,
      sites: site?.site,
      includeInactive: includeInactive ? 'true' : undefined,
    },
  }),
});

export const getAudit = defineQuery<{ entries: AuditEntry[] | null }, void>('adminAudit', { request: () => 'admin/audit' });

/** A create (no id) or a replace (an id) of an announcement. */
export interface SaveArgs {
  kind: Kind;
  id?: string;
  body: Record<string, unknown>;
}

export const saveAnnouncement = defineMutation<Banner | Notification | Footer, SaveArgs>({
  request: ({ kind, id, body }) => ({
    url: id ? `admin/announcements/${kind}/${encodeURIComponent(id)}` : `admin/announcements/${kind}`,
    method: id ? 'PUT' : 'POST',
    body,
  }),
});

export const deleteAnnouncement = defineMutation<null, { kind: Kind; id: string }>({
  request: ({ kind, id }) => ({ url: `admin/announcements/${kind}/${encodeURIComponent(id)}`, method: 'DELETE' }),
});

export const signOut = defineMutation<null, void>({
  request: () => ({ url: 'admin/auth/logout', method: 'POST' }),
});

/** Where the sign-in button goes: the BFF's staff sign-in, back to path afterwards. */
export function signInUrl(path: string, language: Language): string {
  return `/bff/v1/admin/auth/login?${new URLSearchParams({ returnTo: path, lang: language }).toString()}`;
}

/** The text of a language, else the other one's. */
export function textIn(text: StaffText | undefined, language: Language): string {
  return (language === 'es' ? (text?.es ?? text?.en) : (text?.en ?? text?.es)) ?? '';
}

/** The field errors of a failed save (400/422 with fields), if the BFF named any. */
export function fieldErrors(error: QueryError | undefined): Record<string, string> {
  return apiError(error)?.fields ?? {};
}

// Scheduled payments staff set up for a payer who called in (spec 001 §2
// "Admin scheduled-payment screen"; /admin/schedpay/...).

/** A site the member may set plans up on (SCHED-04, SCHED-05). */
export type StaffPlanSite = components['schemas']['StaffPlanSite'];
/** A plan staff made, as the list shows it. */
export type StaffPlan = components['schemas']['StaffPlan'];
/** What POST /admin/schedpay/plans takes. */
export type StaffPlanRequest = components['schemas']['StaffPlanRequest'];
/** The payer's card or bank account as a plan takes it (schedule.TenderSummary). */
export type StaffTender = StaffPlanRequest['tender'];
/** A plan's past and projected runs. */
export type PlanRuns = components['schemas']['PlanRuns'];
/** The payer a plan is made for (SCHED-54). */
export type Payer = StaffPlanRequest['payer'];

/** The card-input frames bound to a payer (POST /admin/schedpay/tender-frames, ROLE-18 adminFilling). */
export type StaffTenderFrames = components['schemas']['StaffTenderFrames'];

/** What POST /admin/schedpay/tenders takes: the frame's token for the payer. */
export type StaffTenderRequest = NonNullable<paths['/bff/v1/admin/schedpay/tenders']['post']['requestBody']>['content']['application/json'];

/** The scopes that set plans up (ROLE-28). */
export const SCHEDPAY_CREATE = 'admin:schedpay:create';
export const SCHEDPAY_WRITE = 'admin:schedpay:write';

/** Whether the member may set up plans for payers: either schedpay scope. */
export function mayPlan(me: StaffMe): boolean {
  return me.scopes.includes(SCHEDPAY_CREATE) || me.scopes.includes(SCHEDPAY_WRITE);
}

/** Whether the member may run a plan now (SCHED-31): the write scope only. */
export function mayRunNow(me: StaffMe): boolean {
  return me.scopes.includes(SCHEDPAY_WRITE);
}

export const getPlanSites = defineQuery<{ sites: StaffPlanSite[] }, void>('adminPlanSites', { request: () => 'admin/schedpay/sites' });

/** The terms checkbox's text when staff act (SCHED-55), in the console's language. */
export const getPlanTerms = defineQuery<{ lang: Language; text: string }, Language>('adminPlanTerms', {
  request: (lang) => ({ url: 'admin/schedpay/terms', params: { lang } }),
});

/** The plans staff made on one site; lastModified comes in lang. */
export const getStaffPlans = defineQuery<{ plans: StaffPlan[] | null }, ClientSite & { lang: Language }>('adminStaffPlans', {
  request: ({ client, site, lang }) => ({ url: 'admin/schedpay/plans', params: { client, site, lang } }),
});

export const getStaffPlanRuns = defineQuery<PlanRuns, { id: string; lang: Language }>('adminStaffPlanRuns', {
  request: ({ id, lang }) => ({ url: `admin/schedpay/plans/${encodeURIComponent(id)}/runs`, params: { lang } }),
});

export const askTenderFrames = defineMutation<StaffTenderFrames, ClientSite & { payer: Payer }>({
  request: (body) => ({ url: 'admin/schedpay/tender-frames', method: 'POST', body }),
});

export const saveStaffTender = defineMutation<StaffTender, { body: StaffTenderRequest; idempotencyKey: string }>({
  request: ({ body, idempotencyKey }) => ({
    url: 'admin/schedpay/tenders',
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body,
  }),
});

export const createStaffPlan = defineMutation<StaffPlan, { body: StaffPlanRequest; idempotencyKey: string; lang: Language }>({
  request: ({ body, idempotencyKey, lang }) => ({
    url: 'admin/schedpay/plans',
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    params: { lang },
    body,
  }),
});

/** Runs a plan now (SCHED-31); one key per click, so a repeated answer is the same run. */
export const runStaffPlanNow = defineMutation<PlanRuns, { id: string; idempotencyKey: string; lang: Language }>({
  request: ({ id, idempotencyKey, lang }) => ({
    url: `admin/schedpay/plans/${encodeURIComponent(id)}/runs`,
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    params: { lang },
  }),
});
