// What the widget shows while it waits for its host, and when it refuses to
// run (spec 000 §8: outside an iframe, no attach within 30 seconds; an
// origin that is not on the site's allow-list).
import { FullPage } from '../components/ui/FullPage';
import { LoadFailure } from '../components/ui/LoadFailure';
import { Loading } from '../components/ui/Loading';
import { useT } from '../lib/i18n';
import type { MessageKey } from '../lib/i18n/en';
import type { EmbedFailure, EmbedPhase } from './controller';

const FAILURES: Record<Exclude<EmbedFailure, 'unavailable'>, { title: MessageKey; guide: MessageKey }> = {
  'not-in-iframe': { title: 'embed.iframeOnly', guide: 'embed.iframeOnly.guide' },
  'origin-rejected': { title: 'embed.originRejected', guide: 'embed.failureGuide' },
  'unknown-site': { title: 'embed.unknownSite', guide: 'embed.failureGuide' },
  'attach-timeout': { title: 'embed.attachTimeout', guide: 'embed.failureGuide' },
};

export function EmbedStatus({ phase }: { phase: Exclude<EmbedPhase, { kind: 'attached' }> }) {
  const t = useT();
  if (phase.kind === 'waiting') {
    return (
      <FullPage name="embed-waiting">
        <Loading label={t('embed.connecting')} />
      </FullPage>
    );
  }
  if (phase.failure === 'unavailable') {
    return (
      <FullPage name="load-failure">
        <LoadFailure onRetry={() => window.location.reload()} />
      </FullPage>
    );
  }
  const { title, guide } = FAILURES[phase.failure];
  return (
    <FullPage name={`embed-${phase.failure}`}>
      <div className="embed-failure" role="alert">
        <h1>{t(title)}</h1>
        <p>{t(guide)}</p>
      </div>
    </FullPage>
  );
}
