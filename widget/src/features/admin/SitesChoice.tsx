// The sites an announcement is for: the member's sites that show
// announcements (GET /admin/sites?feature=announcements; ANN-18, ANN-19),
// as client/site keys.
import { useT } from '../../lib/i18n';
import '../../lib/i18n/admin';
import { getSites, type ClientSite, type StaffSite } from './api';
import { CheckboxGroup, Select } from './fields';

/** The key of a pair, client/site. */
export const siteKey = (cs: ClientSite) => `${cs.client}/${cs.site}`;
export const siteKeys = (pairs: readonly ClientSite[] | null) => (pairs ?? []).map(siteKey);

/** The pairs of keys. */
export function pairsOf(keys: readonly string[]): ClientSite[] {
  return keys.map((key) => {
    const [client = '', site = ''] = key.split('/');
    return { client, site };
  });
}

const labelOf = (s: StaffSite) => `${s.title} (${s.client}/${s.site})`;

/** The sites the member may post announcements on. */
export function useAnnouncementSites(): StaffSite[] {
  return getSites.useQuery('announcements').data?.sites ?? [];
}

export function SitesChoice({ value, onChange, error }: { value: string[]; onChange: (value: string[]) => void; error?: string }) {
  const t = useT();
  const sites = useAnnouncementSites();
  return (
    <CheckboxGroup
      name="clientSites"
      legend={t('admin.field.sites')}
      value={value}
      onChange={onChange}
      options={sites.map((s) => ({ value: siteKey(s), label: labelOf(s) }))}
      error={error}
    />
  );
}

/** One site (a footer belongs to one). */
export function SiteChoice({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const t = useT();
  const sites = useAnnouncementSites();
  return (
    <Select
      name="client"
      label={t('admin.field.site')}
      value={value}
      onChange={onChange}
      options={[{ value: '', label: t('admin.field.chooseSite') }, ...sites.map((s) => ({ value: siteKey(s), label: labelOf(s) }))]}
      error={error}
    />
  );
}
