// A notification's form: its sites, subject and text in English and
// Spanish, tags, and the date from which it shows (futureDate).
import { useT } from '../../lib/i18n';
import '../../lib/i18n/admin';
import type { Notification } from './api';
import { AnnouncementForm, requireBoth, type FieldErrors } from './AnnouncementForm';
import { TextInput } from './fields';
import { pairsOf, siteKeys, SitesChoice } from './SitesChoice';

export interface NotificationValues {
  sites: string[];
  subjectEn: string;
  subjectEs: string;
  en: string;
  es: string;
  tags: string;
  /** yyyy-mm-dd, or empty. */
  futureDate: string;
  active: boolean;
}

export function notificationValues(n: Notification | null): NotificationValues {
  return {
    sites: n ? siteKeys(n.clientSites) : [],
    subjectEn: n?.subject.en ?? '',
    subjectEs: n?.subject.es ?? '',
    en: n?.text.en ?? '',
    es: n?.text.es ?? '',
    tags: (n?.tags ?? []).join(', '),
    futureDate: n?.futureDate?.slice(0, 10) ?? '',
    active: n?.active ?? true,
  };
}

const FIELDS = ['clientSites', 'subject.en', 'subject.es', 'text.en', 'text.es', 'tags', 'futureDate'] as const;

function toBody(id: string | null) {
  return (v: NotificationValues): Record<string, unknown> => ({
    ...(id ? { id } : {}),
    clientSites: pairsOf(v.sites),
    subject: { en: v.subjectEn, es: v.subjectEs },
    text: { en: v.en, es: v.es },
    tags: v.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    ...(v.futureDate ? { futureDate: `${v.futureDate}T00:00:00Z` } : {}),
    active: v.active,
  });
}

export function NotificationForm({ notification, initial, onDone }: { notification: Notification | null; initial: NotificationValues; onDone: () => void }) {
  const t = useT();
  const id = notification?.id ?? null;
  const validate = (v: NotificationValues) => {
    const errors: FieldErrors = {};
    if (v.sites.length === 0) errors.clientSites = t('admin.error.sites');
    requireBoth(errors, 'subject', { en: v.subjectEn, es: v.subjectEs }, t('admin.error.required'));
    requireBoth(errors, 'text', v, t('admin.error.required'));
    return errors;
  };
  return (
    <AnnouncementForm
      kind="notifications"
      id={id}
      initial={initial}
      heading={t(id ? 'admin.notification.edit' : 'admin.notification.new')}
      toBody={toBody(id)}
      validate={validate}
      fields={FIELDS}
      onDone={onDone}
    >
      {({ values, set, errors }) => (
        <>
          <SitesChoice value={values.sites} onChange={(sites) => set({ sites })} error={errors.clientSites} />
          <TextInput name="subject.en" label={t('admin.field.subjectEn')} value={values.subjectEn} onChange={(subjectEn) => set({ subjectEn })} error={errors['subject.en']} lang="en" />
          <TextInput name="subject.es" label={t('admin.field.subjectEs')} value={values.subjectEs} onChange={(subjectEs) => set({ subjectEs })} error={errors['subject.es']} lang="es" />
          <TextInput name="text.en" label={t('admin.field.textEn')} value={values.en} onChange={(en) => set({ en })} error={errors['text.en']} lang="en" multiline />
          <TextInput name="text.es" label={t('admin.field.textEs')} value={values.es} onChange={(es) => set({ es })} error={errors['text.es']} lang="es" multiline />
          <TextInput name="tags" label={t('admin.field.tags')} hint={t('admin.field.tagsHint')} value={values.tags} onChange={(tags) => set({ tags })} error={errors.tags} />
          <TextInput name="futureDate" type="date" label={t('admin.field.futureDate')} value={values.futureDate} onChange={(futureDate) => set({ futureDate })} error={errors.futureDate} />
        </>
      )}
    </AnnouncementForm>
  );
}
