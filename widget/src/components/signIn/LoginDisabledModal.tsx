// The login-disabled modal (spec 000 §2 "Shell screens", §6: "Login can be
// disabled per site; a disabled-login modal then shows and only guest use
// remains"; SHELL-28): a title, the short description of spec 000 §8
// ("Login disabled": login_modal.disabled.description_short) and OK.
import { useId, useRef } from 'react';
import { Modal } from '../ui/Modal';
import { useT } from '../../lib/i18n';
import '../../lib/i18n/modals';

export interface LoginDisabledModalProps {
  onClose: () => void;
}

export function LoginDisabledModal({ onClose }: LoginDisabledModalProps) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <Modal labelledBy={titleId} describedBy={textId} onClose={onClose} initialFocus={ok}>
      <h2 id={titleId} className="modal__title">
        {t('loginDisabled.title')}
      </h2>
      <p id={textId}>{t('login.disabledShort')}</p>
      <div className="modal__actions">
        <button ref={ok} type="button" className="button button--primary" onClick={onClose}>
          {t('loginDisabled.ok')}
        </button>
      </div>
    </Modal>
  );
}
