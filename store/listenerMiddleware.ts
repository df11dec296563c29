/**
 * The listener middleware's typed helpers. Each store makes its own middleware (so tests never share
 * timers) with the effects as `extra`; a feature's listeners join a store by dispatching
 * `addAppListener`, through `startFeature` (store/feature.ts).
 */
import { addListener, createListenerMiddleware, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { Effects } from './effects';
import type { RootState } from './reducer';

export type AppDispatch = ThunkDispatch<RootState, Effects, UnknownAction>;

export const makeListenerMiddleware = (effects: Effects) =>
  createListenerMiddleware<RootState, AppDispatch, Effects>({ extra: effects });

type ListenerMiddleware = ReturnType<typeof makeListenerMiddleware>;
export type AppStartListening = ListenerMiddleware['startListening'];

export const addAppListener = addListener.withTypes<RootState, AppDispatch, Effects>();
