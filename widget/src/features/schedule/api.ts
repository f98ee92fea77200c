// The schedule form's calls (spec 001 §7 "Scheduled payments service",
// through the BFF): the form of a payable, one plan to change, and saving
// a new plan (POST with an Idempotency-Key) or a change (PATCH).
import { sitePrefix } from '../../state/api';
import { defineMutation, defineQuery } from '../../state/query';
import type { components } from '../../lib/api.gen';
import type { SiteArgs } from '../../state/screens';
import type { Language } from '../../lib/types';

type Schemas = components['schemas'];

/** GET .../schedules/form: the payable, its configuration, defaults, saved tenders and terms. */
export type ScheduleFormView = Schemas['ScheduleForm'];
/** What POST and PATCH .../schedules send. */
export type PlanForm = Schemas['PlanForm'];
/** A plan with its runs. */
export type PlanDetail = Schemas['PlanDetail'];
export type Frequency = Schemas['Frequency'];
export type FrequencyKind = Frequency['spec']['kind'];
export type FrequencyValue = Frequency['value'];
export type AmountKind = Schemas['PlanAmount']['kind'];
export type SavedTender = Schemas['SavedTender'];

interface LangArgs extends SiteArgs {
  lang: Language;
}

export const getScheduleForm = defineQuery<ScheduleFormView, LangArgs & { payablePath: string; timeZone: string }>(
  'getScheduleForm',
  {
    request: ({ client, site, lang, payablePath, timeZone }) => ({
      url: `${sitePrefix(client, site)}/schedules/form`,
      params: { lang, payablePath, timeZone },
    }),
    tags: ['Wallet'],
  },
);

export const getPlan = defineQuery<PlanDetail, LangArgs & { planId: string }>('getPlan', {
  request: ({ client, site, lang, planId }) => ({
    url: `${sitePrefix(client, site)}/schedules/${encodeURIComponent(planId)}`,
    params: { lang },
  }),
});

export const createPlan = defineMutation<PlanDetail, LangArgs & { form: PlanForm; idempotencyKey: string }>({
  request: ({ client, site, lang, form, idempotencyKey }) => ({
    url: `${sitePrefix(client, site)}/schedules`,
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    params: { lang },
    body: form,
  }),
});

export const updatePlan = defineMutation<PlanDetail, LangArgs & { planId: string; form: PlanForm }>({
  request: ({ client, site, lang, planId, form }) => ({
    url: `${sitePrefix(client, site)}/schedules/${encodeURIComponent(planId)}`,
    method: 'PATCH',
    params: { lang },
    body: form,
  }),
});

export const useGetScheduleFormQuery = getScheduleForm.useQuery;
export const useGetPlanQuery = getPlan.useQuery;
export const useCreatePlanMutation = createPlan.useMutation;
export const useUpdatePlanMutation = updatePlan.useMutation;
