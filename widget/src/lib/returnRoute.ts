// Where the cart's return link goes (spec 001 §2, CART-21): to the home
// page, or, when the site shows exactly one payable source, to that
// source's page. Without a home page and with several sources there is
// nowhere to return to.
import { visibleSources } from './sources';
import type { Environment, Source } from './types';

export const HOME_RETURN = 'home';

/** The page route of the cart's return link, or null for no link. */
export function cartReturnRoute(
  sources: readonly Source[] | null | undefined,
  environment: Environment,
  homeEnabled: boolean,
): string | null {
  const shown = visibleSources(sources, environment);
  if (shown.length === 1 && shown[0]) {
    return shown[0].pageRoute;
  }
  return homeEnabled ? HOME_RETURN : null;
}
