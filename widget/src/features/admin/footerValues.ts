// A footer form's values: the site, and its texts in English and Spanish.
// Apart from the form itself (FooterForm.tsx), whose chunk brings the
// sanitiser of its preview.
import type { Footer } from './api';

export interface FooterValues {
  site: string;
  titleEn: string;
  titleEs: string;
  headlineEn: string;
  headlineEs: string;
  contentEn: string;
  contentEs: string;
  active: boolean;
}

export function footerValues(f: Footer | null): FooterValues {
  return {
    site: f ? `${f.client}/${f.site}` : '',
    titleEn: f?.title.en ?? '',
    titleEs: f?.title.es ?? '',
    headlineEn: f?.headline.en ?? '',
    headlineEs: f?.headline.es ?? '',
    contentEn: f?.content.en ?? '',
    contentEs: f?.content.es ?? '',
    active: f?.active ?? true,
  };
}
