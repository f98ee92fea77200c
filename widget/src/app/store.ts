import { configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { checkoutSlice } from '../lib/checkoutSlice';

/** A new store; the portal makes one, each test makes its own. */
export function makeStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [checkoutSlice.reducerPath]: checkoutSlice.reducer,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
