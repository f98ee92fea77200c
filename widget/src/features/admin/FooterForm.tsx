// A footer's form: its site, title, headline and HTML content in English
// and Spanish. The content is shown as it will be once cleaned (ANN-07):
// a live preview through the portal's own sanitiser as the member types,
// then the BFF's preview of what it stored, which says when markup was
// taken out. The sanitiser makes this form a chunk of its own, loaded
// when a footer form opens (AnnouncementsPage.tsx).
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import '../../lib/i18n/admin';
import { sanitizeHtml } from '../../lib/sanitizeHtml';
import type { Footer } from './api';
import { AnnouncementForm, requireBoth, type FieldErrors } from './AnnouncementForm';
import { TextInput } from './fields';
import type { FooterValues } from './footerValues';
import { pairsOf, SiteChoice } from './SitesChoice';

const FIELDS = ['client', 'title.en', 'title.es', 'headline.en', 'headline.es', 'content.en', 'content.es'] as const;

function toBody(id: string | null) {
  return (v: FooterValues): Record<string, unknown> => {
    const [pair = { client: '', site: '' }] = pairsOf([v.site]);
    return {
      ...(id ? { id } : {}),
      client: pair.client,
      site: pair.site,
      title: { en: v.titleEn, es: v.titleEs },
      headline: { en: v.headlineEn, es: v.headlineEs },
      content: { en: v.contentEn, es: v.contentEs },
      active: v.active,
    };
  };
}

export function FooterForm({ footer, initial, onDone }: { footer: Footer | null; initial: FooterValues; onDone: () => void }) {
  const t = useT();
  const id = footer?.id ?? null;
  const [stored, setStored] = useState<Footer | null>(null);
  const validate = (v: FooterValues) => {
    const errors: FieldErrors = {};
    if (!v.site) errors.client = t('admin.error.site');
    requireBoth(errors, 'title', { en: v.titleEn, es: v.titleEs }, t('admin.error.required'));
    requireBoth(errors, 'content', { en: v.contentEn, es: v.contentEs }, t('admin.error.required'));
    return errors;
  };
  if (stored) {
    return <StoredPreview footer={stored} onDone={onDone} />;
  }
  return (
    <AnnouncementForm
      kind="footers"
      id={id}
      initial={initial}
      heading={t(id ? 'admin.footer.edit' : 'admin.footer.new')}
      toBody={toBody(id)}
      validate={validate}
      fields={FIELDS}
      onDone={(saved) => (saved ? setStored(saved as Footer) : onDone())}
    >
      {({ values, set, errors }) => (
        <>
          <SiteChoice value={values.site} onChange={(site) => set({ site })} error={errors.client} />
          <TextInput name="title.en" label={t('admin.field.titleEn')} value={values.titleEn} onChange={(titleEn) => set({ titleEn })} error={errors['title.en']} lang="en" />
          <TextInput name="title.es" label={t('admin.field.titleEs')} value={values.titleEs} onChange={(titleEs) => set({ titleEs })} error={errors['title.es']} lang="es" />
          <TextInput name="headline.en" label={t('admin.field.headlineEn')} value={values.headlineEn} onChange={(headlineEn) => set({ headlineEn })} error={errors['headline.en']} lang="en" />
          <TextInput name="headline.es" label={t('admin.field.headlineEs')} value={values.headlineEs} onChange={(headlineEs) => set({ headlineEs })} error={errors['headline.es']} lang="es" />
          <TextInput name="content.en" label={t('admin.field.contentEn')} value={values.contentEn} onChange={(contentEn) => set({ contentEn })} error={errors['content.en']} lang="en" multiline />
          <Preview html={values.contentEn} lang="en" label={t('admin.footer.previewEn')} />
          <TextInput name="content.es" label={t('admin.field.contentEs')} value={values.contentEs} onChange={(contentEs) => set({ contentEs })} error={errors['content.es']} lang="es" multiline />
          <Preview html={values.contentEs} lang="es" label={t('admin.footer.previewEs')} />
        </>
      )}
    </AnnouncementForm>
  );
}

/** The cleaned HTML of a content, as the public footer shows it. */
function Preview({ html, lang, label }: { html: string; lang: string; label: string }) {
  return (
    <section className="admin__preview" aria-label={label}>
      <p className="admin__hint">{label}</p>
      {/* Cleaned by the same allow-list the public footer uses (lib/sanitizeHtml.ts). */}
      <div lang={lang} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
    </section>
  );
}

/** The footer as the BFF stored it: its preview, and whether markup was removed. */
function StoredPreview({ footer, onDone }: { footer: Footer; onDone: () => void }) {
  const t = useT();
  return (
    <section className="admin__form" aria-labelledby="admin-stored-heading">
      <h3 id="admin-stored-heading">{t('admin.footer.stored')}</h3>
      {footer.sanitized ? <p>{t('admin.footer.sanitized')}</p> : null}
      <Preview html={footer.preview?.en ?? footer.content.en ?? ''} lang="en" label={t('admin.footer.previewEn')} />
      <Preview html={footer.preview?.es ?? footer.content.es ?? ''} lang="es" label={t('admin.footer.previewEs')} />
      <button type="button" className="button button--secondary" onClick={onDone}>
        {t('admin.footer.back')}
      </button>
    </section>
  );
}
