// The footer's contact tab (SHELL-21) as a lazy section: its own chunk,
// fetched when the tab is first shown, through lazyWithRetry.
import { lazyWithRetry } from '../../../components/lazyWithRetry';

export const ContactPanelLazy = /* @__PURE__ */ lazyWithRetry(
  () => import('./ContactPanel'),
  (m) => m.ContactPanel,
);
