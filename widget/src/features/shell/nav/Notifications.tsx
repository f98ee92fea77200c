// SHELL-13: the notifications of a site that shows announcements, behind a
// bell whose badge counts them (spec 001 §2: "megaphone badge count"). The
// list names each notification's subject and text in the interface
// language, newest first, with the day it was posted. On a wide window it
// opens by itself once per browser session when the site asks for it
// (CONST-14), without taking focus. The list's content is fetched when it
// first opens, or when the pointer or focus reaches the bell.
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { lazyWithRetry } from '../../../components/lazyWithRetry';
import { Loading } from '../../../components/ui/Loading';
import { useLanguage, useT } from '../../../lib/i18n';
import '../../../lib/i18n/nav';
import type { Notification } from '../../../lib/types';
import { BellIcon } from './icons';
import { claimPreExpand, notificationsToShow } from './notifications';
import { useDismiss } from './useDismiss';
import './nav.css';

const NotificationList = /* @__PURE__ */ lazyWithRetry(
  () => import('./NotificationList'),
  (m) => m.NotificationList,
);

export interface NotificationsProps {
  notifications: readonly Notification[];
  /** The site's pre-expand setting (install.preExpandNotifications). */
  preExpand: boolean;
}

export function Notifications({ notifications, preExpand }: NotificationsProps) {
  const t = useT();
  const id = useId();
  const { language } = useLanguage();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, button, panel);

  const shown = notificationsToShow(notifications, language);
  const count = shown.length;
  const hasAny = count > 0;
  useEffect(() => {
    if (preExpand && hasAny && claimPreExpand(window.innerWidth)) {
      setOpen(true);
    }
  }, [preExpand, hasAny]);

  const name =
    count === 0 ? t('nav.notifications') : count === 1 ? t('nav.notificationsOne') : t('nav.notificationsMany', { count });
  return (
    <div className="notifications">
      <button
        ref={button}
        type="button"
        className="nav-button notifications__button"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        aria-label={name}
        onClick={() => setOpen((v) => !v)}
        onPointerEnter={() => void NotificationList.preload()}
        onFocus={() => void NotificationList.preload()}
      >
        <BellIcon />
        {hasAny ? (
          <span className="nav-badge" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
      {/* Focusable, so that a long list scrolls from the keyboard too. */}
      <section
        ref={panel}
        id={`${id}-panel`}
        className="popover notifications__panel"
        aria-labelledby={`${id}-title`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region is focusable (see above)
        tabIndex={0}
        hidden={!open}
      >
        <p id={`${id}-title`} className="popover__title">
          {t('nav.notifications')}
        </p>
        {open ? (
          <Suspense fallback={<Loading />}>
            <NotificationList shown={shown} />
          </Suspense>
        ) : null}
      </section>
    </div>
  );
}
