// The shell's lazy sections (SHELL-47): each is its own chunk, fetched when
// first shown, through lazyWithRetry. The widget never shows them.
import { lazyWithRetry } from '../../components/lazyWithRetry';

/**
 * The portal's footer (SHELL-16..23) and the contact tab's form (SHELL-21):
 * neither is needed for a page's first render, and the widget never shows
 * them (its build leaves the footer out).
 */
export const FooterLazy = /* @__PURE__ */ lazyWithRetry(
  () => import('./Footer'),
  (m) => m.Footer,
);

/**
 * The shell's overlays (SHELL-24..27, SHELL-44): a small host, fetched after
 * the page's first render, that fetches each overlay only when it can show
 * (features/shell/modals/ShellOverlays.tsx). The widget never shows them.
 */
export const ShellOverlaysLazy = /* @__PURE__ */ lazyWithRetry(
  () => import('./modals/ShellOverlays'),
  (m) => m.ShellOverlays,
);

/**
 * The footer's contact tab (SHELL-21), which the footer's chunk renders. Held
 * by the first load as the footer's own wrapper is, so that the contact
 * tab's chunk is fetched from there and keeps its texts to itself instead of
 * folding them into the footer's chunk.
 */
export { ContactPanelLazy } from './contact/lazyContactPanel';
