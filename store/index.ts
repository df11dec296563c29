/**
 * The store: `makeStore({ effects, ... })` for the app and every test. Server data enters only through
 * RTK Query actions and time only through listener-dispatched actions, so a recorded action log
 * replayed through the full reducer (store/features.ts) rebuilds the same state (see store/replay).
 *
 * The store starts with the session and grows as route chunks load: slices inject themselves into
 * `rootReducer`, APIs add their middleware to `apiMiddleware` (store/reducer.ts), and a route starts
 * the listeners of the features its screen declares (store/feature.ts).
 */
import { configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { freezeAnswers } from './api/freezeAnswers';
import { devToolsOptions } from './devtools';
import type { Effects } from './effects';
import { startFeature, type Feature } from './feature';
import { makeListenerMiddleware, type AppDispatch } from './listenerMiddleware';
import { nativeFeature } from './native';
import { navigationFeature } from './navigation';
import { apiMiddleware, rootReducer, type RootState } from './reducer';
import { reportingFeature } from './reporting';

export type { RootState, AppDispatch };

export interface StoreOptions {
  /** The world outside the store: the app's real effects, or a test's fakes. */
  effects: Effects;
  preloadedState?: Partial<RootState>;
  /** Features whose listeners start at once (tests; the app starts them per route). */
  features?: readonly Feature[];
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

export function makeStore({ effects, preloadedState, features = [], onAction, middleware = [] }: StoreOptions) {
  const listener = makeListenerMiddleware(effects);
  const reducer: Reducer<RootState> = (state, action) => rootReducer(state, action);
  const store = configureStore({
    reducer: onAction ? observed(reducer, onAction) : reducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: effects },
        // Development-only checks; a 5,000-complaint list takes them longer than the default 32 ms.
        serializableCheck: { warnAfter: 128 },
        immutableCheck: { warnAfter: 128 },
      })
        // `as []`: an untyped spread would erase the thunk type from AppDispatch (recorders add no dispatch type).
        .prepend(...(middleware as []), listener.middleware)
        .concat(apiMiddleware.middleware, freezeAnswers),
    devTools: process.env.NODE_ENV !== 'production' ? devToolsOptions : false,
  });
  // Every page can change page, call the shell and report a failed call.
  for (const feature of [navigationFeature, nativeFeature, reportingFeature, ...features]) startFeature(store, feature);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
