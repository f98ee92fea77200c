// The sign-in modals as lazy sections (SHELL-47): each is its own chunk,
// fetched when first shown, through lazyWithRetry. Shared: a payable's Save
// for later (components/ui/SaveForLater.tsx) and the shell's Log in both open them.
import { lazyWithRetry } from '../lazyWithRetry';

/**
 * The sections below are the portal's only. In the widget's build the define
 * of __PAYHUB_WIDGET__ (lib/build.ts) turns each import into dead code before
 * chunks are made, so no chunk of theirs is emitted; WIDGET_BUILD, a binding
 * the bundler folds only later, would leave them behind.
 */
declare const __PAYHUB_WIDGET__: boolean | undefined;
const portalOnly = () => Promise.reject(new Error('This page is not part of the widget.'));

/**
 * The sign-in prompt (SHELL-32) a guest gets on asking for what needs an
 * account, e.g. saving an item (SignInPrompt.tsx).
 * The portal's only (portalOnly, above): in the widget the host page signs
 * its payers in.
 */
export const SignInPromptLazy = /* @__PURE__ */ lazyWithRetry(
  () => (typeof __PAYHUB_WIDGET__ === 'undefined' ? import('./SignInPrompt') : portalOnly()),
  (m) => m.SignInPrompt,
);

/** The login-disabled modal (SHELL-28) of the header's Log in on a site without sign-in; the portal's only. */
export const LoginDisabledModalLazy = /* @__PURE__ */ lazyWithRetry(
  () => (typeof __PAYHUB_WIDGET__ === 'undefined' ? import('./LoginDisabledModal') : portalOnly()),
  (m) => m.LoginDisabledModal,
);
