// The schedule form's side of the mock BFF, for tests and stories: the form
// of the water bill U-5001 as GET .../schedules/form answers it, a plan, and
// handlers for the form, one plan, POST and PATCH .../schedules that answer
// as bff/http does (shapes in bff/http/openapi.yaml). scheduleBff() keeps a
// state of its own: what was sent, and the answers still to give.
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { PlanDetail, PlanForm, ScheduleFormView } from '../features/schedule/api';
import { savedTender } from './mockBff';

const BASE = '/bff/v1/:client/:site';

/** The schedule form of U-5001: recurring before due (1 to 10 days) or one time on a date, the amount due. */
export function scheduleForm(overrides: Partial<ScheduleFormView> = {}): ScheduleFormView {
  return {
    payable: {
      path: 'sunshine/demo/utilities/U-5001',
      displayName: 'Water bill U-5001',
      amount: '64.10',
      scheduledAmount: '64.10',
      dueAt: '2026-12-16',
    },
    config: {
      denyDuplicatePlans: true,
      allowedTypes: { oneTime: { onDate: ['amountDue'] }, recurring: { beforeDue: ['amountDue'] } },
      minDaysBeforeDue: 1,
      maxDaysBeforeDue: 10,
      disablePause: false,
      disallowOneTimePastDue: false,
      endOnZeroAmountDue: false,
      allowedIntervals: [1, 2, 3, 4, 8],
    },
    allowedKinds: { oneTime: ['onDate'], recurring: ['beforeDue'] },
    defaults: {
      value: 'recurring',
      kind: 'beforeDue',
      daysBeforeDue: 4,
      interval: 1,
      dayOfWeek: 4,
      startDate: '11/26/2026',
      timeZone: 'America/New_York',
    },
    defaultTerms: { frequency: { value: 'recurring', spec: { kind: 'beforeDue', daysBeforeDue: '4' } }, amount: 'amountDue' },
    autopayEligible: true,
    yearlyAutopayEligible: false,
    tenders: [savedTender()],
    terms: 'I authorize Sunshine County to charge the payment method I chose on each scheduled date.',
    planExists: false,
    ...overrides,
  };
}

/** A plan of U-5001 as POST, PATCH and GET .../schedules/{id} answer it. */
export function planDetail(form: PlanForm | null = null, id = 'plan-1'): PlanDetail {
  return {
    plan: {
      id,
      payablePath: 'sunshine/demo/utilities/U-5001',
      displayName: 'Water bill U-5001',
      frequency: form?.frequency ?? { value: 'recurring', spec: { kind: 'beforeDue', daysBeforeDue: '4' } },
      amount: form?.amount ?? { kind: 'amountDue' },
      tender: { tenderId: 'wt_visa', description: 'Visa ending in 4242', type: 'card', lastDigits: '4242', cardBrand: 'Visa' },
      pause: null,
      active: true,
      requiresTenderChange: false,
      status: { code: 'active', text: 'Active' },
      nextRun: { kind: 'date', date: '2026-12-12', displayDate: '12/12/2026', text: '12/12/2026' },
      lastModified: 'Rosa Resident',
      createdAt: '2026-11-26T12:00:00Z',
      modifiedAt: '2026-11-26T12:00:00Z',
      agreement: { terms: 'I authorize', time: '2026-11-26T12:00:00Z' },
      runsError: false,
      setUpByCounty: false,
    },
    runs: { past: [], projected: [{ date: '2026-12-12', displayDate: '12/12/2026', status: 'future' }] },
  };
}

/** One answer of a save: the plan, or an error with its status. */
export type SaveAnswer =
  | { ok: true }
  | { status: number; code: string; message: string; displayMessage?: string; fields?: Record<string, string> };

export interface SentPlan {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: PlanForm;
}

/** Handlers of the schedule routes; answers are given in order, then every save succeeds. */
export function scheduleBff(options: { form?: ScheduleFormView; plan?: PlanDetail; answers?: SaveAnswer[] } = {}) {
  const state = { sent: [] as SentPlan[], answers: [...(options.answers ?? [])], formRequests: [] as URLSearchParams[] };
  const save = async (request: Request, status: number) => {
    const body = (await request.json()) as PlanForm;
    state.sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      idempotencyKey: request.headers.get('Idempotency-Key'),
      body,
    });
    const answer = state.answers.shift() ?? { ok: true };
    if ('ok' in answer) {
      return HttpResponse.json(planDetail(body), { status });
    }
    const { status: code, ...error } = answer;
    return HttpResponse.json({ error: { ...error, code: error.code } }, { status: code });
  };
  const handlers: RequestHandler[] = [
    http.get(`${BASE}/schedules/form`, ({ request }) => {
      state.formRequests.push(new URL(request.url).searchParams);
      return HttpResponse.json(options.form ?? scheduleForm());
    }),
    http.get(`${BASE}/schedules/:planId`, ({ params }) =>
      options.plan && params.planId === options.plan.plan.id
        ? HttpResponse.json(options.plan)
        : HttpResponse.json({ error: { code: 'not_found', message: 'There is no such scheduled payment.' } }, { status: 404 }),
    ),
    http.post(`${BASE}/schedules`, ({ request }) => save(request, 201)),
    http.patch(`${BASE}/schedules/:planId`, ({ request }) => save(request, 200)),
  ];
  return { handlers, state };
}
