/**
 * The listener middleware's typed helpers. Each store makes its own middleware (so tests never share
 * timers) with the effects as `extra`; a feature's listeners join a store by dispatching
 * `addAppListener`, through `startFeature` (store/feature.ts).
 */
import {
  addListener,
  createListenerMiddleware,
  type ListenerEffectAPI,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { Effects } from './effects';
import type { RootState } from './reducer';

export type AppDispatch = ThunkDispatch<RootState, Effects, UnknownAction>;

export const makeListenerMiddleware = (effects: Effects) =>
  createListenerMiddleware<RootState, AppDispatch, Effects>({ extra: effects });

type ListenerMiddleware = ReturnType<typeof makeListenerMiddleware>;
export type AppStartListening = ListenerMiddleware['startListening'];

export const addAppListener = addListener.withTypes<RootState, AppDispatch, Effects>();

type AppListenerApi = ListenerEffectAPI<RootState, AppDispatch, Effects>;

/**
 * An effect that ignores its event while an earlier run of it is still going: a double tap on a button
 * that makes a file makes one file, and opens one share sheet.
 */
export const oneAtATime =
  <A>(effect: (action: A, api: AppListenerApi) => Promise<void>) =>
  async (action: A, api: AppListenerApi): Promise<void> => {
    api.unsubscribe();
    try {
      await effect(action, api);
    } finally {
      api.subscribe();
    }
  };
