import { useT } from '../../lib/i18n';

/** A polite, announced loading indicator. */
export function Loading() {
  const t = useT();
  return (
    <div role="status" className="loading">
      <span className="loading__spinner" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
