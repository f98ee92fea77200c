// Wire types of the BFF's search, cart, checkout and receipt API
// (docs/checkout.md, "E. BFF API for the portal"). Amounts are exact
// decimal strings such as "1234.56"; read them with lib/money.ts.
import type { DeliveryReceipt, DeliveryView } from './deliveryTypes';
import type { Screen, SiteConfig, Source } from './types';

/** An exact decimal amount, e.g. "1234.56". */
export type Decimal = string;

/** A payable as a search page lists it. */
export interface PayableView {
  path: string;
  displayName: string;
  description: string;
  amount: Decimal;
  minAmount: Decimal;
  maxAmount: Decimal;
  isAmountModifiable: boolean;
  isQuantityModifiable: boolean;
  isPayable: boolean;
  notPayableReason?: string;
  /** RFC 3339 time. */
  dueAt?: string;
  department?: string;
  shouldDelayPayment: boolean;
  requiresShipping: boolean;
  inCart: boolean;
}

/** `GET /search/{pageRoute}`. */
export interface SearchResult {
  source: Source;
  payables: PayableView[] | null;
  total: number;
}

export interface FreeformField {
  key: string;
  label: string;
  placeholder: string;
  /** Help shown under the label. */
  tooltip?: string;
  required: boolean;
  charLimit: number;
  textArea: boolean;
}

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
export interface CartItemPayable {
  /** Where the payable is saved for later; the payable's path when it names none. */
  savePath?: string;
}

/** What an item's payable is now, and the change event that made it so. */
export interface UpdatedPayable {
  changeId: string;
  amount: Decimal;
  isPayable: boolean;
  notPayableReason?: string;
  displayName: string;
  allowedTenderTypes: string[] | null;
  /** Only the allowed tender types changed: applied without asking. */
  tenderTypesOnly: boolean;
}

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
export interface CartUrls {
  return?: string;
  cancel?: string;
  receipt?: string;
  postback?: string;
}

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
export type Fees = Partial<Record<string, { amount: Decimal }>>;

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
}

export interface CheckoutSections {
  config: SiteConfig;
  cart: CartView;
  fees: Fees;
  tenders: Tenders;
  wallet: WalletSection;
  delivery: DeliveryView;
}

/** `GET /screens/checkout`. */
export type CheckoutScreen = Screen<CheckoutSections>;

/** One item of `POST /cart/items`. */
export interface AddItem {
  path: string;
  amount?: Decimal;
  quantity?: number;
}

/** The body of `PATCH /cart/items/{itemId}`; quantity 0 removes the item. */
export interface ItemChange {
  quantity?: number;
  amount?: Decimal;
  userParameters?: Record<string, string>;
}

/**
 * A tokenized tender: a token and what may be shown of it, never card data.
 * A mobile wallet's tender is a card from source apple or google; it reaches
 * review only with cost-linked pricing (CHK-13).
 */
export interface Tender {
  type: TenderType;
  /** Absent: direct. */
  source?: TenderSource;
  token: string;
  lastDigits: string;
  cardBrand: string;
  userName: string;
}

export interface ExtraFields {
  email: string;
  phone: string;
  contactPreference: 'email';
}

/** The body of `POST /checkout`. */
export interface CheckoutRequest {
  tender: Tender;
  extraFields: ExtraFields;
  expected: { subtotal: Decimal; fee: Decimal };
  language: string;
  /** The bot challenge's token, when the site enables it (spec 000 §7). */
  botToken?: string;
}

export interface PaidTender {
  type: string;
  lastDigits: string;
  cardBrand: string;
}

/** The answer of `POST /checkout`. */
export interface CheckoutResult {
  confirmationNumber: string;
  receiptId: string;
  subtotal: Decimal;
  fee: Decimal;
  total: Decimal;
  items: { displayName: string; amount: Decimal; quantity: number }[] | null;
  tender: PaidTender;
  email: string;
}

/** One item of a receipt: paid, or failed with the payer's message and counted in no total (HIST-03). */
export interface ReceiptItem {
  displayName: string;
  description?: string;
  amount: Decimal;
  quantity: number;
  transactionNumber?: string;
  /** Who receives the payment: the department, else the client (HIST-04). */
  recipient?: string;
  failed?: boolean;
  userErrorMessage?: string;
}

/** One transaction of a payment, as the processor answered it (HIST-04). */
export interface ReceiptTransaction {
  number: string;
  responseCode: string;
  amount: Decimal;
  fee: Decimal;
  itemCount: number;
  delayed: boolean;
}

/** A receipt; subtotal, fee, total and itemCount are computed by the BFF from the transactions (HIST-02). */
export interface ReceiptView {
  id: string;
  confirmationNumber: string;
  /** RFC 3339 time. */
  postedAt: string;
  payer: { name: string; email: string };
  tender: PaidTender;
  items: ReceiptItem[] | null;
  transactions: ReceiptTransaction[] | null;
  itemCount: number;
  subtotal: Decimal;
  fee: Decimal;
  total: Decimal;
  delivery?: DeliveryReceipt;
}

export interface ReceiptSections {
  config: SiteConfig;
  receipt: ReceiptView;
}

/** `GET /screens/receipt/{receiptId}`. */
export type ReceiptScreen = Screen<ReceiptSections>;
