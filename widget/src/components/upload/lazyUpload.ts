// The upload list as a lazy section: its own chunk, with its texts, fetched
// when a form first shows it (never with the checkout's first load).
import { lazyWithRetry } from '../lazyWithRetry';

export type { UploadedFile } from './UploadList';
export type { UploadFn } from './useUploadQueue';
export { UploadRefusedError } from './uploadRules';

/** The upload list (UploadList.tsx), loaded on first render. */
export const UploadListLazy = /* @__PURE__ */ lazyWithRetry(
  () => import('./UploadList'),
  (m) => m.UploadList,
);
