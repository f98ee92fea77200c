// Bulk add's calls (the BFF's /bulk/{pageRoute} routes; spec 001 §4 "Bulk
// upload flow"): upload a list, read its review, and submit it with the
// way to pay. Reviews come back in the asked language, so the language is
// part of the review's key. The portal's only: its session is the cookie.
import { acceptLanguage, API_BASE_URL, apiError, REQUESTED_WITH, sitePrefix } from '../../state/api';
import { defineMutation, defineQuery } from '../../state/query';
import type { components } from '../../lib/api.gen';
import type { Language } from '../../lib/types';
import type { SiteArgs } from '../../state/screens';

type Schemas = components['schemas'];

export type BulkReview = Schemas['BulkReview'];
export type BulkReviewRow = BulkReview['rows'][number];
export type BulkSubmitted = Schemas['BulkSubmitted'];
export type BulkMethod = BulkSubmitted['method'];

export interface BulkArgs extends SiteArgs {
  pageRoute: string;
  lang: Language;
}

export interface BulkUploadArgs extends BulkArgs {
  id: string;
}

/** The reason the BFF gives when an uploaded list expired (BULK-05). */
export const EXPIRED = 'upload_expired';

const uploads = (args: BulkArgs) => `${sitePrefix(args.client, args.site)}/bulk/${encodeURIComponent(args.pageRoute)}/uploads`;

/** `GET .../uploads/{id}`: the review; reading it restarts its idle time. */
export const getBulkReview = defineQuery<BulkReview, BulkUploadArgs>('getBulkReview', {
  request: (args) => ({ url: `${uploads(args)}/${encodeURIComponent(args.id)}`, params: { lang: args.lang } }),
});

/** `POST .../uploads/{id}/submit`: ends the list with the way to pay. */
export const submitBulk = defineMutation<BulkSubmitted, BulkUploadArgs & { method: BulkMethod }>({
  request: (args) => ({
    url: `${uploads(args)}/${encodeURIComponent(args.id)}/submit`,
    method: 'POST',
    params: { lang: args.lang },
    body: { method: args.method },
  }),
});

/** A file the BFF refused, with its reason (an ERR-103 file error). */
export class BulkRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`bulk file refused: ${reason}`);
  }
}

/**
 * `POST .../uploads`: sends the list as multipart form data. A refusal of
 * the file rejects with BulkRefusedError and its reason; anything else
 * rejects plainly.
 */
export async function uploadBulkList(args: BulkArgs, file: File): Promise<BulkReview> {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await fetch(`${API_BASE_URL}/${uploads(args)}?${new URLSearchParams({ lang: args.lang })}`, {
    method: 'POST',
    body,
    headers: { [REQUESTED_WITH.name]: REQUESTED_WITH.value, 'Accept-Language': acceptLanguage(), accept: 'application/json' },
  });
  const data: unknown = await response.json().catch(() => null);
  if (response.ok && data) {
    return data as BulkReview;
  }
  const refusal = apiError({ status: response.status, data });
  if (response.status === 400 && refusal?.reason) {
    throw new BulkRefusedError(refusal.reason);
  }
  throw new Error(`bulk upload failed: ${response.status}`);
}
