// Route meta flags steering the shell (spec 000 §2 "Route meta flags";
// SHELL-06, SHELL-07, SHELL-08): per page name, which parts of the frame
// hide and how wide the page runs.
export interface RouteMeta {
  hideHeader?: boolean;
  hideFooter?: boolean;
  /** Hides the header's cart link and the floating cart. */
  hideCartIcon?: boolean;
  fullWidth?: boolean;
  narrowPage?: boolean;
  fullWidthFooter?: boolean;
  /** The welcome modal does not open on this route. */
  skipModal?: boolean;
  pageImageTop?: boolean;
  pageImageLeft?: boolean;
}

const META: Readonly<Record<string, RouteMeta>> = {
  home: { pageImageTop: true },
  // The cart is the page itself on the money path.
  checkout: { hideCartIcon: true },
  confirmation: { hideCartIcon: true, skipModal: true },
  // After payment the cart is empty: the header's link leads back to a new one.
  receipt: { skipModal: true },
  forms: { narrowPage: true },
  stub: { hideCartIcon: true, skipModal: true, narrowPage: true },
  'nonprod-sign-in': { hideCartIcon: true, skipModal: true, narrowPage: true },
};

/**
 * ROUTE-28: the tax system's pages run the full width of the window. They
 * are the portal's only: in the widget's build the define of
 * __PAYHUB_WIDGET__ (lib/build.ts) drops them from its first load.
 */
declare const __PAYHUB_WIDGET__: boolean | undefined;
const TAXSYS_META: RouteMeta = { fullWidth: true };
/** EBILL-03: the e-billing screen of the e-mailed links has no footer and no cart icon; the portal's only, as above. */
const EBILLING_META: RouteMeta = { hideFooter: true, hideCartIcon: true, skipModal: true, narrowPage: true };

/** The flags of the page named name; none for an unlisted page. */
export function routeMeta(name: string): RouteMeta {
  if (typeof __PAYHUB_WIDGET__ === 'undefined' && name === 'taxsys') {
    return TAXSYS_META;
  }
  if (typeof __PAYHUB_WIDGET__ === 'undefined' && name === 'ebilling') {
    return EBILLING_META;
  }
  return META[name] ?? {};
}

/** The main element's classes for the width flags. */
export function metaClasses(meta: RouteMeta): string {
  return [
    meta.fullWidth && 'page--full-width',
    meta.narrowPage && 'page--narrow',
    meta.pageImageTop && 'page--image-top',
    meta.pageImageLeft && 'page--image-left',
  ]
    .filter(Boolean)
    .join(' ');
}
