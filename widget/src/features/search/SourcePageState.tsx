// The loading, not-found and failed states every page under a source shares.
import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Loading } from '../../components/ui/Loading';
import { errorText, isNotFound } from '../../state/api';
import { useT } from '../../lib/i18n';

export interface SourcePageStateProps<T> {
  data: T | undefined;
  error: unknown;
  onRetry: () => void;
  /** What a page the BFF does not find shows: the app's not-found page. */
  notFound: ReactNode;
  children: (data: T) => ReactNode;
}

export function SourcePageState<T>({ data, error, onRetry, notFound, children }: SourcePageStateProps<T>) {
  const t = useT();
  if (error && isNotFound(error)) {
    return <>{notFound}</>;
  }
  if (error) {
    return (
      <Alert variant="danger">
        <p>{errorText(error, { useMessage: true }) ?? t('api.error')}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </Alert>
    );
  }
  return data === undefined ? <Loading /> : <>{children(data)}</>;
}
