// The cart's lazy section (SHELL-47): its own chunk, fetched when first
// shown, through lazyWithRetry.
import { lazyWithRetry } from '../../components/lazyWithRetry';

/**
 * The sections below are the portal's only. In the widget's build the define
 * of __PAYHUB_WIDGET__ (lib/build.ts) turns each import into dead code before
 * chunks are made, so no chunk of theirs is emitted; WIDGET_BUILD, a binding
 * the bundler folds only later, would leave them behind.
 */
declare const __PAYHUB_WIDGET__: boolean | undefined;
const portalOnly = () => Promise.reject(new Error('This page is not part of the widget.'));

/**
 * A cart item's Save for later (CART-17, CART-18; CartItemSave.tsx):
 * the portal's only, fetched when a cart item can be saved. The cart is in
 * the widget's first load, whose host signs its payers in.
 */
export const CartItemSaveLazy = /* @__PURE__ */ lazyWithRetry(
  () => (typeof __PAYHUB_WIDGET__ === 'undefined' ? import('./CartItemSave') : portalOnly()),
  (m) => m.CartItemSave,
);
