/**
 * The store: `makeStore(preloadedState?)` for the app and every test. Server data enters only through
 * RTK Query actions and time only through listener-dispatched actions, so a recorded action log
 * replayed through `rootReducer` rebuilds the same state (see store/replay).
 */
import { configureStore, type Middleware, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { coalitionApi } from './api/coalition';
import { legacyApi } from './api/legacy';
import { loanApi } from './api/loan';
import { promotionApi } from './api/promotion';
import { devToolsOptions } from './devtools';
import { makeListenerMiddleware } from './listeners';
import { rootReducer, type RootState } from './rootReducer';

export { rootReducer };
export type { RootState };

export interface StoreOptions {
  /** Sees every action that reaches the reducer (the action recorder). */
  onAction?: (action: unknown) => void;
  /** Extra middleware placed first (tests that watch the dispatched actions). */
  middleware?: Middleware[];
}

/** The root reducer, reporting each action first: replay needs even the actions no middleware sees. */
const observed =
  (reducer: typeof rootReducer, onAction: (action: unknown) => void): typeof rootReducer =>
  (state, action) => {
    onAction(action);
    return reducer(state, action);
  };

export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const listener = makeListenerMiddleware();
  return configureStore({
    reducer: options.onAction ? observed(rootReducer, options.onAction) : rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault()
        // `as []`: an untyped spread would erase the thunk type from AppDispatch (recorders add no dispatch type).
        .prepend(...((options.middleware ?? []) as []), listener.middleware)
        .concat(coalitionApi.middleware, loanApi.middleware, legacyApi.middleware, promotionApi.middleware),
    devTools: process.env.NODE_ENV !== 'production' ? devToolsOptions : false,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
/** Written out rather than inferred from makeStore, so listener types do not depend on the store's own type. */
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
