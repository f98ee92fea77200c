// The announcements page: a tab per kind the member may read (ROLE-26),
// a site filter and "show inactive", the list, and, with the kind's write
// scope only (ROLE-27), the create, edit, deactivate and delete controls.
import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { lazyWithRetry } from '../../components/lazyWithRetry';
import { Modal } from '../../components/ui/Modal';
import { PageHeading } from '../../components/ui/PageHeading';
import { useLanguage, useT } from '../../lib/i18n';
import '../../lib/i18n/admin';
import { formatDateTime } from './format';
import {
  deleteAnnouncement,
  getAnnouncements,
  KINDS,
  mayRead,
  mayWrite,
  saveAnnouncement,
  textIn,
  type Banner,
  type Footer,
  type Kind,
  type ListArgs,
  type Notification,
} from './api';
import { BannerForm, bannerValues, type BannerValues } from './BannerForm';
import { useConsole } from './context';
import { readDraft } from './drafts';
import { footerValues, type FooterValues } from './footerValues';
import { NotificationForm, notificationValues, type NotificationValues } from './NotificationForm';
import { pairsOf, siteKey, siteKeys, useAnnouncementSites } from './SitesChoice';

const KIND_LABELS = { banners: 'admin.kind.banners', notifications: 'admin.kind.notifications', footers: 'admin.kind.footers' } as const;
const NEW_LABELS = { banners: 'admin.banner.new', notifications: 'admin.notification.new', footers: 'admin.footer.new' } as const;

type Item = Banner | Notification | Footer;

/** The footer form with its preview's sanitiser, a chunk of its own: most visits never open it. */
const FooterForm = lazyWithRetry(
  () => import('./FooterForm'),
  (m) => m.FooterForm,
);

/** The form on show: a new announcement or one edited, with the values it opens with. */
interface Editing {
  item: Item | null;
  values: unknown;
}

export function AnnouncementsPage() {
  const t = useT();
  const { me } = useConsole();
  const kinds = KINDS.filter((kind) => mayRead(me, kind));
  // A draft left by an ended session opens its form again on its tab.
  const [draft] = useState(() => readDraft<unknown>());
  const [kind, setKind] = useState<Kind>(draft && kinds.includes(draft.kind) ? draft.kind : (kinds[0] ?? 'banners'));
  if (kinds.length === 0) {
    return (
      <>
        <PageHeading>{t('admin.announcements.heading')}</PageHeading>
        <p>{t('admin.announcements.none')}</p>
      </>
    );
  }
  return (
    <>
      <PageHeading>{t('admin.announcements.heading')}</PageHeading>
      <KindTabs kinds={kinds} selected={kind} onSelect={setKind}>
        <KindPanel key={kind} kind={kind} draft={draft?.kind === kind ? draft : null} />
      </KindTabs>
    </>
  );
}

/** The ARIA tabs pattern with a roving tabindex, as the dashboard's tabs (features/account/DashboardTabs.tsx). */
function KindTabs({ kinds, selected, onSelect, children }: { kinds: Kind[]; selected: Kind; onSelect: (kind: Kind) => void; children: ReactNode }) {
  const t = useT();
  const refs = useRef<Partial<Record<Kind, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = kinds.indexOf(selected);
    const last = kinds.length - 1;
    const to = ({ ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last } as Partial<Record<string, number>>)[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const kind = kinds[to];
    if (kind) {
      onSelect(kind);
      refs.current[kind]?.focus();
    }
  };
  return (
    <div className="admin__tabs">
      <div role="tablist" aria-label={t('admin.announcements.kinds')} className="admin__tablist">
        {kinds.map((kind) => (
          <button
            key={kind}
            ref={(element) => {
              refs.current[kind] = element;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${kind}`}
            aria-selected={kind === selected}
            aria-controls={`admin-panel-${kind}`}
            tabIndex={kind === selected ? 0 : -1}
            className="admin__tab"
            onClick={() => onSelect(kind)}
            onKeyDown={move}
          >
            {t(KIND_LABELS[kind])}
          </button>
        ))}
      </div>
      {kinds.map((kind) => (
        <div key={kind} role="tabpanel" id={`admin-panel-${kind}`} aria-labelledby={`admin-tab-${kind}`} hidden={kind !== selected}>
          {kind === selected ? children : null}
        </div>
      ))}
    </div>
  );
}

function KindPanel({ kind, draft }: { kind: Kind; draft: { id: string | null; values: unknown } | null }) {
  const t = useT();
  const { me, report } = useConsole();
  const writable = mayWrite(me, kind);
  const sites = useAnnouncementSites();
  const [site, setSite] = useState('');
  const [includeInactive, setIncludeInactive] = useState(false);
  const args: ListArgs = { kind, site: site ? (pairsOf([site])[0] ?? null) : null, includeInactive };
  const list = getAnnouncements.useQuery(args);
  const items = (list.data?.[kind] ?? []) as Item[];
  const [editing, setEditing] = useState<Editing | null>(() =>
    draft && writable ? { item: draft.id ? { id: draft.id } as Item : null, values: draft.values } : null,
  );
  useEffect(() => {
    if (list.error) report(list.error);
  }, [list.error, report]);
  const filterId = useId();

  const done = () => {
    setEditing(null);
    void list.refetch();
  };

  if (editing && writable) {
    return <KindForm kind={kind} editing={editing} onDone={done} />;
  }
  return (
    <>
      <div className="admin__filters">
        <div className="admin__field">
          <label htmlFor={filterId}>{t('admin.filter.site')}</label>
          <select id={filterId} value={site} onChange={(e) => setSite(e.target.value)}>
            <option value="">{t('admin.filter.allSites')}</option>
            {sites.map((s) => (
              <option key={siteKey(s)} value={siteKey(s)}>
                {`${s.title} (${siteKey(s)})`}
              </option>
            ))}
          </select>
        </div>
        <label className="admin__choice">
          <input type="checkbox" checked={includeInactive} onChange={(e) => setIncludeInactive(e.target.checked)} />
          {t('admin.filter.inactive')}
        </label>
        {writable ? (
          <button type="button" className="button button--primary" onClick={() => setEditing({ item: null, values: null })}>
            {t(NEW_LABELS[kind])}
          </button>
        ) : null}
      </div>
      {list.isLoading ? <p>{t('common.loading')}</p> : null}
      {list.data && items.length === 0 ? <p>{t('admin.list.empty')}</p> : null}
      <ul className="admin__list" aria-label={t(KIND_LABELS[kind])}>
        {items.map((item) => (
          <ItemCard key={item.id} kind={kind} item={item} writable={writable} onEdit={() => setEditing({ item, values: null })} onChanged={() => void list.refetch()} />
        ))}
      </ul>
    </>
  );
}

function KindForm({ kind, editing, onDone }: { kind: Kind; editing: Editing; onDone: () => void }) {
  const t = useT();
  switch (kind) {
    case 'banners': {
      const banner = editing.item as Banner | null;
      return <BannerForm banner={banner} initial={(editing.values as BannerValues | null) ?? bannerValues(banner)} onDone={onDone} />;
    }
    case 'notifications': {
      const n = editing.item as Notification | null;
      return <NotificationForm notification={n} initial={(editing.values as NotificationValues | null) ?? notificationValues(n)} onDone={onDone} />;
    }
    case 'footers': {
      const f = editing.item as Footer | null;
      return (
        <Suspense fallback={<p>{t('common.loading')}</p>}>
          <FooterForm footer={f} initial={(editing.values as FooterValues | null) ?? footerValues(f)} onDone={onDone} />
        </Suspense>
      );
    }
  }
}

/** What the list shows of an item: its main text, its sites and its type. */
function summary(kind: Kind, item: Item, language: 'en' | 'es') {
  switch (kind) {
    case 'banners': {
      const b = item as Banner;
      return { title: textIn(b.text, language), sites: siteKeys(b.clientSites), type: b.friendlyType || b.type, created: b.createdAt };
    }
    case 'notifications': {
      const n = item as Notification;
      return { title: textIn(n.subject, language), body: textIn(n.text, language), sites: siteKeys(n.clientSites), type: (n.tags ?? []).join(', '), created: n.createdAt };
    }
    case 'footers': {
      const f = item as Footer;
      return { title: textIn(f.title, language), body: textIn(f.headline, language), sites: [`${f.client}/${f.site}`], type: '', created: '' };
    }
  }
}

function ItemCard({ kind, item, writable, onEdit, onChanged }: { kind: Kind; item: Item; writable: boolean; onEdit: () => void; onChanged: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const { report, announce } = useConsole();
  const [confirming, setConfirming] = useState(false);
  const [remove, removing] = deleteAnnouncement.useMutation();
  const [save, saving] = saveAnnouncement.useMutation();
  const s = summary(kind, item, language);
  const titleId = useId();

  const deactivate = async () => {
    const outcome = await save({ kind, id: item.id, body: { ...item, active: false } });
    if ('error' in outcome) {
      report(outcome.error);
      announce(t('admin.saveFailed'), 'danger');
    } else {
      announce(t('admin.deactivated'));
      onChanged();
    }
  };
  const confirmDelete = async () => {
    const outcome = await remove({ kind, id: item.id });
    setConfirming(false);
    if ('error' in outcome) {
      report(outcome.error);
      announce(t('admin.deleteFailed'), 'danger');
    } else {
      announce(t('admin.deleted'));
      onChanged();
    }
  };

  return (
    <li className="admin__item">
      <p id={titleId} className="admin__item-title">
        {s.title}
      </p>
      {s.body ? <p>{s.body}</p> : null}
      <dl className="admin__meta">
        <dt>{t('admin.list.sites')}</dt>
        <dd>{s.sites.join(', ')}</dd>
        {s.type ? (
          <>
            <dt>{t(kind === 'notifications' ? 'admin.field.tags' : 'admin.list.type')}</dt>
            <dd>{s.type}</dd>
          </>
        ) : null}
        <dt>{t('admin.list.state')}</dt>
        <dd>{t(item.active ? 'admin.list.active' : 'admin.list.inactive')}</dd>
        {s.created ? (
          <>
            <dt>{t('admin.list.created')}</dt>
            <dd>{formatDateTime(s.created, language)}</dd>
          </>
        ) : null}
      </dl>
      {writable ? (
        <div className="admin__actions">
          <button type="button" className="button button--secondary" onClick={onEdit} aria-describedby={titleId}>
            {t('admin.action.edit')}
          </button>
          {item.active ? (
            <button type="button" className="button button--secondary" onClick={() => void deactivate()} disabled={saving.isLoading} aria-describedby={titleId}>
              {t('admin.action.deactivate')}
            </button>
          ) : null}
          <button type="button" className="button button--danger" onClick={() => setConfirming(true)} aria-describedby={titleId}>
            {t('admin.action.delete')}
          </button>
        </div>
      ) : null}
      {confirming ? (
        <Modal labelledBy={`${titleId}-confirm`} describedBy={`${titleId}-confirm-body`} onClose={() => setConfirming(false)} busy={removing.isLoading}>
          <h2 id={`${titleId}-confirm`}>{t('admin.delete.heading')}</h2>
          <p id={`${titleId}-confirm-body`}>{t('admin.delete.body', { title: s.title })}</p>
          <div className="admin__actions">
            <button type="button" className="button button--danger" onClick={() => void confirmDelete()} disabled={removing.isLoading}>
              {t('admin.delete.confirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              {t('admin.form.cancel')}
            </button>
          </div>
        </Modal>
      ) : null}
    </li>
  );
}
