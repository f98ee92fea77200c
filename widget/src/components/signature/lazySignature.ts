// The signature field as a lazy section: its own chunk, with its texts,
// fetched when a form first shows it (never with the checkout's first load).
import { lazyWithRetry } from '../lazyWithRetry';

export type { SignatureValue } from './signatureRules';

/** The signature field (SignatureField.tsx), loaded on first render. */
export const SignatureFieldLazy = /* @__PURE__ */ lazyWithRetry(
  () => import('./SignatureField'),
  (m) => m.SignatureField,
);
