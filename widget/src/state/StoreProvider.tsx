// Gives the components below a store: its slices (react-redux) and its query cache.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { QueryProvider } from './query';
import type { AppStore } from './store';

export function StoreProvider({ store, children }: { store: AppStore; children?: ReactNode }) {
  return (
    <Provider store={store}>
      <QueryProvider client={store.query}>{children}</QueryProvider>
    </Provider>
  );
}
