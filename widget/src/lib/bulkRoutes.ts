// The pages of bulk add under a source's route (BULK-01, BULK-04): the
// segments after the route name the step.
import { sourceForRoute } from './sources';
import type { Environment, Source } from './types';
import type { SiteLocation } from './url';

/** The steps, in order. */
export const BULK_STEPS = ['upload', 'review', 'confirmation', 'success'] as const;

export type BulkStep = (typeof BULK_STEPS)[number];

/**
 * The step of the segments after a source's route: upload, or upload/
 * followed by review, confirmation or success; anything else is none.
 */
export function bulkStep(params: readonly string[]): BulkStep | null {
  if (params[0] !== 'upload' || params.length > 2) {
    return null;
  }
  if (params.length === 1) {
    return 'upload';
  }
  const step = BULK_STEPS.find((each) => each !== 'upload' && each === params[1]);
  return step ?? null;
}

/** The route of a step under the source's page route. */
export function bulkRoute(pageRoute: string, step: BulkStep): string {
  return step === 'upload' ? `${pageRoute}/upload` : `${pageRoute}/upload/${step}`;
}

/** The bulk add page a site path names: a visible source with bulk add, and the step. */
export function bulkPage(
  sources: readonly Source[] | null | undefined,
  environment: Environment,
  location: Pick<SiteLocation, 'route' | 'params'>,
): { source: Source; step: BulkStep } | null {
  const step = bulkStep(location.params);
  const source = step ? sourceForRoute(sources, environment, location.route) : undefined;
  return step && source?.bulkAdd ? { source, step } : null;
}
