// The whole document of the iframe: the status screens until the host has
// attached, then the app. Its one element is what heightChanged measures:
// the content, never the viewport (embed.css keeps it unstretched).
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { AppStore } from '../state/store';
import { LocaleProvider } from '../lib/i18n';
import type { EmbedController } from './controller';
import { EmbedApp } from './EmbedApp';
import { EmbedStatus } from './EmbedStatus';
import { observeHeight } from './height';

export interface EmbedRootProps {
  controller: EmbedController;
  store: AppStore;
  kept: URLSearchParams;
}

export function EmbedRoot({ controller, store, kept }: EmbedRootProps) {
  const phase = useSyncExternalStore(controller.subscribe, controller.phase);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? observeHeight(root.current, controller.heightChanged) : undefined), [controller]);
  return (
    <div className="embed" ref={root}>
      {phase.kind === 'attached' ? (
        <EmbedApp controller={controller} store={store} language={phase.host.language} kept={kept} />
      ) : (
        <LocaleProvider language={controller.language() ?? undefined}>
          <EmbedStatus phase={phase} />
        </LocaleProvider>
      )}
    </div>
  );
}
