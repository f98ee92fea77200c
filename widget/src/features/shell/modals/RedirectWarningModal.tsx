// The redirect warning (spec 000 §2 "Shell screens", §4 "Other states"):
// the payer is about to leave for the client's own website with an unpaid
// cart (GUARD-18). It says so and offers Continue; with sign-in on, Log in
// (a signed-in cart is kept), with sign-in off, Cancel and a danger alert
// saying sign-in is off (SHELL-26, SHELL-27). Closing it, by any of its
// controls or Escape, clears the redirect link (SHELL-43).
import { useId, useRef } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { LoginButton } from '../../../components/ui/LoginButton';
import { Modal } from '../../../components/ui/Modal';
import { useT } from '../../../lib/i18n';
import '../../../lib/i18n/modals';
import { setRedirectLink, type RedirectLink } from '../../../state/redirectWarning';
import { useSite } from '../../../lib/site';
import './modals.css';

export interface RedirectWarningModalProps {
  link: RedirectLink;
  /** config.login.meta.enabled */
  loginEnabled: boolean;
  /** Sends the browser to the sign-in; replaced in tests and stories. */
  go?: (url: string) => void;
}

const close = () => setRedirectLink(null);

export function RedirectWarningModal({ link, loginEnabled, go }: RedirectWarningModalProps) {
  const t = useT();
  const { clientTitle } = useSite();
  const titleId = useId();
  const textId = useId();
  const proceed = useRef<HTMLAnchorElement>(null);
  return (
    <Modal labelledBy={titleId} describedBy={textId} onClose={close} initialFocus={proceed} className="redirect-modal">
      <h2 id={titleId} className="modal__title">
        {t('redirect.title')}
      </h2>
      <p id={textId}>
        {clientTitle ? t('redirect.text', { client: clientTitle }) : t('redirect.textNoClient')}{' '}
        {loginEnabled ? t('redirect.loginHint') : null}
      </p>
      {loginEnabled ? null : (
        <Alert variant="danger" live="polite">
          <p>{t('redirect.loginDisabled')}</p>
        </Alert>
      )}
      <div className="modal__actions">
        <a
          ref={proceed}
          className="button button--primary"
          href={link.href}
          target={link.newWindow ? '_blank' : undefined}
          rel="noopener noreferrer"
          onClick={close}
        >
          {t('redirect.continue')}
          {link.newWindow ? <span className="visually-hidden"> {t('redirect.newWindow')}</span> : null}
        </a>
        {loginEnabled ? (
          <LoginButton enabled go={go} />
        ) : (
          <button type="button" className="button" onClick={close}>
            {t('redirect.cancel')}
          </button>
        )}
        {loginEnabled ? (
          <button type="button" className="button button--quiet" onClick={close}>
            {t('redirect.close')}
          </button>
        ) : null}
      </div>
    </Modal>
  );
}
