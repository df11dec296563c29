/**
 * A feature: the state machines of one part of the product (their slices inject themselves when
 * imported), the action-type prefixes its events use, and the listeners that give it effects. A route
 * starts the features its screen declares (src/routes.tsx); tests start them with makeStore.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { addAppListener, type AppStartListening } from './listenerMiddleware';

export interface Feature {
  /** Action-type prefixes of its events (slice names, API reducer paths, listener-only events). */
  readonly prefixes: readonly string[];
  /** Adds the feature's listeners. Called once per store: a second call adds nothing. */
  readonly setupListeners?: (startListening: AppStartListening) => void;
}

const started = new WeakMap<Dispatch, Set<Feature>>();

/** Gives a store the feature's listeners, once. */
export function startFeature(store: { dispatch: Dispatch }, feature: Feature): void {
  const done = started.get(store.dispatch) ?? new Set<Feature>();
  started.set(store.dispatch, done);
  if (done.has(feature) || !feature.setupListeners) return;
  done.add(feature);
  const startListening = ((options: Parameters<AppStartListening>[0]) =>
    store.dispatch(addAppListener(options as never) as never)) as unknown as AppStartListening;
  feature.setupListeners(startListening);
}
