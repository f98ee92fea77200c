// The origin check behind attach: the host page's origin must be on the
// site's frameAncestors, read from the shell screen the app loads anyway
// (the answer stays in the store's query cache for the first page).
import type { AppStore } from '../state/store';
import { isNotFound } from '../state/api';
import { getShellScreen, sectionData, type SiteArgs } from '../state/screens';
import type { OriginVerdict } from './controller';
import { isAllowedAncestor } from './origin';

export async function verifyOrigin(store: AppStore, site: SiteArgs, origin: string, selfOrigin: string): Promise<OriginVerdict> {
  try {
    const screen = await getShellScreen.fetch(store.query, { client: site.client, site: site.site });
    const config = sectionData(screen.sections.config);
    if (!config) {
      return 'unavailable';
    }
    if (!config.enabled) {
      return 'unknown-site';
    }
    return isAllowedAncestor(origin, config.frameAncestors, selfOrigin) ? 'allowed' : 'rejected';
  } catch (error) {
    return isNotFound(error) ? 'unknown-site' : 'unavailable';
  }
}
