// Sandbox-like payables, carts and checkout screens for tests (contracts §6).
import type {
  CartItemView,
  CartView,
  CheckoutScreen,
  Fees,
  PayableView,
  ReceiptScreen,
  ReceiptView,
  Tenders,
  WalletSection,
} from '../lib/checkoutTypes';
import type { SiteConfig } from '../lib/types';
import type { SavedTenderView } from '../lib/walletTypes';
import { parseDecimal, timesQuantity, toDecimal } from '../lib/money';
import { siteConfig } from './fixtures';

export const WALLET_ORIGIN = 'http://127.0.0.1:8091';

/** A payable the mock search finds by its route and search value. */
export interface CataloguePayable extends PayableView {
  route: string;
  searchValue: string;
}

export function payable(overrides: Partial<CataloguePayable> & Pick<CataloguePayable, 'path' | 'displayName'>): CataloguePayable {
  return {
    route: 'property-tax',
    searchValue: '',
    description: '',
    amount: '0.00',
    minAmount: '0.01',
    maxAmount: '0.00',
    isAmountModifiable: false,
    isQuantityModifiable: false,
    isPayable: true,
    department: 'Tax Collector',
    shouldDelayPayment: false,
    requiresShipping: false,
    inCart: false,
    ...overrides,
  };
}

export function sandboxPayables(): CataloguePayable[] {
  return [
    payable({
      path: 'property_tax/R100-001',
      displayName: '2026 property tax, 123 Main St',
      description: 'Account R100-001',
      route: 'property-tax',
      searchValue: 'R100-001',
      amount: '1234.56',
      minAmount: '0.01',
      maxAmount: '1234.56',
      isAmountModifiable: true,
      dueAt: '2026-11-30T12:00:00Z',
    }),
    payable({
      path: 'property_tax/R100-002',
      displayName: '2026 property tax, 9 Oak Ave',
      route: 'property-tax',
      searchValue: 'R100-002',
      amount: '842.10',
      minAmount: '842.10',
      maxAmount: '842.10',
    }),
    payable({
      path: 'vehicle_renewal/ABC1234',
      displayName: 'Vehicle registration renewal',
      route: 'vehicle-renewal',
      searchValue: 'ABC1234',
      amount: '45.60',
      department: 'Motor Vehicles',
    }),
    payable({
      path: 'utilities/U-5001',
      displayName: 'Water bill',
      route: 'utilities',
      searchValue: 'U-5001',
      amount: '76.25',
      department: 'Utilities',
    }),
    payable({
      path: 'donations/parks',
      displayName: 'Donation to county parks',
      route: 'donations',
      amount: '0.00',
      minAmount: '1.00',
      maxAmount: '',
      isAmountModifiable: true,
      department: 'Parks and Recreation',
    }),
  ];
}

export function cartItem(overrides: Partial<CartItemView> & Pick<CartItemView, 'id' | 'displayName'>): CartItemView {
  return {
    path: `path/${overrides.id}`,
    description: '',
    amount: '10.00',
    quantity: 1,
    minAmount: '0.01',
    maxAmount: '0.00',
    isAmountModifiable: false,
    isQuantityModifiable: false,
    department: 'Tax Collector',
    shouldDelayPayment: false,
    freeformFields: [],
    userParameters: {},
    ...overrides,
  };
}

/** A cart with these items; it expires in an hour unless told otherwise. */
export function cartView(items: CartItemView[], overrides: Partial<CartView> = {}): CartView {
  const cents = items.reduce((sum, item) => sum + timesQuantity(parseDecimal(item.amount) ?? 0, item.quantity), 0);
  return {
    id: 'cart-1',
    items,
    subtotal: toDecimal(cents),
    count: items.length,
    locked: false,
    expired: false,
    expiresAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    secondsToExpiry: 3600,
    hasDelayedItems: items.some((i) => i.shouldDelayPayment),
    hasImmediateItems: items.some((i) => !i.shouldDelayPayment),
    needsDelivery: false,
    ...overrides,
  };
}

export function wallet(token = 'tok-1'): WalletSection {
  return {
    origin: WALLET_ORIGIN,
    cardInputUrl: `${WALLET_ORIGIN}/card-input/?env=dev&type=card&token=${token}&v=3&lang=en`,
    bankInputUrl: `${WALLET_ORIGIN}/card-input/?env=dev&type=bank&token=${token}&v=3&lang=en`,
  };
}

export interface CheckoutScreenOptions {
  /** Changes to the site configuration the screen carries. */
  config?: Partial<SiteConfig>;
  fees?: Fees;
  tenders?: Tenders;
  wallet?: WalletSection | 'error';
  /** The signed-in resident's saved tenders (a guest: none). */
  savedTenders?: SavedTenderView[];
}

export function checkoutScreen(cart: CartView, options: CheckoutScreenOptions = {}): CheckoutScreen {
  const empty = (cart.items ?? []).length === 0;
  const walletData = options.wallet ?? wallet();
  return {
    screen: 'checkout',
    client: 'sunshine',
    site: 'demo',
    environment: 'dev',
    complete: true,
    incomplete: [],
    sections: {
      config: { status: 'ok', data: siteConfig(options.config) },
      cart: { status: 'ok', data: cart },
      fees: { status: 'ok', data: options.fees ?? (empty ? {} : { card: { amount: '2.90' }, bank: { amount: '0.50' } }) },
      tenders: { status: 'ok', data: options.tenders ?? { allowed: ['card', 'bank'], blocked: [], alerts: [] } },
      wallet:
        empty || walletData === 'error'
          ? { status: 'error', error: { code: 'unavailable', message: 'No wallet for an empty cart' } }
          : { status: 'ok', data: walletData },
      savedTenders: { status: 'ok', data: { tenders: options.savedTenders ?? [] } },
    },
  };
}

export function receiptView(overrides: Partial<ReceiptView> = {}): ReceiptView {
  return {
    id: 'PH-20260101-0001',
    confirmationNumber: 'PH-20260101-0001',
    postedAt: '2026-03-05T17:30:00Z',
    payer: { name: 'Ana Diaz', email: 'ana@example.com' },
    tender: { type: 'card', cardBrand: 'Visa', lastDigits: '4242' },
    items: [{ displayName: 'Water bill', description: 'Account U-5001', amount: '76.25', quantity: 1 }],
    transactions: [{ number: 'cart_1-immediate', responseCode: 'A1B2C3', amount: '76.25', fee: '2.90', itemCount: 1, delayed: false }],
    itemCount: 1,
    subtotal: '76.25',
    fee: '2.90',
    total: '79.15',
    ...overrides,
  };
}

export function receiptScreen(receipt: ReceiptView = receiptView(), config: Partial<SiteConfig> = {}): ReceiptScreen {
  return {
    screen: 'receipt',
    client: 'sunshine',
    site: 'demo',
    environment: 'dev',
    complete: true,
    incomplete: [],
    sections: {
      config: { status: 'ok', data: siteConfig(config) },
      receipt: { status: 'ok', data: receipt },
    },
  };
}
