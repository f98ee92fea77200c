// What the portal's shell lays over its pages: the welcome modal on a site
// that turns it on and a route that does not skip it (SHELL-39), the
// redirect warning while a redirect link is set (SHELL-43), and the site's
// chatbot (SHELL-44). This host is a small chunk fetched after the page's
// first render, and each overlay a chunk of its own, fetched only when it
// can show; the widget build leaves all of them out.
import { Suspense } from 'react';
import { lazyWithRetry } from '../../../components/lazyWithRetry';
import type { RouteMeta } from '../routeMeta';
import { useRedirectLink } from '../../../state/redirectWarning';
import { visibleSources } from '../../../lib/sources';
import type { Environment, SiteConfig, Source } from '../../../lib/types';

// Defined here rather than in lazySections.ts: only this chunk refers to
// them, so nothing of theirs rides along with the widget's first load.
const WelcomeModalLazy = lazyWithRetry(
  () => import('./WelcomeModal'),
  (m) => m.WelcomeModal,
);
const RedirectWarningLazy = lazyWithRetry(
  () => import('./RedirectWarningModal'),
  (m) => m.RedirectWarningModal,
);
const ChatbotFrameLazy = lazyWithRetry(
  () => import('./ChatbotFrame'),
  (m) => m.ChatbotFrame,
);

export interface ShellOverlaysProps {
  config: SiteConfig;
  meta: RouteMeta;
  sources: Source[] | null | undefined;
  environment: Environment;
}

export function ShellOverlays({ config, meta, sources, environment }: ShellOverlaysProps) {
  const link = useRedirectLink();
  const chatbot = config.chatbot?.url;
  return (
    <>
      {config.welcome.display && !meta.skipModal ? (
        <Suspense fallback={null}>
          <WelcomeModalLazy welcome={config.welcome} skipModal={meta.skipModal} sources={visibleSources(sources, environment)} />
        </Suspense>
      ) : null}
      {link ? (
        <Suspense fallback={null}>
          <RedirectWarningLazy link={link} loginEnabled={config.login.meta.enabled} />
        </Suspense>
      ) : null}
      {chatbot ? (
        <Suspense fallback={null}>
          <ChatbotFrameLazy url={chatbot} />
        </Suspense>
      ) : null}
    </>
  );
}
