// The module-load-error display (spec 000 §2 "Shell screens", SHELL-35):
// the large red alert, shown where a section could not be loaded after its
// retries (error.dynamicPageLoadError, spec 000 §8).
import { Alert } from './Alert';
import { useT } from '../../lib/i18n';

export function ModuleLoadError() {
  const t = useT();
  return (
    <Alert variant="danger" className="module-load-error">
      <p>
        <strong>{t('error.dynamicPageLoadError')}</strong>
      </p>
      <p>{t('moduleLoad.guide')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('moduleLoad.reload')}
      </button>
    </Alert>
  );
}
