// A small in-memory BFF for the money path: search, the checkout screen,
// cart commands, checkout and receipts, answering like the contract says.
// Every call is recorded with the headers tests check. Reset after each test.
import { http, HttpResponse } from 'msw';
import type { AddItem, CartItemView, CartView, CheckoutRequest, ItemChange, ReceiptView } from '../lib/checkoutTypes';
import {
  cartItem,
  cartView,
  checkoutScreen,
  receiptScreen,
  receiptView,
  sandboxPayables,
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
  http.get(`${BASE}/screens/checkout`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(checkoutScreen(mockBff.cart(), state.screenOptions));
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
    const cart = mockBff.cart();
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
      payer: { name: body.tender.userName, email: body.extraFields.email },
      tender: { type: body.tender.type, cardBrand: body.tender.cardBrand, lastDigits: body.tender.lastDigits },
    });
    state.receipts.set(receipt.id, receipt);
    state.items = [];
    const { id, confirmationNumber, subtotal, fee, total, items, tender } = receipt;
    return HttpResponse.json({ confirmationNumber, receiptId: id, subtotal, fee, total, items, tender, email: receipt.payer.email });
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
