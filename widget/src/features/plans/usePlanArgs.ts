// The arguments of the plans' queries and commands: the page's site and
// language (the BFF answers status and messages in it).
import { useLanguage } from '../../lib/i18n';
import { useSite } from '../../lib/site';
import type { PlansArgs } from './api';

export function usePlansArgs(): PlansArgs {
  const { language } = useLanguage();
  const { location } = useSite();
  return { client: location.client, site: location.site, lang: language };
}

/** The resident's IANA time zone, for a date typed on the resident's calendar; undefined lets the BFF take the site's. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
