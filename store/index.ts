/**
 * The store: `makeStore(preloadedState?)` for the app and every test. Server data enters only through
 * RTK Query actions and time only through listener-dispatched actions, so a recorded action log
 * replayed through `rootReducer` rebuilds the same state (see store/replay).
 *
 * The store starts with what the entry imports (the session) and grows as route chunks load: slices,
 * APIs (store/registry.ts) and listeners (store/listeners.ts) register themselves on first import.
 * Its state type is the full tree of rootReducer.ts; a branch is there once its module has loaded.
 */
import {
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { devToolsOptions } from './devtools';
import { makeListenerMiddleware } from './listeners';
// Every store has the session: every call reads it.
import './session/slice';
import { connectStore, registeredReducer } from './registry';
import type { RootState } from './rootReducer';

export type { RootState };

export interface StoreOptions {
  /** Sees every action that reaches the reducer (the action recorder). */
  onAction?: (action: unknown) => void;
  /** Extra middleware placed first (tests that watch the dispatched actions). */
  middleware?: Middleware[];
}

/** The root reducer, reporting each action first: replay needs even the actions no middleware sees. */
const observed =
  (reducer: Reducer<RootState>, onAction: (action: unknown) => void): Reducer<RootState> =>
  (state, action) => {
    onAction(action);
    return reducer(state, action);
  };

export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const listener = makeListenerMiddleware();
  const apis = createDynamicMiddleware();
  const base = registeredReducer as Reducer<RootState>;
  const reducer = options.onAction ? observed(base, options.onAction) : base;
  const store = configureStore({
    reducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault()
        // `as []`: an untyped spread would erase the thunk type from AppDispatch (recorders add no dispatch type).
        .prepend(...((options.middleware ?? []) as []), listener.middleware)
        .concat(apis.middleware),
    devTools: process.env.NODE_ENV !== 'production' ? devToolsOptions : false,
  });
  connectStore({
    reducerAdded: () => store.replaceReducer(reducer),
    middlewareAdded: (m) => apis.addMiddleware(m as Middleware<object, RootState>),
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
/** Written out rather than inferred from makeStore, so listener types do not depend on the store's own type. */
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
