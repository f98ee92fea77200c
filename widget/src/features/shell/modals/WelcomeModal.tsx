// The welcome modal (spec 000 §2 "Shell screens", §4 "Other states"): the
// site's title and description, up to 3 features, and a disclaimer when the
// site takes payments for more than one payable source (SHELL-24, SHELL-25).
// It decides once, when it mounts (SHELL-39), records the features it shows
// (SHELL-40), hides itself after 20 s when the site sets a time limit
// (SHELL-41), and leaves the page 300 ms after hiding, once its fade is over
// (SHELL-42).
import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../../../components/ui/Modal';
import { INTL_LOCALES, pick, useLanguage, useT } from '../../../lib/i18n';
import '../../../lib/i18n/modals';
import type { Source, Welcome } from '../../../lib/types';
import {
  readSeenFeatures,
  showsWelcome,
  storeSeenFeatures,
  WELCOME_FEATURES,
  WELCOME_REMOVE_MS,
  WELCOME_TIME_LIMIT_MS,
  welcomeFeatures,
} from './welcome';
import './modals.css';

export interface WelcomeModalProps {
  welcome: Welcome;
  /** The route's skipModal flag. */
  skipModal?: boolean;
  /** The site's payable sources: more than one brings the disclaimer. */
  sources: readonly Source[] | null | undefined;
}

type Phase = 'shown' | 'hiding' | 'gone';

export function WelcomeModal({ welcome, skipModal = false, sources }: WelcomeModalProps) {
  const t = useT();
  const { language } = useLanguage();
  const titleId = useId();
  const textId = useId();
  const start = useRef<HTMLButtonElement>(null);
  const features = welcomeFeatures(welcome.features);
  const [phase, setPhase] = useState<Phase>(() =>
    showsWelcome(welcome, skipModal, readSeenFeatures()) ? 'shown' : 'gone',
  );
  const shown = useRef(phase === 'shown');

  useEffect(() => {
    if (shown.current) {
      storeSeenFeatures(features);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: what was shown when the modal opened
  }, []);

  useEffect(() => {
    if (phase === 'shown' && welcome.timeLimit) {
      const timer = setTimeout(() => setPhase('hiding'), WELCOME_TIME_LIMIT_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'hiding') {
      const timer = setTimeout(() => setPhase('gone'), WELCOME_REMOVE_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase, welcome.timeLimit]);

  if (phase === 'gone') {
    return null;
  }
  const hide = () => setPhase((now) => (now === 'shown' ? 'hiding' : now));
  const description = pick(welcome.description, language);
  const departments = [...new Set((sources ?? []).map((s) => pick(s.departmentDisplayName, language) || pick(s.title, language)))];
  return (
    <Modal
      labelledBy={titleId}
      describedBy={description ? textId : undefined}
      onClose={hide}
      initialFocus={start}
      className={phase === 'hiding' ? 'welcome-modal modal-backdrop--hiding' : 'welcome-modal'}
    >
      <h2 id={titleId} className="modal__title">
        {pick(welcome.title, language) || t('welcome.title')}
      </h2>
      {description ? <p id={textId}>{description}</p> : null}
      {features.length > 0 ? (
        <ul className="welcome-modal__features" aria-label={t('welcome.featuresLabel')}>
          {features.map((name) => {
            const [title, text] = WELCOME_FEATURES[name];
            return (
              <li key={name} data-feature={name}>
                <h3>{t(title)}</h3>
                <p>{t(text)}</p>
              </li>
            );
          })}
        </ul>
      ) : null}
      {(sources?.length ?? 0) > 1 ? (
        <p className="welcome-modal__disclaimer">
          {t('welcome.disclaimer', {
            departments: new Intl.ListFormat(INTL_LOCALES[language], { type: 'conjunction' }).format(departments),
          })}
        </p>
      ) : null}
      <div className="modal__actions">
        <button ref={start} type="button" className="button button--primary" onClick={hide}>
          {t('welcome.start')}
        </button>
      </div>
    </Modal>
  );
}
