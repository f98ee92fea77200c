// Renders one part of a page (a modal, a banner) inside what the shell gives
// every page: a fresh store, the language, and the demo site sunshine/demo.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { makeStore, type AppStore } from '../state/store';
import { StoreProvider } from '../state/StoreProvider';
import { LocaleProvider } from '../lib/i18n';
import { SiteProvider } from '../lib/site';
import type { Language } from '../lib/types';

export interface PartOptions {
  language?: Language;
  /** Runs on the new store before the first render. */
  prepare?: (store: AppStore) => void;
  /** Options for userEvent.setup (e.g. advanceTimers with fake timers). */
  user?: Parameters<typeof userEvent.setup>[0];
}

export const DEMO_LOCATION = {
  dmv: false,
  client: 'sunshine',
  site: 'demo',
  siteInUrl: true,
  route: 'home',
  params: [],
  canonicalPath: '/sunshine/demo/home',
};

export function renderPart(ui: ReactElement, { language = 'en', prepare, user: userOptions }: PartOptions = {}) {
  const store = makeStore();
  prepare?.(store);
  const user = userEvent.setup(userOptions);
  const view = render(
    <StoreProvider store={store}>
      <LocaleProvider language={language}>
        <SiteProvider value={{ location: DEMO_LOCATION, clientTitle: 'Sunshine County', environment: 'dev' }}>
          {ui}
        </SiteProvider>
      </LocaleProvider>
    </StoreProvider>,
  );
  return { ...view, store, user };
}
