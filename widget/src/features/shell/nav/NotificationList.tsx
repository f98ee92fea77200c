// The notifications list's content (SHELL-13): each notification's subject
// and text in the interface language with the day it was posted, or a note
// that there are none. A chunk of its own (Notifications.tsx), so that the
// date formatting stays out of a page's first load.
import { formatDate } from '../../../lib/format';
import { pick, useLanguage, useT } from '../../../lib/i18n';
import '../../../lib/i18n/nav';
import type { Notification } from '../../../lib/types';

export function NotificationList({ shown }: { shown: readonly Notification[] }) {
  const t = useT();
  const { language } = useLanguage();
  if (shown.length === 0) {
    return <p>{t('nav.notificationsNone')}</p>;
  }
  return (
    <ul className="notifications__list">
      {shown.map((n) => (
        <li key={n.id} className="notifications__item">
          <strong className="notifications__subject">{pick(n.subject, language)}</strong>
          <span>{pick(n.text, language)}</span>
          <time className="notifications__date" dateTime={n.createdAt}>
            {formatDate(n.createdAt, language)}
          </time>
        </li>
      ))}
    </ul>
  );
}
