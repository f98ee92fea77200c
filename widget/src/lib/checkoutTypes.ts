// Wire types of the BFF's search, cart, checkout and receipt API
// (docs/checkout.md, "E. BFF API for the portal"). Amounts are exact
// decimal strings such as "1234.56"; read them with lib/money.ts. Where the
// OpenAPI document describes a type, it is an alias of the generated one
// (api.gen.ts).
import type { components, paths } from './api.gen';
import type { DeliveryView } from './deliveryTypes';
import type { Screen, SiteConfig, Source } from './types';
import type { SavedTendersSection, SaveTender } from './walletTypes';

type Schemas = components['schemas'];
/** The JSON body of a request to path with method. */
type RequestBody<P extends keyof paths, M extends 'post' | 'patch'> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** An exact decimal amount, e.g. "1234.56". */
export type Decimal = Schemas['Decimal'];

/** A payable as a search page lists it. */
export type PayableView = Schemas['PayableView'];

/** `GET /search/{pageRoute}`. */
export interface SearchResult {
  source: Source;
  payables: PayableView[] | null;
  total: number;
  /** More matched than are shown (VAL-83). */
  tooMany?: boolean;
  /** An expandable-item-list page's groups, titled in the page's language. */
  groups?: { title: string; paths: string[] }[] | null;
}

export type FreeformField = Schemas['ItemView']['freeformFields'][number];

export interface CartItemView {
  id: string;
  path: string;
  displayName: string;
  description: string;
  amount: Decimal;
  quantity: number;
  minAmount: Decimal;
  maxAmount: Decimal;
  isAmountModifiable: boolean;
  isQuantityModifiable: boolean;
  department: string;
  shouldDelayPayment: boolean;
  freeformFields: FreeformField[] | null;
  userParameters: Record<string, string> | null;
  /** The item's payable changed since it was added (spec 000 §4). */
  updatedPayable?: UpdatedPayable | null;
  /** The item's payable no longer exists. */
  notFound?: boolean;
  /** The payer must tick a confirmation for this item before paying (ADD-10). */
  requiresConfirmation?: boolean;
  /** Card brands this item's payable does not accept (TENDER-04). */
  disabledCardBrands?: string[] | null;
  /** What the cart keeps of the item's payable (CART-06); the portal saves it for later from here (CART-17). */
  payable?: CartItemPayable | null;
}

/** The part of a cart item's payable the portal reads (spec 000 §3 "Payable (as the cart sees it)"). */
export type CartItemPayable = NonNullable<Schemas['ItemView']['payable']>;

/** What an item's payable is now, and the change event that made it so. */
export type UpdatedPayable = NonNullable<Schemas['ItemView']['updatedPayable']>;

/** The cart as every cart command returns it. */
export interface CartView {
  id: string;
  items: CartItemView[] | null;
  subtotal: Decimal;
  count: number;
  locked: boolean;
  expired: boolean;
  /** RFC 3339 time. */
  expiresAt: string;
  secondsToExpiry: number;
  hasDelayedItems: boolean;
  hasImmediateItems: boolean;
  needsDelivery: boolean;
  /** A cart handed over by a county website (CART-16); the query isRedirect=1 marks one too. */
  isRedirect?: boolean;
  /** Addresses the cart's creator gave (spec 000 §3 "Cart"), handed to the receipt (CHK-17). */
  urls?: CartUrls;
}

/** A cart's return, cancel, receipt and postback addresses; each may be absent. */
export type CartUrls = NonNullable<Schemas['CartView']['urls']>;

/** The tender types the portal's payment form offers. */
export type TenderType = 'card' | 'bank';

export const TENDER_TYPES: readonly TenderType[] = ['card', 'bank'];

export function isTenderType(value: unknown): value is TenderType {
  return value === 'card' || value === 'bank';
}

/**
 * Where a tender came from (spec 000 §3 "Tender"; TENDER-01): typed into the
 * card-input frame (direct), or the mobile wallet that carried the card:
 * Apple Pay (apple) or Google Pay (google), paid from the wallet's sheet.
 */
export type TenderSource = 'direct' | 'apple' | 'google';

/** Convenience fee per allowed tender type. */
export type Fees = Partial<Extract<Schemas['FeesSection'], { status: 'ok' }>['data']>;

export interface BlockedTender {
  type: string;
  reason: string;
  department: string;
  limit: Decimal;
}

/** A payment-limit alert (VAL-25): warning while another method remains, else danger. */
export interface TenderAlert {
  level: 'warning' | 'danger';
  key: string;
  department: string;
  limit: Decimal;
  types: string[] | null;
  /** The payables a cart.tender_restricted alert names. */
  payables?: string[] | null;
  /** The end of the cart id a cart.no_enabled_payment_methods alert names. */
  reference?: string;
}

export interface Tenders {
  allowed: string[] | null;
  /** The card brands the site accepts (TENDER-04); absent or empty: all four. */
  cardBrands?: string[] | null;
  blocked: BlockedTender[] | null;
  alerts: TenderAlert[] | null;
}

/** Where the card-input frame is served, per tender type. */
export interface WalletSection {
  origin: string;
  cardInputUrl: string;
  bankInputUrl: string;
  /** RFC 3339: when the frames' token expires (WAL-17). */
  expiresAt?: string;
}

export interface CheckoutSections {
  config: SiteConfig;
  cart: CartView;
  fees: Fees;
  tenders: Tenders;
  wallet: WalletSection;
  delivery: DeliveryView;
  /** The signed-in resident's saved tenders, last used first (a guest: none). */
  savedTenders?: SavedTendersSection;
}

/** `GET /screens/checkout`. */
export type CheckoutScreen = Screen<CheckoutSections>;

/** One item of `POST /cart/items`. */
export type AddItem = RequestBody<'/bff/v1/{client}/{site}/cart/items', 'post'>['items'][number];

/** The body of `PATCH /cart/items/{itemId}`; quantity 0 removes the item. */
export type ItemChange = RequestBody<'/bff/v1/{client}/{site}/cart/items/{itemId}', 'patch'>;

/**
 * A tokenized tender: a token and what may be shown of it, never card data.
 * A mobile wallet's tender is a card from source apple or google; it reaches
 * review only with cost-linked pricing (CHK-13).
 */
export interface Tender {
  /** A saved PayPal tender pays as paypal. */
  type: TenderType | 'paypal';
  /** Absent: direct. */
  source?: TenderSource;
  token: string;
  lastDigits: string;
  cardBrand: string;
  userName: string;
  /** A saved tender of the resident's wallet: the BFF takes the token and the rest from the wallet; no token is sent. */
  tenderId?: string;
}

/** How a saved tender is named in `POST /checkout`: its id, type and, if given, the payer's name. */
export interface SavedTenderRef {
  tenderId: string;
  type: Tender['type'];
  userName?: string;
}

export interface ExtraFields {
  email: string;
  phone: string;
  contactPreference: 'email';
}

/** The body of `POST /checkout`. */
export interface CheckoutRequest {
  tender: Tender | SavedTenderRef;
  /** Save the new card or bank account once paid (a signed-in resident; ROLE-07). */
  saveTender?: SaveTender;
  extraFields: ExtraFields;
  expected: { subtotal: Decimal; fee: Decimal };
  language: string;
  /** The bot challenge's token, when the site enables it (spec 000 §7). */
  botToken?: string;
  /** Items to enrol in autopay with this payment, their terms accepted (AUTOPAY-02, AUTOPAY-04). */
  scheduledPaymentEnrollments?: RequestBody<'/bff/v1/{client}/{site}/checkout', 'post'>['scheduledPaymentEnrollments'];
  /** The resident's IANA time zone: the calendar of their autopay plans. */
  timeZone?: string;
}

export type PaidTender = Schemas['TenderView'];

/** The answer of `POST /checkout`. */
export type CheckoutResult = Schemas['ReceiptResult'];

/** One item of a receipt: paid, or failed with the payer's message and counted in no total (HIST-03). */
export type ReceiptItem = Schemas['ReceiptItem'];

/** One transaction of a payment, as the processor answered it (HIST-04). */
export type ReceiptTransaction = Schemas['ReceiptTransaction'];

/** A receipt; subtotal, fee, total and itemCount are computed by the BFF from the transactions (HIST-02). */
export type ReceiptView = Schemas['ReceiptView'];

export interface ReceiptSections {
  config: SiteConfig;
  receipt: ReceiptView;
}

/** `GET /screens/receipt/{receiptId}`. */
export type ReceiptScreen = Screen<ReceiptSections>;
