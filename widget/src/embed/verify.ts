// The origin check behind attach: the host page's origin must be on the
// site's frameAncestors, read from the shell screen the app loads anyway
// (the answer stays in the RTK Query cache for the first page).
import type { AppStore } from '../state/store';
import { isNotFound } from '../state/api';
import { screensApi, sectionData, type SiteArgs } from '../state/screens';
import type { OriginVerdict } from './controller';
import { isAllowedAncestor } from './origin';

export async function verifyOrigin(store: AppStore, site: SiteArgs, origin: string, selfOrigin: string): Promise<OriginVerdict> {
  const request = store.dispatch(screensApi.endpoints.getShellScreen.initiate({ client: site.client, site: site.site }));
  try {
    const screen = await request.unwrap();
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
  } finally {
    request.unsubscribe();
  }
}
