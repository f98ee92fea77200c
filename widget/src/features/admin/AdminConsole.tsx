// The staff console at /admin/ (spec 001 §5 "Admin announcements"): the
// portal's only, a chunk of its own. It asks the BFF who is signed in;
// without a staff session it shows the sign-in page, and a session that
// ends while a page is open (401 staff_session_expired) brings the
// sign-in-again page, each with a button to the BFF's staff sign-in that
// returns to the page the member was on. An open form keeps its draft in
// sessionStorage (drafts.ts), so nothing typed is lost on the way.
import { Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { lazyWithRetry } from '../../components/lazyWithRetry';
import { LanguageToggle } from '../../components/ui/LanguageToggle';
import { LoadingPage, LoadFailurePage } from '../../components/ui/FullPage';
import { PageHeading } from '../../components/ui/PageHeading';
import { useDocumentTitle } from '../../lib/document';
import { useT } from '../../lib/i18n';
import '../../lib/i18n/admin';
import { useQueryClient } from '../../state/query';
import { AnnouncementsPage } from './AnnouncementsPage';
import { AuditPage } from './AuditPage';
import { getMe, isExpired, isSignedOut, mayPlan, signOut, type StaffMe } from './api';
import { ConsoleContext, type ConsoleContextValue } from './context';
import { SCHEDULED_PAYMENTS_SECTION, sectionOf, sectionPath, SECTIONS, type Section } from './routes';
import { SignInPage, type SignInReason } from './SignInPage';
import './admin.css';

/** The staff's scheduled payments with the card-input frame, a chunk of its own: the announcements never need it. */
const ScheduledPaymentsPage = lazyWithRetry(
  () => import('./ScheduledPaymentsPage'),
  (m) => m.ScheduledPaymentsPage,
);

const SECTION_LABELS = {
  announcements: 'admin.nav.announcements',
  [SCHEDULED_PAYMENTS_SECTION]: 'admin.nav.scheduledPayments',
  audit: 'admin.nav.audit',
} as const;

/** The sections the member's scopes open: scheduled payments only with a schedpay scope (ROLE-28). */
function sectionsOf(me: StaffMe): Section[] {
  return SECTIONS.filter((s) => s !== SCHEDULED_PAYMENTS_SECTION || mayPlan(me));
}

export function AdminConsole() {
  const me = getMe.useQuery();
  const [ended, setEnded] = useState<SignInReason | null>(null);
  const failed = new URLSearchParams(window.location.search).get('signin') === 'failed';
  const report = useCallback((error: unknown) => {
    if (isSignedOut(error)) {
      setEnded(isExpired(error) ? 'expired' : 'ended');
    }
  }, []);

  if (ended) {
    return <SignInPage reason={ended} />;
  }
  if (me.error && isSignedOut(me.error)) {
    return <SignInPage reason={isExpired(me.error) ? 'expired' : failed ? 'failed' : 'none'} />;
  }
  if (me.error) {
    return <LoadFailurePage onRetry={() => void me.refetch()} />;
  }
  if (!me.data) {
    return <LoadingPage />;
  }
  return <SignedIn me={me.data} report={report} onSignedOut={() => setEnded('signedOut')} />;
}

interface Message {
  text: string;
  tone: 'success' | 'danger';
}

function SignedIn({ me, report, onSignedOut }: { me: StaffMe; report: (error: unknown) => void; onSignedOut: () => void }) {
  const t = useT();
  const [path] = useLocation();
  const section = sectionOf(path);
  const [message, setMessage] = useState<Message | null>(null);
  const announce = useCallback((text: string, tone: Message['tone'] = 'success') => setMessage({ text, tone }), []);
  const context = useMemo<ConsoleContextValue>(() => ({ me, report, announce }), [me, report, announce]);
  return (
    <ConsoleContext.Provider value={context}>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <ConsoleHeader me={me} section={section} onSignedOut={onSignedOut} />
      <main id="main" className="admin">
        {/* Always in the page, so that a message put in it is read out (a polite region). */}
        <div role="status" className={message ? `admin__message admin__message--${message.tone}` : 'admin__message'}>
          {message?.text}
        </div>
        <SectionPage section={section} />
      </main>
    </ConsoleContext.Provider>
  );
}

function SectionPage({ section }: { section: Section | null }) {
  const t = useT();
  useDocumentTitle(t('admin.title'));
  switch (section) {
    case 'announcements':
      return <AnnouncementsPage />;
    case 'audit':
      return <AuditPage />;
    case SCHEDULED_PAYMENTS_SECTION:
      return (
        <Suspense fallback={<p>{t('common.loading')}</p>}>
          <ScheduledPaymentsPage />
        </Suspense>
      );
    default:
      return (
        <>
          <PageHeading>{t('admin.notFound.heading')}</PageHeading>
          <p>
            <Link href={sectionPath('announcements')}>{t('admin.nav.announcements')}</Link>
          </p>
        </>
      );
  }
}

function ConsoleHeader({ me, section, onSignedOut }: { me: StaffMe; section: Section | null; onSignedOut: () => void }) {
  const t = useT();
  const client = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    // The session is over either way: a failed sign-out leaves a session
    // that ends with its short token, and the page says signed out.
    await signOut.run(client, undefined);
    client.reset();
    onSignedOut();
  };
  return (
    <header className="admin__header">
      <div className="admin__brand">
        <p className="admin__title">{t('admin.title')}</p>
        <p className="admin__who">{t('admin.signedInAs', { name: me.name || me.email, email: me.email })}</p>
        <p className="admin__who">{t('admin.sites', { sites: me.sites.join(', ') })}</p>
      </div>
      <nav aria-label={t('admin.nav.label')} className="admin__nav">
        <ul>
          {sectionsOf(me).map((s) => (
            <li key={s}>
              <Link href={sectionPath(s)} aria-current={s === section ? 'page' : undefined}>
                {t(SECTION_LABELS[s])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin__tools">
        <LanguageToggle />
        <button type="button" className="button button--secondary" onClick={() => void leave()} disabled={leaving}>
          {t('admin.signOut')}
        </button>
      </div>
    </header>
  );
}
