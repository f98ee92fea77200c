// The forms route (spec 000 §2 forms/{slug?}; ROUTE-32): without a slug the
// site's list of forms, with one that form. A forms-only site boots here
// (ROUTE-10, ROUTE-36). Its own chunk, the portal's only (app/lazyPages.ts).
import { FormPage } from './FormPage';
import { FormsList } from './FormsList';

export interface FormsPageProps {
  /** The form's slug; none for the list. */
  slug?: string;
}

export function FormsPage({ slug }: FormsPageProps) {
  return slug ? <FormPage key={slug} slug={slug} /> : <FormsList />;
}
