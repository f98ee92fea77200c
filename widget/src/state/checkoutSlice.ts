// What the checkout steps share in the browser: the step on the checkout
// route, the chosen tender type, the tokenized tender (a token, brand and
// last digits; card data never reaches this origin), the contact details and
// the cart count shown in the header.
import { createAction, createSlice, prepareAutoBatched, type PayloadAction } from '@reduxjs/toolkit';
import { isTenderType, type CheckoutResult, type Tender, type TenderType } from '../lib/checkoutTypes';
import type { SaveTender } from '../lib/walletTypes';

/** The two steps shown on the checkout route. */
export type CheckoutStep = 'cart' | 'payment';

export interface Contact {
  email: string;
  phone: string;
}

export interface CheckoutState {
  step: CheckoutStep;
  tenderType: TenderType | null;
  tender: Tender | null;
  /** Save the new card or account once paid, with this nickname (a signed-in resident ticked it; ROLE-07). */
  saveTender: SaveTender | null;
  contact: Contact;
  /** A payment failure to show on the Payment step (a declined card). */
  paymentError: string | null;
  /** Items whose typed amount is invalid; payment waits until none is (CHK-22). */
  amountErrors: string[];
  /** The number of items in the cart; null until a cart was seen. */
  cartCount: number | null;
  /** A message for the next page, e.g. why checkout sent the payer home. */
  notice: string | null;
  /** The cart needs delivery and no valid choice is saved yet (CHK-20, DLV-22). */
  deliveryPending: boolean;
  /**
   * Continue was pressed while delivery was pending and the delivery section
   * has not answered yet: the section answers when it is shown, even if its
   * code was still loading at the press.
   */
  deliveryCheck: boolean;
  /** Items needing confirmation that the payer has confirmed (ADD-10). */
  confirmedItems: string[];
  /** Counts paid check-outs: what the payer typed for the last one is dropped (DLV-11). */
  round: number;
}

const initialState: CheckoutState = {
  step: 'cart',
  tenderType: null,
  tender: null,
  saveTender: null,
  contact: { email: '', phone: '' },
  paymentError: null,
  amountErrors: [],
  cartCount: null,
  notice: null,
  deliveryPending: false,
  deliveryCheck: false,
  confirmedItems: [],
  round: 0,
};

/**
 * The cart-expiry warning event (CART-12): fired when the expiry warning
 * first shows for a cart. Nothing in this slice changes; listeners (an
 * embedding host, analytics) may act on it.
 */
export const cartExpiryWarning = createAction<{ cartId: string; minutes: number }>('checkout/cartExpiryWarning');

/**
 * A cart arrived: in a checkout screen (fetched or written) or as the answer
 * of an add, change or remove (state/cart.ts). Its count is the header's.
 * Batched like the query answers it came with before (the store tells its
 * readers once per frame).
 */
export const cartCounted = createAction('checkout/cartCounted', prepareAutoBatched<number>());

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    showStep(state, action: PayloadAction<CheckoutStep>) {
      state.step = action.payload;
    },
    chooseTenderType(state, action: PayloadAction<TenderType>) {
      state.tenderType = action.payload;
    },
    tenderReady(state, action: PayloadAction<{ tender: Tender; contact: Contact; saveTender?: SaveTender | null }>) {
      state.tender = action.payload.tender;
      state.saveTender = action.payload.saveTender ?? null;
      // A mobile wallet's card (cost-linked pricing) leaves the form's choice as it was.
      if ((action.payload.tender.source ?? 'direct') === 'direct' && isTenderType(action.payload.tender.type)) {
        state.tenderType = action.payload.tender.type;
      }
      state.contact = action.payload.contact;
      state.paymentError = null;
    },
    /** A declined payment: back to the Payment step to use another card or account. */
    paymentDeclined(state, action: PayloadAction<string>) {
      state.tender = null;
      state.step = 'payment';
      state.paymentError = action.payload;
    },
    dismissPaymentError(state) {
      state.paymentError = null;
    },
    setAmountError(state, action: PayloadAction<{ itemId: string; invalid: boolean }>) {
      const { itemId, invalid } = action.payload;
      const others = state.amountErrors.filter((id) => id !== itemId);
      state.amountErrors = invalid ? [...others, itemId] : others;
    },
    /**
     * The checkout event (CHK-15): a payment succeeded; its result is the
     * payload. The cart is retired, so the next checkout starts empty, with
     * nothing typed for this one kept (DLV-11).
     */
    paymentCompleted(state, _action: PayloadAction<CheckoutResult>) {
      return { ...initialState, contact: state.contact, cartCount: 0, round: state.round + 1 };
    },
    /** The payer ticked or cleared an item's confirmation (ADD-10). */
    confirmItem(state, action: PayloadAction<{ itemId: string; confirmed: boolean }>) {
      const { itemId, confirmed } = action.payload;
      const others = state.confirmedItems.filter((id) => id !== itemId);
      state.confirmedItems = confirmed ? [...others, itemId] : others;
    },
    setDeliveryPending(state, action: PayloadAction<boolean>) {
      state.deliveryPending = action.payload;
    },
    /** Continue was pressed while delivery is pending: the delivery section checks and saves. */
    checkDelivery(state) {
      state.deliveryCheck = true;
    },
    /** The delivery section took the pending press of Continue. */
    deliveryChecked(state) {
      state.deliveryCheck = false;
    },
    showNotice(state, action: PayloadAction<string>) {
      state.notice = action.payload;
    },
    dismissNotice(state) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(cartCounted, (state, action) => {
      state.cartCount = action.payload;
    });
  },
});

export const {
  showStep,
  chooseTenderType,
  tenderReady,
  paymentDeclined,
  dismissPaymentError,
  setAmountError,
  paymentCompleted,
  showNotice,
  dismissNotice,
  setDeliveryPending,
  checkDelivery,
  deliveryChecked,
  confirmItem,
} = checkoutSlice.actions;

/** The part of the root state this slice owns. */
export interface WithCheckout {
  checkout: CheckoutState;
}

export const selectCheckout = (state: WithCheckout): CheckoutState => state.checkout;
export const selectCartCount = (state: WithCheckout): number | null => state.checkout.cartCount;
export const selectNotice = (state: WithCheckout): string | null => state.checkout.notice;

/** The items of a cart that need confirmation and are not confirmed yet (ADD-10, ADD-11). */
export function unconfirmedItems<T extends { id: string; requiresConfirmation?: boolean }>(
  items: readonly T[],
  confirmed: readonly string[],
): T[] {
  return items.filter((item) => item.requiresConfirmation === true && !confirmed.includes(item.id));
}

/** The id of an item's confirmation checkbox, so that a blocked Continue can focus it. */
export function confirmationId(itemId: string): string {
  return `item-confirm-${itemId}`;
}
