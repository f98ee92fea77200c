// The BFF commands of PayPal, Venmo and the mobile wallets.
import { sitePrefix } from '../../state/api';
import { defineMutation } from '../../state/query';
import type { CheckoutResult, Decimal, Tender } from '../../lib/checkoutTypes';
import type { SiteArgs } from '../../state/screens';
import type { MobileWalletType } from './mobileWallet';

export type PayPalBrand = 'paypal' | 'venmo';

export interface WalletExtraFields {
  email: string;
  phone: string;
  contactPreference: 'email';
}

export interface PayPalOrderArgs extends SiteArgs {
  idempotencyKey: string;
  body: {
    brand: PayPalBrand;
    extraFields: WalletExtraFields;
    expected: { subtotal: Decimal; fee: Decimal };
    returnUrl: string;
    botToken?: string;
  };
}

export interface PayPalOrder {
  orderId: string;
  approveUrl: string;
}

export interface CaptureArgs extends SiteArgs {
  idempotencyKey: string;
  body: { orderId: string; extraFields: WalletExtraFields; botToken?: string };
}

export interface MobileTokenArgs extends SiteArgs {
  body: { type: MobileWalletType; paymentData: string };
}

export interface MobileToken {
  token: string;
  type: MobileWalletType;
  lastDigits: string;
  cardBrand: string;
  userName: string;
}

export interface MobileCheckoutArgs extends SiteArgs {
  idempotencyKey: string;
  body: {
    /** A card from the wallet: type card, source apple or google (TENDER-01). */
    tender: Tender;
    extraFields: WalletExtraFields;
    expected: { subtotal: Decimal; fee: Decimal };
    language: string;
    botToken?: string;
  };
}

export const createPayPalOrder = defineMutation<PayPalOrder, PayPalOrderArgs>({
  request: ({ client, site, idempotencyKey, body }) => ({
    url: `${sitePrefix(client, site)}/checkout/paypal`,
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body,
  }),
});

export const capturePayPalOrder = defineMutation<CheckoutResult, CaptureArgs>({
  request: ({ client, site, idempotencyKey, body }) => ({
    url: `${sitePrefix(client, site)}/checkout/paypal/capture`,
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body,
  }),
});

export const mobileToken = defineMutation<MobileToken, MobileTokenArgs>({
  request: ({ client, site, body }) => ({
    url: `${sitePrefix(client, site)}/checkout/mobile-token`,
    method: 'POST',
    body,
  }),
});

export const mobileCheckout = defineMutation<CheckoutResult, MobileCheckoutArgs>({
  request: ({ client, site, idempotencyKey, body }) => ({
    url: `${sitePrefix(client, site)}/checkout`,
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body,
  }),
});

export const useCreatePayPalOrderMutation = createPayPalOrder.useMutation;
export const useCapturePayPalOrderMutation = capturePayPalOrder.useMutation;
export const useMobileTokenMutation = mobileToken.useMutation;
export const useMobileCheckoutMutation = mobileCheckout.useMutation;
