// The audit list: every announcement change the member may see, who made
// it, when and what, newest first (as the BFF answers it).
import { useEffect } from 'react';
import { PageHeading } from '../../components/ui/PageHeading';
import { useLanguage, useT } from '../../lib/i18n';
import '../../lib/i18n/admin';
import { getAudit } from './api';
import { useConsole } from './context';
import { formatDateTime } from './format';
import { siteKeys } from './SitesChoice';

const ACTIONS = { create: 'admin.audit.create', replace: 'admin.audit.replace', delete: 'admin.audit.delete' } as const;
const KINDS = { banners: 'admin.kind.banners', notifications: 'admin.kind.notifications', footers: 'admin.kind.footers' } as const;

export function AuditPage() {
  const t = useT();
  const { language } = useLanguage();
  const { report } = useConsole();
  const audit = getAudit.useQuery(undefined, { refetchOnMountOrArgChange: true });
  useEffect(() => {
    if (audit.error) report(audit.error);
  }, [audit.error, report]);
  const entries = audit.data?.entries ?? [];
  return (
    <>
      <PageHeading>{t('admin.audit.heading')}</PageHeading>
      {audit.isLoading ? <p>{t('common.loading')}</p> : null}
      {audit.data && entries.length === 0 ? <p>{t('admin.list.empty')}</p> : null}
      {entries.length ? (
        <table className="admin__table">
          <caption className="visually-hidden">{t('admin.audit.heading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.audit.when')}</th>
              <th scope="col">{t('admin.audit.who')}</th>
              <th scope="col">{t('admin.audit.what')}</th>
              <th scope="col">{t('admin.list.sites')}</th>
              <th scope="col">{t('admin.audit.change')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.seq}>
                <td>{formatDateTime(entry.at, language)}</td>
                <td>{entry.who}</td>
                <td>{`${t(ACTIONS[entry.action])}: ${t(KINDS[entry.kind])} ${entry.id}`}</td>
                <td>{siteKeys(entry.clientSites).join(', ')}</td>
                <td>{entry.after || entry.before}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
