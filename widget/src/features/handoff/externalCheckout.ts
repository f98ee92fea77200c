// Whether the site hands payers off to an external checkout (spec 000 §1
// "Some sites hand the user off to an external checkout"; CHK-02). The site
// configuration carries externalCheckout.enabled (bff/upstream/siteconfig,
// JSON externalCheckout); the screens send it in their config section.
import { useCheckoutScreen } from '../../state/cart';
import { sectionData } from '../../state/screens';
import type { SiteConfig } from '../../lib/types';

/** The part of a site's configuration that the hand-off reads. */
export interface ExternalCheckoutSettings {
  externalCheckout?: { enabled: boolean };
}

/** True only when the configuration says so: an absent or malformed setting means the portal's own payment form. */
export function externalCheckoutEnabled(config: (SiteConfig & ExternalCheckoutSettings) | undefined): boolean {
  const setting: unknown = config?.externalCheckout;
  return typeof setting === 'object' && setting !== null && (setting as { enabled?: unknown }).enabled === true;
}

/** Whether the current site's checkout hands off, read from the checkout screen. */
export function useExternalCheckout(): boolean {
  const { data: screen } = useCheckoutScreen();
  return externalCheckoutEnabled(sectionData(screen?.sections.config));
}
