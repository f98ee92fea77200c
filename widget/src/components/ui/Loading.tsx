import { useT } from '../../lib/i18n';

/** A polite, announced loading indicator; label says what is loading. */
export function Loading({ label }: { label?: string }) {
  const t = useT();
  return (
    <div role="status" className="loading">
      <span className="loading__spinner" aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
