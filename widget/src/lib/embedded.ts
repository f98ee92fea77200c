// Embedded mode as the app's routes see it (spec 000 §6): the widget build
// provides it; the portal leaves the default (not embedded).
import { createContext, useContext } from 'react';
import type { Install, SiteConfig } from './types';
import { sitePath, type SiteLocation } from './url';

export interface EmbeddedMode {
  embedded: boolean;
  /** The host's theme for the widget; empty or 'default' keeps the site's own. */
  theme?: string;
}

export const EmbeddedContext = createContext<EmbeddedMode>({ embedded: false });

export function useEmbedded(): EmbeddedMode {
  return useContext(EmbeddedContext);
}

/** EMBED-04, EMBED-05: in embedded mode every install flag is off. */
export const EMBEDDED_INSTALL: Install = {
  enableHeader: false,
  enableFooter: false,
  showAnnouncements: false,
  enableHomePage: false,
  enableFloatingCart: false,
  enableMySettingsModification: false,
};

/** The configuration the shell works with: the site's own, or its embedded form. */
export function effectiveConfig(config: SiteConfig, mode: EmbeddedMode): SiteConfig {
  if (!mode.embedded) {
    return config;
  }
  const theme = mode.theme && mode.theme !== 'default' ? mode.theme : config.payHub.colorTheme;
  return { ...config, install: EMBEDDED_INSTALL, payHub: { ...config.payHub, colorTheme: theme } };
}

/**
 * The widget's URLs always name the site, {client}/{site}/{route} after
 * /web/widgets/current/ (the iframe URL contract), even for a client whose
 * portal URLs leave a default site out.
 */
export function withSiteInUrl(location: SiteLocation): SiteLocation {
  if (location.siteInUrl) {
    return location;
  }
  const named = { ...location, siteInUrl: true };
  return { ...named, canonicalPath: sitePath(named, [location.route, ...location.params].join('/')) };
}
