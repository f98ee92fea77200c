// Renders the whole portal at a path, with a fresh store, against the msw BFF.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { App } from '../app/App';
import { makeStore, type AppStore } from '../state/store';
import { FRAME_SOURCE } from '../lib/cardFrame';
import { WALLET_ORIGIN } from './checkoutFixtures';

export interface RenderOptions {
  /** Runs on the new store before the first render (e.g. to choose a tender). */
  prepare?: (store: AppStore) => void;
  /** Renders in StrictMode, where effects run twice. */
  strict?: boolean;
  /** Options for userEvent.setup (e.g. advanceTimers with fake timers). */
  user?: Parameters<typeof userEvent.setup>[0];
}

export function renderPortal(path: string, options: RenderOptions = {}) {
  window.history.replaceState(null, '', path);
  const store = makeStore();
  options.prepare?.(store);
  const user = userEvent.setup(options.user);
  const app = <App store={store} />;
  const view = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, store, user };
}

/** The path in the address bar. */
export function currentPath(): string {
  return window.location.pathname;
}

/** The card-input iframe on the page, by its title. */
export function cardFrame(title = 'Card details'): HTMLIFrameElement {
  return screen.getByTitle(title) as HTMLIFrameElement;
}

/** Delivers a message as if the card-input frame had posted it. */
export function fromFrame(
  data: Record<string, unknown>,
  { origin = WALLET_ORIGIN, source }: { origin?: string; source?: Window | null } = {},
): void {
  const from = source === undefined ? cardFrame().contentWindow : source;
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { source: FRAME_SOURCE, ...data }, origin, source: from }));
  });
}
