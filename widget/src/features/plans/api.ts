// The signed-in resident's scheduled payments (spec 001 §4 "Scheduled
// payment", the BFF's /schedules routes): the plans, one plan with its runs,
// the schedule form of a plan's payable (whether it may be paused, and the
// saved cards and bank accounts a plan may use), and the commands that
// pause, resume and cancel a plan. Texts come back in the asked language, so
// the language is part of every query's key. Every change makes the plans
// stale; the answer of pause and resume is the plan itself, put in the cache
// at once.
import { sitePrefix } from '../../state/api';
import { defineMutation, defineQuery, type QueryClient } from '../../state/query';
import type { components } from '../../lib/api.gen';
import type { Language } from '../../lib/types';
import type { SiteArgs } from '../../state/screens';

type Schemas = components['schemas'];

/** One plan as the list shows it (status, next run and last modified in words). */
export type Plan = Schemas['Plan'];
/** One plan with its runs, past and projected (SCHED-14). */
export type PlanDetail = Schemas['PlanDetail'];
/** One run of a plan. */
export type PlanRun = Schemas['PlanRun'];
/** A plan's frequency (FREQ-01). */
export type Frequency = Schemas['Frequency'];
/** The schedule form of a payable: its configuration and the saved tenders a plan may use. */
export type ScheduleForm = Schemas['ScheduleForm'];

export interface PlansArgs extends SiteArgs {
  lang: Language;
}

export interface PlanArgs extends PlansArgs {
  planId: string;
}

export interface PauseBody {
  /** mm/dd/yyyy: the plan resumes on it. */
  endDate?: string;
  /** A pause with no end date, confirmed (SCHED-56). */
  indefiniteConfirmed: boolean;
  timeZone?: string;
}

interface KeyArgs extends PlanArgs {
  idempotencyKey: string;
}

const schedules = ({ client, site }: SiteArgs) => `${sitePrefix(client, site)}/schedules`;
const planPath = (args: PlanArgs) => `${schedules(args)}/${encodeURIComponent(args.planId)}`;
const changed = (): readonly ['Schedules'] => ['Schedules'];

/** `GET .../schedules`: the resident's active plans on the site. */
export const getPlans = defineQuery<{ plans: Plan[] }, PlansArgs>('getPlans', {
  request: (args) => ({ url: schedules(args), params: { lang: args.lang } }),
  tags: ['Schedules'],
});

/** `GET .../schedules/{id}`: one plan with its runs; runsError when they could not be read (ERR-65). */
export const getPlan = defineQuery<PlanDetail, PlanArgs>('getPlan', {
  request: (args) => ({ url: planPath(args), params: { lang: args.lang } }),
  tags: ['Schedules'],
});

/** `GET .../schedules/form`: the schedule form of a plan's payable. */
export const getPlanForm = defineQuery<ScheduleForm, PlansArgs & { payablePath: string }>('getPlanForm', {
  request: (args) => ({ url: `${schedules(args)}/form`, params: { lang: args.lang, payablePath: args.payablePath } }),
  tags: ['Schedules'],
});

/** Puts a changed plan's answer in the cache, before the list is read again. */
const keep = (data: PlanDetail, args: PlanArgs, client: QueryClient) => {
  void getPlan.upsert(client, { client: args.client, site: args.site, lang: args.lang, planId: args.planId }, data);
};

/** `POST .../schedules/{id}/pause` (SCHED-26, SCHED-27, SCHED-56). */
export const pausePlan = defineMutation<PlanDetail, KeyArgs & { body: PauseBody }>({
  request: (args) => ({
    url: `${planPath(args)}/pause`,
    method: 'POST',
    headers: { 'Idempotency-Key': args.idempotencyKey },
    params: { lang: args.lang },
    body: args.body,
  }),
  onSuccess: keep,
  invalidates: (data) => (data ? changed() : []),
});

/** `POST .../schedules/{id}/resume` with the payment method chosen again (SCHED-30). */
export const resumePlan = defineMutation<PlanDetail, KeyArgs & { tenderId: string }>({
  request: (args) => ({
    url: `${planPath(args)}/resume`,
    method: 'POST',
    headers: { 'Idempotency-Key': args.idempotencyKey },
    params: { lang: args.lang },
    body: { tenderId: args.tenderId },
  }),
  onSuccess: keep,
  invalidates: (data) => (data ? changed() : []),
});

/** `DELETE .../schedules/{id}`: a soft delete (SCHED-25); the plan leaves the list. */
export const cancelPlan = defineMutation<null, PlanArgs>({
  request: (args) => ({ url: planPath(args), method: 'DELETE', params: { lang: args.lang } }),
  onSuccess: (_data, args, client) => {
    void getPlans.update(client, { client: args.client, site: args.site, lang: args.lang }, (draft) => {
      draft.plans = draft.plans.filter((plan) => plan.id !== args.planId);
    });
  },
  invalidates: (_data, error) => (error ? [] : changed()),
});
