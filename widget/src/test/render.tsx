// Renders the whole portal at a path, with a fresh store, against the msw BFF.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app/App';
import { makeStore } from '../app/store';

export function renderPortal(path: string) {
  window.history.replaceState(null, '', path);
  const store = makeStore();
  const user = userEvent.setup();
  const view = render(<App store={store} />);
  return { ...view, store, user };
}

/** The path in the address bar. */
export function currentPath(): string {
  return window.location.pathname;
}
