// Apple Pay and Google Pay behind one small interface, so that a
// Payment Request implementation can replace the sandbox's by configuration.
// The sandbox wallet shows an in-page sheet and exchanges its payment data
// for a tender token through the BFF; no card number reaches this origin.
import type { TenderSource } from '../../lib/checkoutTypes';
import type { Cents } from '../../lib/money';

/** A mobile wallet, named as the payment method the checkout offers and prices. */
export type MobileWalletType = 'applePay' | 'googlePay';

/** The tender source of each wallet's card (spec 000 §3 "Tender": apple, google). */
export const WALLET_SOURCES: Readonly<Record<MobileWalletType, TenderSource>> = {
  applePay: 'apple',
  googlePay: 'google',
};

/** What the payer is asked to pay: the sheet's total and display items. */
export interface PayRequest {
  subtotal: Cents;
  fee: Cents;
  total: Cents;
  language: 'en' | 'es';
}

/** What a wallet hands over: a tender token and what may be shown of the card. */
export interface WalletPayment {
  token: string;
  brand: string;
  lastDigits: string;
  type: MobileWalletType;
  /** The name on the wallet's card. */
  payerName: string;
}

export interface MobileWallet {
  readonly type: MobileWalletType;
  isAvailable(): Promise<boolean>;
  /** Resolves with the payment, or rejects with WalletCancelled when the payer cancels. */
  pay(request: PayRequest): Promise<WalletPayment>;
}

/** The payer closed the sheet without paying. */
export class WalletCancelled extends Error {
  constructor() {
    super('The payer cancelled the wallet sheet.');
    this.name = 'WalletCancelled';
  }
}

/** Google Pay's request constants (spec 000 §9). */
export const GOOGLE_PAY = {
  apiVersion: 2,
  apiVersionMinor: 0,
  allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
  billingAddressFormat: 'FULL',
  billingAddressRequired: true,
  phoneNumberRequired: true,
  /** Non-production and production use different payment-provider client ids. */
  clientIds: { nonProduction: 'payhub-sandbox-gateway', production: 'payhub-gateway' },
} as const;

export interface DisplayItem {
  label: 'subtotal' | 'fee';
  price: Cents;
}

/** The Google Pay transaction info: the total and its display items (TENDER-05). */
export function displayItems(request: PayRequest): DisplayItem[] {
  return [
    { label: 'subtotal', price: request.subtotal },
    { label: 'fee', price: request.fee },
  ];
}

/** The payment-provider client id of an environment (dev, test, stage, beta, demo, prod). */
export function googlePayClientId(environment: string): string {
  return environment === 'prod' ? GOOGLE_PAY.clientIds.production : GOOGLE_PAY.clientIds.nonProduction;
}

/** The payment data the sandbox's wallets hand over. */
export const SANDBOX_PAYMENT_DATA = 'sandbox';

export interface SandboxWalletDeps {
  /** Shows the sandbox sheet; resolves true on Pay, false on Cancel. */
  present: (type: MobileWalletType, request: PayRequest) => Promise<boolean>;
  /** Exchanges the wallet's payment data for a tender token. */
  tokenize: (type: MobileWalletType, paymentData: string) => Promise<Omit<WalletPayment, 'type'>>;
}

/** The sandbox's Apple Pay or Google Pay: always available, paying with its one card. */
export function sandboxWallet(type: MobileWalletType, deps: SandboxWalletDeps): MobileWallet {
  return {
    type,
    isAvailable: () => Promise.resolve(true),
    async pay(request) {
      if (!(await deps.present(type, request))) {
        throw new WalletCancelled();
      }
      const payment = await deps.tokenize(type, SANDBOX_PAYMENT_DATA);
      return { ...payment, type };
    },
  };
}
