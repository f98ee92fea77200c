// The scheduled payments' side of the mock BFF, for tests and stories: the
// resident's plans, one plan with its runs, the schedule form of a plan's
// payable, and pause, resume and cancel, answering as bff/http does (shapes
// in bff/http/openapi.yaml; texts as bff/texts words them). plansBff()
// returns the handlers with a state of their own, and records every call.
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Plan, PlanDetail, PlanRun, ScheduleForm } from '../features/plans/api';
import type { SavedTenderView } from '../lib/walletTypes';
import { savedTender } from './mockBff';

const BASE = '/bff/v1/:client/:site/schedules';

/** The water bill's monthly autopay with the saved Visa, active, next run on 07/11/2026. */
export function plan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 'plan-water',
    payablePath: 'sunshine/demo/utilities/U-5001',
    displayName: 'Water bill U-5001',
    frequency: { value: 'recurring', spec: { kind: 'beforeDue', daysBeforeDue: '4' } },
    amount: { kind: 'amountDue' },
    tender: { tenderId: 'wt_visa', description: 'Visa ending in 4242', type: 'card', lastDigits: '4242', cardBrand: 'Visa' },
    pause: null,
    active: true,
    requiresTenderChange: false,
    status: { code: 'active', text: 'Active' },
    nextRun: { kind: 'date', date: '2026-07-11', displayDate: '07/11/2026', text: '07/11/2026' },
    lastModified: 'Rosa Resident',
    createdAt: '2026-05-15T16:00:00Z',
    modifiedAt: '2026-05-15T16:00:00Z',
    agreement: { terms: 'I authorize these payments.', time: '2026-05-15T16:00:00Z' },
    runsError: false,
    setUpByCounty: false,
    ...overrides,
  };
}

export function run(overrides: Partial<PlanRun> = {}): PlanRun {
  return { date: '2026-07-11', displayDate: '07/11/2026', status: 'future', ...overrides };
}

/** Two paid runs, one failed, and three upcoming. */
export function runs(): PlanDetail['runs'] {
  return {
    past: [
      run({ id: 'r1', date: '2026-05-31', displayDate: '05/31/2026', status: 'paid', amount: '64.10', confirmationNumber: 'PH-20260001', receiptId: 'PH-20260001' }),
      run({ id: 'r2', date: '2026-06-10', displayDate: '06/10/2026', status: 'failed', amount: '64.10', failureReason: 'declined' }),
      run({ id: 'r3', date: '2026-06-30', displayDate: '06/30/2026', status: 'paid', amount: '64.10', confirmationNumber: 'PH-20260002', receiptId: 'PH-20260002' }),
    ],
    projected: [
      run({ date: '2026-07-11', displayDate: '07/11/2026' }),
      run({ date: '2026-08-11', displayDate: '08/11/2026' }),
      run({ date: '', displayDate: '' }),
    ],
  };
}

/** The schedule form of the water bill, as far as the plans read it. */
export function scheduleForm(overrides: { disablePause?: boolean; tenders?: SavedTenderView[] } = {}): ScheduleForm {
  return {
    payable: { path: 'sunshine/demo/utilities/U-5001', displayName: 'Water bill U-5001', amount: '64.10', scheduledAmount: '64.10' },
    config: {
      denyDuplicatePlans: true,
      allowedTypes: { oneTime: { onDate: ['amountDue'] }, recurring: { beforeDue: ['amountDue'] } },
      minDaysBeforeDue: 1,
      maxDaysBeforeDue: 10,
      disablePause: overrides.disablePause ?? false,
      disallowOneTimePastDue: false,
      endOnZeroAmountDue: false,
      allowedIntervals: [1, 2, 3, 4, 8],
    },
    allowedKinds: { oneTime: ['onDate'], recurring: ['beforeDue'] },
    defaults: { value: 'recurring', kind: 'beforeDue', daysBeforeDue: 4, interval: 1, dayOfWeek: 1, startDate: '05/15/2026', timeZone: 'America/New_York' },
    defaultTerms: null,
    autopayEligible: true,
    yearlyAutopayEligible: false,
    tenders: overrides.tenders ?? [
      savedTender(),
      savedTender({ tenderId: 'wt_bank', type: 'bank', name: 'Checking Account', lastDigits: '6789', cardBrand: undefined, bankAccountType: 'checking', expiry: undefined }),
    ],
    terms: 'I authorize these payments.',
    planExists: true,
  };
}

export interface PlansBffOptions {
  plans?: Plan[];
  /** Each plan's runs; default runs(). */
  runs?: Record<string, PlanDetail['runs']>;
  /** The list fails with this status. */
  listFails?: number;
  /** The schedule form fails with this status. */
  formFails?: number;
  disablePause?: boolean;
  tenders?: SavedTenderView[];
  /** Canceling fails (ERR-64). */
  cancelFails?: boolean;
}

export interface PlanCall {
  method: string;
  path: string;
  search: string;
  idempotencyKey: string | null;
  body: unknown;
}

const fail = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ error: { code, message, displayMessage: message, ...extra } }, { status });

const PAUSE_CONFIRM = {
  en: 'Please confirm that the payments stay paused until you resume them.',
  es: 'Confirme que los pagos quedan en pausa hasta que los reanude.',
} as const;

export function plansBff(options: PlansBffOptions = {}) {
  const state = {
    plans: [...(options.plans ?? [plan()])],
    runs: { ...(options.runs ?? {}) } as Record<string, PlanDetail['runs']>,
    calls: [] as PlanCall[],
    listFails: options.listFails,
  };
  const record = async (request: Request) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const url = new URL(request.url);
    state.calls.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      idempotencyKey: request.headers.get('Idempotency-Key'),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
  };
  const lang = (request: Request) => (new URL(request.url).searchParams.get('lang') === 'es' ? 'es' : 'en');
  const find = (id: string) => state.plans.find((p) => p.id === id);
  const detail = (p: Plan): PlanDetail => ({
    plan: p,
    runs: p.runsError ? { past: [], projected: [] } : (state.runs[p.id] ?? runs()),
  });
  const replace = (next: Plan) => {
    state.plans = state.plans.map((p) => (p.id === next.id ? next : p));
    return next;
  };

  const handlers: RequestHandler[] = [
    http.get(BASE, async ({ request }) => {
      await record(request);
      if (state.listFails) return fail(state.listFails, 'unavailable', 'Scheduled payments are not available right now.');
      return HttpResponse.json({ plans: state.plans });
    }),
    http.get(`${BASE}/form`, async ({ request }) => {
      await record(request);
      if (options.formFails) return fail(options.formFails, 'unprocessable', 'This item cannot be scheduled.');
      return HttpResponse.json(scheduleForm({ disablePause: options.disablePause, tenders: options.tenders }));
    }),
    http.get(`${BASE}/:planId`, async ({ request, params }) => {
      await record(request);
      const p = find(String(params.planId));
      return p ? HttpResponse.json(detail(p)) : fail(404, 'not_found', 'There is no such scheduled payment.');
    }),
    http.post(`${BASE}/:planId/pause`, async ({ request, params }) => {
      await record(request);
      const p = find(String(params.planId));
      if (!p) return fail(404, 'not_found', 'There is no such scheduled payment.');
      const body = (await request.json()) as { endDate?: string; indefiniteConfirmed?: boolean };
      if (!body.endDate && !body.indefiniteConfirmed) {
        const text = PAUSE_CONFIRM[lang(request)];
        return fail(400, 'invalid_request', text, { fields: { indefiniteConfirmed: text } });
      }
      const paused = body.endDate
        ? plan({ ...p, pause: { startDate: '05/15/2026', endDate: body.endDate }, status: { code: 'paused_until', resumeDate: body.endDate, text: `Paused until ${body.endDate}` } })
        : plan({ ...p, pause: { startDate: '05/15/2026' }, status: { code: 'paused', text: 'Paused with no resume date' }, nextRun: { kind: 'paused', text: 'Paused' } });
      replace(paused);
      const current = state.runs[p.id] ?? runs();
      state.runs[p.id] = { ...current, projected: current.projected.map((r) => ({ ...r, status: 'future_suspended' })) };
      return HttpResponse.json(detail(paused));
    }),
    http.post(`${BASE}/:planId/resume`, async ({ request, params }) => {
      await record(request);
      const p = find(String(params.planId));
      if (!p) return fail(404, 'not_found', 'There is no such scheduled payment.');
      const { tenderId } = (await request.json()) as { tenderId?: string };
      if (!tenderId) return fail(422, 'unprocessable', 'Choose a payment method.', { fields: { tenderId: 'Choose a payment method.' } });
      const resumed = replace(plan({ ...p, pause: null, status: { code: 'active', text: 'Active' }, nextRun: plan().nextRun }));
      const current = state.runs[p.id] ?? runs();
      state.runs[p.id] = { ...current, projected: current.projected.map((r) => ({ ...r, status: 'future' })) };
      return HttpResponse.json(detail(resumed));
    }),
    http.delete(`${BASE}/:planId`, async ({ request, params }) => {
      await record(request);
      if (options.cancelFails) return fail(503, 'unavailable', 'We could not cancel your scheduled payment. Please try again later.');
      state.plans = state.plans.filter((p) => p.id !== String(params.planId));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { handlers, state };
}
