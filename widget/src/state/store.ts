import { configureStore } from '@reduxjs/toolkit';
import type { ApiExtra } from './api';
import { checkoutSlice } from './checkoutSlice';
import { QueryClient } from './query';

/**
 * A new store: the app's own slices, and in query the cache of the BFF's
 * answers. The portal makes one, the widget one with its host's origin and
 * session header, each test its own.
 */
export function makeStore(extra: ApiExtra = {}) {
  const store = configureStore({
    reducer: {
      [checkoutSlice.reducerPath]: checkoutSlice.reducer,
    },
  });
  return Object.assign(store, { query: new QueryClient(extra, store.dispatch) });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
