// The county forms of a site (the BFF's /forms and /my-forms routes, spec
// 000 §2 forms/{slug}): the list, one form's definition, a file for one of
// its upload fields, filing it (Idempotency-Key), and the signed-in
// resident's filed forms. Texts come back in the asked language, so the
// language is part of every query's key. A filing makes My Forms stale.
import { acceptLanguage, API_BASE_URL, apiError, REQUESTED_WITH, sitePrefix } from '../../state/api';
import { defineMutation, defineQuery } from '../../state/query';
import type { components } from '../../lib/api.gen';
import type { Language } from '../../lib/types';
import type { SiteArgs } from '../../state/screens';
import { UploadRefusedError } from '../../components/upload/lazyUpload';

type Schemas = components['schemas'];

export type FormSummary = Schemas['FormSummary'];
export type FormDefinition = Schemas['FormDefinition'];
export type FormField = Schemas['FormField'];
export type FormFiling = Schemas['FormFiling'];
export type FormConfirmation = Schemas['FormConfirmation'];
export type FormSubmission = Schemas['FormSubmission'];
export type FormUpload = Schemas['FormUpload'];

export interface FormsArgs extends SiteArgs {
  lang: Language;
}

export interface FormArgs extends FormsArgs {
  slug: string;
}

const forms = ({ client, site }: SiteArgs) => `${sitePrefix(client, site)}/forms`;
const formPath = (args: FormArgs) => `${forms(args)}/${encodeURIComponent(args.slug)}`;

/** `GET .../forms`: the site's forms. */
export const getForms = defineQuery<{ forms: FormSummary[] }, FormsArgs>('getForms', {
  request: (args) => ({ url: forms(args), params: { lang: args.lang } }),
});

/** `GET .../forms/{slug}`: one form's fields and signature texts. */
export const getForm = defineQuery<FormDefinition, FormArgs>('getForm', {
  request: (args) => ({ url: formPath(args), params: { lang: args.lang } }),
});

/** `GET .../my-forms`: the signed-in resident's filed forms, newest first. */
export const getMyForms = defineQuery<{ submissions: FormSubmission[] }, FormsArgs>('getMyForms', {
  request: (args) => ({ url: `${sitePrefix(args.client, args.site)}/my-forms`, params: { lang: args.lang } }),
  tags: ['Forms'],
});

/** `POST .../forms/{slug}/submissions`: files the form; the same key with the same filing answers the first. */
export const submitForm = defineMutation<FormConfirmation, FormArgs & { idempotencyKey: string; filing: FormFiling }>({
  request: (args) => ({
    url: `${formPath(args)}/submissions`,
    method: 'POST',
    headers: { 'Idempotency-Key': args.idempotencyKey },
    params: { lang: args.lang },
    body: args.filing,
  }),
  invalidates: (data) => (data ? ['Forms'] : []),
});

/**
 * `POST .../forms/{slug}/uploads?field=`: sends one file of an upload field
 * as multipart form data (the BFF passes it to the uploads service; the
 * browser never calls that). A refusal of the file itself (4xx: its type,
 * size or content) rejects with UploadRefusedError and the BFF's text,
 * which the upload list shows and does not retry; anything else rejects
 * plainly, and the list tries again (CONST-35). The portal's only: its
 * session is the cookie, so the app's JSON call (state/api.ts) is not needed.
 */
export async function uploadFormFile(args: FormArgs & { field: string }, file: File, signal: AbortSignal): Promise<FormUpload> {
  const body = new FormData();
  body.append('file', file, file.name);
  const query = new URLSearchParams({ field: args.field, lang: args.lang });
  const response = await fetch(`${API_BASE_URL}/${formPath(args)}/uploads?${query}`, {
    method: 'POST',
    body,
    signal,
    headers: { [REQUESTED_WITH.name]: REQUESTED_WITH.value, 'Accept-Language': acceptLanguage(), accept: 'application/json' },
  });
  const data: unknown = await response.json().catch(() => null);
  if (response.ok && data) {
    return data as FormUpload;
  }
  const refusal = apiError({ status: response.status, data });
  if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
    throw new UploadRefusedError(refusal?.displayMessage || refusal?.message || file.name);
  }
  throw new Error(`upload failed: ${response.status}`);
}
