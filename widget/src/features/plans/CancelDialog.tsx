// Canceling a plan (SCHED-25, SCHED-28): a confirmation dialog, then DELETE;
// the plan leaves the list. A failure (ERR-64, the cancel error) shows in
// the dialog in the page's language, and the plan stays.
import { useId, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Modal } from '../../components/ui/Modal';
import { useT } from '../../lib/i18n';
import { errorText } from '../../state/api';
import { cancelPlan, type Plan } from './api';
import { usePlansArgs } from './usePlanArgs';
import '../../lib/i18n/plans';

export interface CancelDialogProps {
  plan: Plan;
  onClose: () => void;
  /** The plan is canceled; text says so. */
  onCanceled: (planId: string, text: string) => void;
}

export function CancelDialog({ plan, onClose, onCanceled }: CancelDialogProps) {
  const t = useT();
  const args = usePlansArgs();
  const [cancel, { isLoading }] = cancelPlan.useMutation();
  const [error, setError] = useState<string | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  const confirm = async () => {
    if (isLoading) return;
    setError(null);
    try {
      await cancel({ ...args, planId: plan.id }).unwrap();
      onCanceled(plan.id, t('plans.cancel.done', { name: plan.displayName }));
    } catch (failure) {
      setError(errorText(failure) ?? t('api.error'));
    }
  };

  return (
    <Modal labelledBy={titleId} describedBy={textId} onClose={onClose} busy={isLoading} initialFocus={keep}>
      <h2 id={titleId} className="modal__title">
        {t('plans.cancel.title')}
      </h2>
      <p id={textId}>{t('plans.cancel.text', { name: plan.displayName })}</p>
      {error ? (
        <Alert variant="danger">
          <p>{error}</p>
        </Alert>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="button button--primary" aria-disabled={isLoading || undefined} onClick={() => void confirm()}>
          {isLoading ? t('plans.cancel.canceling') : t('plans.cancel')}
        </button>
        <button ref={keep} type="button" className="button" onClick={onClose}>
          {t('plans.cancel.keep')}
        </button>
      </div>
    </Modal>
  );
}
