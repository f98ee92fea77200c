import { configureStore } from '@reduxjs/toolkit';
import { api, type ApiExtra } from './api';
import { checkoutSlice } from './checkoutSlice';

/** A new store; the portal makes one, the widget one with its host's origin, each test its own. */
export function makeStore(extra: ApiExtra = {}) {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [checkoutSlice.reducerPath]: checkoutSlice.reducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
