// A dashboard panel whose data could not be loaded: the panel's own message
// and a retry, which waits (aria-disabled) while the retry runs.
import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { useT } from '../../lib/i18n';

export function PanelLoadFailure({ message, onRetry, busy }: { message: ReactNode; onRetry: () => void; busy: boolean }) {
  const t = useT();
  return (
    <Alert variant="danger">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry} aria-disabled={busy || undefined}>
        {t('common.retry')}
      </button>
    </Alert>
  );
}
