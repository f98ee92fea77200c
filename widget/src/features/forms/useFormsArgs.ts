// The arguments of the forms' queries and commands: the page's site and
// language (the BFF answers labels and messages in it).
import { useLanguage } from '../../lib/i18n';
import { useSite } from '../../lib/site';
import type { FormsArgs } from './api';

export function useFormsArgs(): FormsArgs {
  const { language } = useLanguage();
  const { location } = useSite();
  return { client: location.client, site: location.site, lang: language };
}
