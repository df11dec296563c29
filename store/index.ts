/**
 * The store: `makeStore(preloadedState?)` for the app and every test. Server data enters only through
 * RTK Query actions and time only through listener-dispatched actions, so a recorded action log
 * replayed through `rootReducer` rebuilds the same state (see store/replay).
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { coalitionApi } from './api/coalition';
import { legacyApi } from './api/legacy';
import { loanApi } from './api/loan';
import { promotionApi } from './api/promotion';
import complaint from './complaint/slice';
import confirmReload from './confirmReload/slice';
import legacyRepay from './legacyRepay/slice';
import { makeListenerMiddleware } from './listeners';
import rating from './rating/slice';
import session from './session/slice';
import sms from './sms/slice';
import registration from './registration/slice';
import officialForm from './officialForm/slice';
import { devToolsOptions } from './devtools';

export const rootReducer = combineReducers({
  session,
  complaint,
  sms,
  rating,
  confirmReload,
  legacyRepay,
  registration,
  officialForm,
  [coalitionApi.reducerPath]: coalitionApi.reducer,
  [loanApi.reducerPath]: loanApi.reducer,
  [legacyApi.reducerPath]: legacyApi.reducer,
  [promotionApi.reducerPath]: promotionApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** Extra middleware placed first (the action recorder). */
  middleware?: import('@reduxjs/toolkit').Middleware[];
}

export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const listener = makeListenerMiddleware();
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault()
        .prepend(...(options.middleware ?? []), listener.middleware)
        .concat(coalitionApi.middleware, loanApi.middleware, legacyApi.middleware, promotionApi.middleware),
    devTools: process.env.NODE_ENV !== 'production' ? devToolsOptions : false,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
