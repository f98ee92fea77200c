// The scheduled-payments reads autopay at check-out needs (the BFF's
// /schedules routes, a signed-in resident's): a payable's schedule form for
// the terms text and whether a plan exists already, the resident's plans for
// the renewal-autopay modal, and one plan for its first run on the receipt.
import { sitePrefix } from '../../state/api';
import { defineQuery } from '../../state/query';
import type { SiteArgs } from '../../state/screens';
import type { components } from '../../lib/api.gen';

type Schemas = components['schemas'];

/** A payable's schedule form (SCHED-02): terms, default terms, planExists. */
export type ScheduleForm = Schemas['ScheduleForm'];
/** One of the resident's plans. */
export type Plan = Schemas['Plan'];
/** A plan with its runs. */
export type PlanDetail = Schemas['PlanDetail'];

interface LangArgs extends SiteArgs {
  lang: string;
}

const schedules = (client: string, site: string) => `${sitePrefix(client, site)}/schedules`;

/** `GET /schedules/form?payablePath=`: the form of one payable, texts in lang. */
export const getScheduleForm = defineQuery<ScheduleForm, LangArgs & { payablePath: string }>('autopayScheduleForm', {
  request: ({ client, site, lang, payablePath }) =>
    `${schedules(client, site)}/form?${new URLSearchParams({ payablePath, lang })}`,
});

/** `GET /schedules`: the resident's active plans on the site. */
export const getSchedules = defineQuery<{ plans: Plan[] }, LangArgs>('autopaySchedules', {
  request: ({ client, site, lang }) => `${schedules(client, site)}?${new URLSearchParams({ lang })}`,
});

/** `GET /schedules/{planId}`: one plan with its runs, past and projected. */
export const getPlan = defineQuery<PlanDetail, LangArgs & { planId: string }>('autopayPlan', {
  request: ({ client, site, lang, planId }) =>
    `${schedules(client, site)}/${encodeURIComponent(planId)}?${new URLSearchParams({ lang })}`,
});
