// The sign-in prompt (spec 000 §2 "Shell screens"; SHELL-32): a modal that
// asks a guest to sign in for something only a signed-in resident can do,
// with Log in and Cancel, the sign-up text and an optional illustration. On
// a site with sign-in turned off it is the login-disabled modal instead
// (spec 000 §6: only guest use remains).
import { useId } from 'react';
import { LoginButton } from '../ui/LoginButton';
import { Modal } from '../ui/Modal';
import { useT } from '../../lib/i18n';
import '../../lib/i18n/modals';
import { CartPicture } from './CartPicture';
import { LoginDisabledModal } from './LoginDisabledModal';
import './signIn.css';

export interface SignInPromptProps {
  /** config.login.meta.enabled */
  loginEnabled: boolean;
  onClose: () => void;
  /** Shows the illustration above the title. */
  illustration?: boolean;
  /** The path to come back to after sign-in; default the current page. */
  returnTo?: string;
  /** Sends the browser to the sign-in; replaced in tests and stories. */
  go?: (url: string) => void;
}

export function SignInPrompt({ loginEnabled, onClose, illustration = false, returnTo, go }: SignInPromptProps) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  if (!loginEnabled) {
    return <LoginDisabledModal onClose={onClose} />;
  }
  return (
    <Modal labelledBy={titleId} describedBy={textId} onClose={onClose} className="sign-in-prompt">
      {illustration ? <CartPicture className="sign-in-prompt__picture" /> : null}
      <h2 id={titleId} className="modal__title">
        {t('signIn.title')}
      </h2>
      <p id={textId}>{t('signIn.signup')}</p>
      <div className="modal__actions">
        <LoginButton enabled returnTo={returnTo} go={go} />
        <button type="button" className="button" onClick={onClose}>
          {t('signIn.cancel')}
        </button>
      </div>
    </Modal>
  );
}
