// The signed-in resident's side of the mock BFF, for tests and stories: the
// session, saved items, past payments, receipts, settings and e-mail
// verification, answering as bff/http does (shapes in bff/http/openapi.yaml).
// accountBff() returns the handlers with a state of their own, so that each
// test starts afresh and can look at what was asked.
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { PaymentSummary, Profile } from '../features/account/api';
import type { ReceiptScreen } from '../lib/checkoutTypes';
import type { SavedItem, SavedItemsBody } from '../state/savedItems';
import type { SessionUser } from '../state/session';
import { payable, receiptScreen, receiptView } from './checkoutFixtures';
import { mockBff } from './mockBff';

const BASE = '/bff/v1/:client/:site';

export const resident: SessionUser = {
  subject: 'u-rosa',
  email: 'resident@example.com',
  emailVerified: true,
  givenName: 'Rosa',
  familyName: 'Resident',
  name: 'Rosa Resident',
  kind: '',
};

/** A saved item whose payable is found. */
export function savedItem(path: string, displayName: string, overrides: Partial<SavedItem> = {}): SavedItem {
  return {
    savePath: `/${path}`,
    displayType: 'property_tax',
    pageRoute: 'property-tax',
    payable: payable({ path, displayName, amount: '842.10' }),
    payableNotFound: false,
    tab: 'tax',
    ...overrides,
  };
}

export function savedItemsBody(items: SavedItem[], warningLimit = 4): SavedItemsBody {
  const counts = new Map<string, number>();
  items.forEach((item) => counts.set(item.displayType, (counts.get(item.displayType) ?? 0) + 1));
  return {
    items,
    counts: [...counts].map(([displayType, count]) => ({ displayType, count, overLimit: count > warningLimit })),
    warningLimit,
  };
}

/** n past payments, newest first, numbered from the newest. */
export function payments(n: number): PaymentSummary[] {
  return Array.from({ length: n }, (_, i) => ({
    receiptId: `PH-2026${String(1000 - i).padStart(4, '0')}`,
    confirmationNumber: `PH-2026${String(1000 - i).padStart(4, '0')}`,
    postedAt: new Date(Date.UTC(2026, 5, 30) - i * 86_400_000).toISOString(),
    total: `${100 + i}.50`,
    itemCount: 1 + (i % 3),
    tenderType: 'card',
    cardBrand: 'Visa',
    lastDigits: '4242',
    items: ['2026 property tax, 9 Oak Ave'],
  }));
}

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    givenName: 'Rosa',
    familyName: 'Resident',
    email: 'resident@example.com',
    emailVerified: true,
    phone: '',
    language: 'en',
    contactPreference: 'email',
    canModify: true,
    ...overrides,
  };
}

export interface AccountBffOptions {
  /** The session's resident; null: a guest. */
  user?: SessionUser | null;
  saved?: SavedItem[];
  /** The saved items load fails with this status. */
  savedFails?: number;
  history?: PaymentSummary[];
  receipts?: Record<string, ReceiptScreen>;
  profile?: Profile;
  /** The one code verify-email takes. */
  code?: string;
}

export interface AccountCall {
  method: string;
  path: string;
  search: string;
  requestedWith: string | null;
  body: unknown;
}

const PER_PAGE = 10;

const fail = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ error: { code, message, ...extra } }, { status });

export function accountBff(options: AccountBffOptions = {}) {
  const state = {
    user: options.user === undefined ? resident : options.user,
    saved: [...(options.saved ?? [])],
    history: options.history ?? [],
    profile: options.profile ?? profile(),
    calls: [] as AccountCall[],
  };
  // The wallet (mockBff) answers the same resident.
  mockBff.setWallet({ signedIn: Boolean(state.user?.emailVerified) });
  const record = async (request: Request) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const url = new URL(request.url);
    state.calls.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      requestedWith: request.headers.get('X-Requested-With'),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
  };
  const guard = (request: Request) => {
    if (request.method !== 'GET' && request.headers.get('X-Requested-With') !== 'payhub') {
      return fail(403, 'forbidden', 'missing X-Requested-With');
    }
    if (!state.user) {
      return fail(401, 'unauthorized', 'Please sign in.');
    }
    const open = request.method === 'GET' && new URL(request.url).pathname.endsWith('/profile');
    return state.user.emailVerified || open || new URL(request.url).pathname.includes('/verify-email')
      ? null
      : fail(403, 'email_unverified', 'Please verify your e-mail address first.');
  };

  const handlers: RequestHandler[] = [
    http.get(`${BASE}/session`, () => HttpResponse.json({ user: state.user })),
    http.get(`${BASE}/saved-items`, async ({ request }) => {
      await record(request);
      if (options.savedFails) {
        return fail(options.savedFails, 'unavailable', 'Saved items are not available right now.');
      }
      return guard(request) ?? HttpResponse.json(savedItemsBody(state.saved));
    }),
    http.put(`${BASE}/saved-items`, async ({ request }) => {
      await record(request);
      const refused = guard(request);
      if (refused) return refused;
      const { path } = (await request.json()) as { path: string };
      const item = savedItem(path, `Saved ${path}`);
      state.saved = [...state.saved.filter((i) => i.savePath !== item.savePath), item];
      return HttpResponse.json({ item, replaced: [] });
    }),
    http.delete(`${BASE}/saved-items`, async ({ request }) => {
      await record(request);
      const refused = guard(request);
      if (refused) return refused;
      const savePath = new URL(request.url).searchParams.get('savePath');
      state.saved = state.saved.filter((i) => i.savePath !== savePath);
      return new HttpResponse(null, { status: 204 });
    }),
    // My items' bulk autopay: each chosen item with an autopay group is
    // enrolled, in its group; the others are not eligible.
    http.post(`${BASE}/saved-items/autopay`, async ({ request }) => {
      await record(request);
      const refused = guard(request);
      if (refused) return refused;
      const { savePaths } = (await request.json()) as { savePaths: string[] };
      const chosen = state.saved.filter((item) => savePaths.includes(item.savePath));
      const result = (item: SavedItem, enrolled: boolean) => ({
        cartItemId: '',
        payablePath: item.payable?.path ?? item.savePath,
        displayName: item.payable?.displayName ?? '',
        enrolled,
        message: enrolled ? `${item.payable?.displayName ?? ''} is enrolled in autopay.` : 'This item cannot be enrolled in autopay.',
      });
      const groups: { kind: 'beforeDue' | 'yearly'; limitToYearlyDate?: string; results: ReturnType<typeof result>[] }[] = [];
      for (const item of chosen) {
        if (!item.autopay) continue;
        const { kind, limitToYearlyDate } = item.autopay;
        let group = groups.find((g) => g.kind === kind && g.limitToYearlyDate === limitToYearlyDate);
        if (!group) {
          group = { kind, ...(limitToYearlyDate ? { limitToYearlyDate } : {}), results: [] };
          groups.push(group);
        }
        group.results.push(result(item, true));
      }
      return HttpResponse.json({ groups, notEligible: chosen.filter((item) => !item.autopay).map((item) => result(item, false)) });
    }),
    http.get(`${BASE}/payments`, async ({ request }) => {
      await record(request);
      const refused = guard(request);
      if (refused) return refused;
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      const total = state.history.length;
      return HttpResponse.json({
        page,
        perPage: PER_PAGE,
        total,
        totalPages: Math.ceil(total / PER_PAGE),
        payments: state.history.slice((page - 1) * PER_PAGE, page * PER_PAGE),
      });
    }),
    http.get(`${BASE}/screens/receipt/:id`, ({ params }) => {
      const id = String(params.id);
      const known = options.receipts?.[id] ?? (state.history.some((p) => p.receiptId === id) ? receiptOf(id) : undefined);
      return known ? HttpResponse.json(known) : fail(404, 'not_found', 'There is no such receipt.');
    }),
    http.get(`${BASE}/profile`, async ({ request }) => {
      await record(request);
      return guard(request) ?? HttpResponse.json(state.profile);
    }),
    http.patch(`${BASE}/profile`, async ({ request }) => {
      await record(request);
      const refused = guard(request);
      if (refused) return refused;
      if (!state.profile.canModify) {
        return fail(403, 'forbidden', 'Your settings cannot be changed on this site.');
      }
      const change = (await request.json()) as Partial<Profile>;
      state.profile = { ...state.profile, ...change };
      if (state.user) {
        const { givenName, familyName } = state.profile;
        state.user = { ...state.user, givenName, familyName, name: `${givenName} ${familyName}` };
      }
      return HttpResponse.json(state.profile);
    }),
    http.post(`${BASE}/verify-email`, async ({ request }) => {
      await record(request);
      const refused = guard(request);
      if (refused) return refused;
      if (!state.user) return fail(401, 'unauthorized', 'Please sign in.');
      const { code } = (await request.json()) as { code: string };
      if (code !== (options.code ?? '123456')) {
        return fail(403, 'verification_invalid', 'The verification code is incorrect or has expired.');
      }
      state.user = { ...state.user, emailVerified: true };
      return HttpResponse.json({ user: state.user });
    }),
    http.post(`${BASE}/verify-email/resend`, async ({ request }) => {
      await record(request);
      return guard(request) ?? HttpResponse.json({ sent: true, verified: false });
    }),
  ];
  return { handlers, state };
}

/** The receipt screen of a past payment. */
export function receiptOf(id: string): ReceiptScreen {
  return receiptScreen(
    receiptView({
      id,
      confirmationNumber: id,
      payer: { name: 'Rosa Resident', email: 'resident@example.com' },
      items: [{ displayName: '2026 property tax, 9 Oak Ave', description: 'Account R100-002', amount: '842.10', quantity: 1 }],
      subtotal: '842.10',
      fee: '2.95',
      total: '845.05',
    }),
  );
}
