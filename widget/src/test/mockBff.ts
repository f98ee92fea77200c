// A small in-memory BFF for the money path: search, the checkout screen,
// cart commands, checkout and receipts, answering like the contract says.
// Every call is recorded with the headers tests check. Reset after each test.
import { http, HttpResponse } from 'msw';
import type { AddItem, CartItemView, CartView, CheckoutRequest, CheckoutResult, ItemChange, ReceiptView, Tender } from '../lib/checkoutTypes';
import type { ClaimableTender, NewTenderBody, SavedTenderView } from '../lib/walletTypes';
import {
  cartItem,
  cartView,
  checkoutScreen,
  receiptScreen,
  receiptView,
  sandboxPayables,
  wallet,
  type CataloguePayable,
  type CheckoutScreenOptions,
} from './checkoutFixtures';

export interface RecordedCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  requestedWith: string | null;
  body: unknown;
}

interface State {
  catalogue: CataloguePayable[];
  items: CartItemView[];
  cartOverrides: Partial<CartView>;
  screenOptions: CheckoutScreenOptions;
  receipts: Map<string, ReceiptView>;
  calls: RecordedCall[];
  nextId: number;
  wallet: WalletState;
}

/** The resident's wallet as the mock keeps it. */
export interface WalletState {
  /** A signed-in, verified resident: the wallet routes answer, and check-out may save. */
  signedIn: boolean;
  tenders: SavedTenderView[];
  claimable: ClaimableTender | null;
  /** Saving after a check-out fails with this text (the payment stands). */
  saveError: string | null;
  /** Removing fails (ERR-95). */
  removeFails: boolean;
  /** The approve page PayPal setup answers. */
  approveUrl: string;
}

/** A saved tender as the BFF answers it. */
export function savedTender(overrides: Partial<SavedTenderView> = {}): SavedTenderView {
  return {
    tenderId: 'wt_visa',
    type: 'card',
    name: 'Visa Card',
    nickname: '',
    lastDigits: '4242',
    cardBrand: 'Visa',
    expiry: '04/29',
    isExpired: false,
    isExpiring: false,
    userName: 'Rosa Resident',
    isLastUsed: false,
    displayInWallet: true,
    source: 'wallet',
    ...overrides,
  };
}

function freshState(): State {
  return {
    catalogue: sandboxPayables(),
    items: [],
    cartOverrides: {},
    screenOptions: {},
    receipts: new Map(),
    calls: [],
    nextId: 1,
    wallet: { signedIn: false, tenders: [], claimable: null, saveError: null, removeFails: false, approveUrl: 'http://127.0.0.1:8090/paypal/approve?setup=st_1' },
  };
}

let state = freshState();

export const mockBff = {
  reset(): void {
    state = freshState();
  },
  /** Starts the cart with these items. */
  setItems(items: CartItemView[]): void {
    state.items = items.map((item) => ({ ...item }));
  },
  setCart(overrides: Partial<CartView>): void {
    state.cartOverrides = overrides;
  },
  setScreen(options: CheckoutScreenOptions): void {
    state.screenOptions = options;
  },
  addReceipt(receipt: ReceiptView): void {
    state.receipts.set(receipt.id, receipt);
  },
  /** Sets the resident's wallet (signed in, saved tenders, failures to play). */
  setWallet(wallet: Partial<WalletState>): void {
    state.wallet = { ...state.wallet, ...wallet };
  },
  wallet(): WalletState {
    return state.wallet;
  },
  cart(): CartView {
    return cartView(state.items, state.cartOverrides);
  },
  calls(method?: string, pathEnd?: string): RecordedCall[] {
    return state.calls.filter((c) => (!method || c.method === method) && (!pathEnd || c.path.endsWith(pathEnd)));
  },
};

const BASE = '/bff/v1/:client/:site';

const fail = (status: number, code: string, message: string, displayMessage?: string) =>
  HttpResponse.json({ error: { code, message, ...(displayMessage ? { displayMessage } : {}) } }, { status });

async function record(request: Request): Promise<unknown> {
  const text = request.method === 'GET' ? '' : await request.clone().text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  state.calls.push({
    method: request.method,
    path: new URL(request.url).pathname,
    idempotencyKey: request.headers.get('Idempotency-Key'),
    requestedWith: request.headers.get('X-Requested-With'),
    body,
  });
  return body;
}

/** The BFF's rule: state-changing calls need X-Requested-With: payhub. */
function forbidden(request: Request): boolean {
  return request.headers.get('X-Requested-With') !== 'payhub';
}

function addToCart(add: AddItem): Response | null {
  const found = state.catalogue.find((p) => p.path === add.path);
  if (!found) {
    return fail(404, 'not_found', 'unknown payable');
  }
  if (state.items.some((item) => item.path === add.path)) {
    return fail(409, 'conflict', 'already in cart', 'This item is already in your cart.');
  }
  state.items.push(
    cartItem({
      id: `item-${state.nextId++}`,
      path: found.path,
      displayName: found.displayName,
      description: found.description,
      amount: add.amount ?? found.amount,
      quantity: add.quantity ?? 1,
      minAmount: found.minAmount,
      maxAmount: found.maxAmount,
      isAmountModifiable: found.isAmountModifiable,
      isQuantityModifiable: found.isQuantityModifiable,
      department: found.department ?? '',
    }),
  );
  return null;
}

/** The tender a check-out pays with: as sent, or the saved one it names; or the refusal. */
function checkoutTender(body: CheckoutRequest): { tender: Tender } | { error: Response } {
  const wallet = state.wallet;
  if ((body.saveTender || 'tenderId' in body.tender) && !wallet.signedIn) {
    return { error: fail(401, 'sign_in_required', 'Sign in to keep payment methods.', 'Sign in to keep payment methods.') };
  }
  if (!body.tender.tenderId) {
    return { tender: body.tender as Tender };
  }
  if (body.saveTender) {
    return { error: fail(422, 'invalid', 'saveTender with tenderId', 'A saved payment method is saved already.') };
  }
  const saved = wallet.tenders.find((t) => t.tenderId === body.tender.tenderId);
  if (!saved) {
    return { error: fail(404, 'not_found', 'unknown tender', 'This payment method is no longer saved.') };
  }
  wallet.tenders = wallet.tenders.map((t) => ({ ...t, isLastUsed: t.tenderId === saved.tenderId }));
  const type = saved.type;
  return {
    tender: { type, token: '', lastDigits: saved.lastDigits, cardBrand: saved.cardBrand ?? (type === 'paypal' ? 'PayPal' : ''), userName: saved.userName },
  };
}

/** AUTOPAY-05: each enrolment sent with the check-out becomes a plan (plan-{cartItemId}). */
function enrolAfterPayment(body: CheckoutRequest, cart: CartView): Pick<CheckoutResult, 'scheduledPaymentEnrollments'> {
  const asked = body.scheduledPaymentEnrollments ?? [];
  if (asked.length === 0) {
    return {};
  }
  return {
    scheduledPaymentEnrollments: asked.map(({ cartItemId }) => {
      const item = (cart.items ?? []).find((i) => i.id === cartItemId);
      const displayName = item?.displayName ?? cartItemId;
      return { cartItemId, payablePath: item?.payable?.path ?? item?.path ?? '', displayName, enrolled: true,
        planId: `plan-${cartItemId}`, message: `${displayName} is enrolled in autopay.` };
    }),
  };
}

/** ROLE-07: the new card or account saved once paid, or why not (the payment stands). */
function saveAfterPayment(body: CheckoutRequest, paid: Tender): { savedTender?: SavedTenderView; tenderSaveError?: string } {
  if (!body.saveTender) {
    return {};
  }
  if (state.wallet.saveError) {
    return { tenderSaveError: state.wallet.saveError };
  }
  const saved = storeTender({
    token: paid.token,
    type: paid.type === 'bank' ? 'bank' : 'card',
    userName: paid.userName,
    nickname: body.saveTender.nickname,
  }, paid);
  return { savedTender: saved };
}

function storeTender(body: NewTenderBody, shown: Partial<Tender> = {}): SavedTenderView {
  const nickname = body.nickname ?? '';
  const type = body.type;
  const brand = shown.cardBrand || 'Visa';
  const tender = savedTender({
    tenderId: `wt_${state.nextId++}`,
    type,
    nickname,
    name: nickname || (type === 'bank' ? 'Checking Account' : `${brand} Card`),
    lastDigits: shown.lastDigits || (type === 'bank' ? '6789' : '4242'),
    ...(type === 'card' ? { cardBrand: brand, expiry: '04/29' } : { cardBrand: undefined, expiry: undefined, bankAccountType: 'checking' }),
    userName: body.userName,
  });
  state.wallet.tenders = [...state.wallet.tenders, tender];
  return tender;
}

/** The /wallet routes of the BFF, on the mock's wallet. */
function walletHandlers() {
  const guard = (request: Request): Response | null => {
    if (request.method !== 'GET' && forbidden(request)) {
      return fail(403, 'forbidden', 'missing X-Requested-With');
    }
    return state.wallet.signedIn ? null : fail(401, 'sign_in_required', 'Sign in to keep payment methods.', 'Sign in to keep payment methods.');
  };
  const lastUsedFirst = () => [...state.wallet.tenders].sort((a, b) => Number(b.isLastUsed) - Number(a.isLastUsed));
  const find = (id: unknown) => state.wallet.tenders.find((t) => t.tenderId === String(id));
  const notFound = () => fail(404, 'not_found', 'unknown tender', 'This payment method is no longer saved.');
  return [
    http.get(`${BASE}/wallet`, async ({ request }) => {
      await record(request);
      return guard(request) ?? HttpResponse.json({ tenders: lastUsedFirst(), claimable: state.wallet.claimable });
    }),
    http.get(`${BASE}/wallet/frames`, async ({ request }) => {
      await record(request);
      return guard(request) ?? HttpResponse.json({ ...wallet('tok-resident'), expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() });
    }),
    http.post(`${BASE}/checkout/wallet-frames`, async ({ request }) => {
      await record(request);
      return forbidden(request)
        ? fail(403, 'forbidden', 'missing X-Requested-With')
        : HttpResponse.json({ ...wallet(`tok-${state.nextId++}`), expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() });
    }),
    http.post(`${BASE}/wallet/tenders`, async ({ request }) => {
      const body = (await record(request)) as NewTenderBody;
      const refused = guard(request);
      if (refused) return refused;
      if (!request.headers.get('Idempotency-Key')) return fail(400, 'bad_request', 'Idempotency-Key is required');
      return HttpResponse.json(storeTender(body, { lastDigits: body.type === 'bank' ? '6789' : '4242' }), { status: 201 });
    }),
    http.patch(`${BASE}/wallet/tenders/:id`, async ({ request, params }) => {
      const body = (await record(request)) as { nickname: string };
      const refused = guard(request);
      if (refused) return refused;
      const found = find(params.id);
      if (!found) return notFound();
      if (body.nickname.length > 30) return fail(422, 'invalid', 'nickname too long', 'The nickname can have at most 30 characters.');
      const renamed = { ...found, nickname: body.nickname, name: body.nickname || (found.type === 'bank' ? 'Checking Account' : `${found.cardBrand ?? ''} Card`) };
      state.wallet.tenders = state.wallet.tenders.map((t) => (t.tenderId === found.tenderId ? renamed : t));
      return HttpResponse.json(renamed);
    }),
    http.post(`${BASE}/wallet/tenders/:id/default`, async ({ request, params }) => {
      await record(request);
      const refused = guard(request);
      if (refused) return refused;
      const found = find(params.id);
      if (!found) return notFound();
      state.wallet.tenders = state.wallet.tenders.map((t) => ({ ...t, isLastUsed: t.tenderId === found.tenderId }));
      return HttpResponse.json({ tenders: lastUsedFirst() });
    }),
    http.delete(`${BASE}/wallet/tenders/:id`, async ({ request, params }) => {
      await record(request);
      const refused = guard(request);
      if (refused) return refused;
      const found = find(params.id);
      if (!found) return notFound();
      if (state.wallet.removeFails) {
        return fail(502, 'unavailable', 'wallet down', `We could not remove the payment method ending in ${found.lastDigits}. Please try again.`);
      }
      state.wallet.tenders = state.wallet.tenders.filter((t) => t.tenderId !== found.tenderId);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${BASE}/wallet/paypal/setup`, async ({ request }) => {
      await record(request);
      return guard(request) ?? HttpResponse.json({ approveUrl: state.wallet.approveUrl });
    }),
    http.post(`${BASE}/wallet/paypal`, async ({ request }) => {
      await record(request);
      const refused = guard(request);
      if (refused) return refused;
      const tender = savedTender({ tenderId: `wt_${state.nextId++}`, type: 'paypal', name: 'PayPal', lastDigits: '', cardBrand: undefined, expiry: undefined, paypalEmail: 'buyer@example.com' });
      state.wallet.tenders = [...state.wallet.tenders, tender];
      return HttpResponse.json(tender, { status: 201 });
    }),
    http.post(`${BASE}/wallet/claim`, async ({ request }) => {
      const body = (await record(request)) as { cardOnFileDisclosure?: boolean };
      const refused = guard(request);
      if (refused) return refused;
      const claimable = state.wallet.claimable;
      if (!claimable) return fail(404, 'not_found', 'nothing to claim');
      if (body.cardOnFileDisclosure !== true) return fail(422, 'invalid', 'disclosure required');
      state.wallet.claimable = null;
      return HttpResponse.json(storeTender({ token: 'claimed', type: claimable.type === 'bank' ? 'bank' : 'card', userName: 'Rosa Resident' }, claimable), {
        status: 201,
      });
    }),
  ];
}

export const mockBffHandlers = [
  // The contact form (spec 000 §7 "Contact"): stored, answered with an id.
  http.post(`${BASE}/contact`, async ({ request }) => {
    await record(request);
    if (forbidden(request)) {
      return fail(403, 'forbidden', 'missing X-Requested-With');
    }
    return HttpResponse.json({ id: `msg_${state.nextId++}` });
  }),
  http.get(`${BASE}/search/:route`, async ({ request, params }) => {
    await record(request);
    const route = String(params.route);
    const known = state.catalogue.filter((p) => p.route === route);
    if (known.length === 0) {
      return fail(404, 'not_found', 'unknown source');
    }
    const values = [...new URL(request.url).searchParams.values()];
    const inCart = new Set(state.items.map((i) => i.path));
    const found = known
      .filter((p) => (values.length === 0 ? p.searchValue === '' : values.includes(p.searchValue)))
      .map(({ route: _route, searchValue: _value, ...view }) => ({ ...view, inCart: inCart.has(view.path) }));
    return HttpResponse.json({ source: {}, payables: found, total: found.length });
  }),
  ...walletHandlers(),
  http.get(`${BASE}/screens/checkout`, async ({ request }) => {
    await record(request);
    const saved = state.wallet.signedIn ? [...state.wallet.tenders].sort((a, b) => Number(b.isLastUsed) - Number(a.isLastUsed)) : [];
    return HttpResponse.json(checkoutScreen(mockBff.cart(), { savedTenders: saved, ...state.screenOptions }));
  }),
  http.post(`${BASE}/cart/items`, async ({ request }) => {
    const body = (await record(request)) as { items: AddItem[] };
    if (forbidden(request)) {
      return fail(403, 'forbidden', 'missing X-Requested-With');
    }
    for (const add of body.items) {
      const refused = addToCart(add);
      if (refused) {
        return refused;
      }
    }
    return HttpResponse.json(mockBff.cart());
  }),
  http.patch(`${BASE}/cart/items/:id`, async ({ request, params }) => {
    const change = (await record(request)) as ItemChange;
    if (forbidden(request)) {
      return fail(403, 'forbidden', 'missing X-Requested-With');
    }
    const item = state.items.find((i) => i.id === params.id);
    if (!item) {
      return fail(404, 'not_found', 'unknown item');
    }
    if (change.quantity === 0) {
      state.items = state.items.filter((i) => i !== item);
    } else {
      Object.assign(
        item,
        change.quantity ? { quantity: change.quantity } : {},
        change.amount ? { amount: change.amount } : {},
        change.userParameters ? { userParameters: { ...(item.userParameters ?? {}), ...change.userParameters } } : {},
      );
    }
    return HttpResponse.json(mockBff.cart());
  }),
  http.delete(`${BASE}/cart/items/:id`, async ({ request, params }) => {
    await record(request);
    if (forbidden(request)) {
      return fail(403, 'forbidden', 'missing X-Requested-With');
    }
    state.items = state.items.filter((i) => i.id !== params.id);
    return HttpResponse.json(mockBff.cart());
  }),
  http.post(`${BASE}/checkout`, async ({ request }) => {
    const body = (await record(request)) as CheckoutRequest;
    if (forbidden(request)) {
      return fail(403, 'forbidden', 'missing X-Requested-With');
    }
    if (!request.headers.get('Idempotency-Key')) {
      return fail(400, 'bad_request', 'Idempotency-Key is required');
    }
    const refused = checkoutTender(body);
    if ('error' in refused) {
      return refused.error;
    }
    const paid = refused.tender;
    const cart = mockBff.cart();
    const enrolled = enrolAfterPayment(body, cart);
    const receipt = receiptView({
      id: `PH-${state.nextId}`,
      confirmationNumber: `PH-${state.nextId++}`,
      subtotal: cart.subtotal,
      fee: body.expected.fee,
      items: (cart.items ?? []).map(({ displayName, description, amount, quantity }) => ({
        displayName,
        description,
        amount,
        quantity,
      })),
      payer: { name: paid.userName, email: body.extraFields.email },
      tender: { type: paid.type, cardBrand: paid.cardBrand, lastDigits: paid.lastDigits },
    });
    state.receipts.set(receipt.id, receipt);
    state.items = [];
    const { id, confirmationNumber, subtotal, fee, total, items, tender } = receipt;
    return HttpResponse.json({
      confirmationNumber,
      receiptId: id,
      subtotal,
      fee,
      total,
      items,
      tender,
      email: receipt.payer.email,
      ...saveAfterPayment(body, paid),
      ...enrolled,
    });
  }),
  http.get(`${BASE}/screens/receipt/:id`, async ({ request, params }) => {
    await record(request);
    const receipt = state.receipts.get(String(params.id));
    // The receipt screen carries the same site configuration as the checkout screen.
    return receipt
      ? HttpResponse.json(receiptScreen(receipt, state.screenOptions.config))
      : fail(404, 'not_found', 'unknown receipt');
  }),
];
