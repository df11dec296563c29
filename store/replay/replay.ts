/**
 * Replays recorded actions through the real reducers (no network, no timers, no listeners): the same
 * log gives the same state, step for step. A page load in the log restarts from the initial state,
 * as the page's store did. Every feature of store/features.ts is loaded, so the reducer is the full tree.
 */
import { KNOWN_PREFIXES } from '../features';
import { rootReducer, type RootState } from '../reducer';
import { PAGE_LOADED, RecordingError, type RecordedEntry } from './format';

function isKnownActionType(type: string): boolean {
  if (type === PAGE_LOADED || type.startsWith('@@')) return true;
  return KNOWN_PREFIXES.has(type.split('/')[0]);
}

const initialState = (): RootState => rootReducer(undefined, { type: '@@replay/init' });

/** The state after each step: `states[i]` is the state once entry i has been applied. */
export function replayStates(entries: RecordedEntry[]): RootState[] {
  let state = initialState();
  return entries.map(({ action }, i) => {
    if (!isKnownActionType(action.type)) {
      throw new RecordingError(`unknown action type "${action.type}" at step ${i + 1}`);
    }
    state = action.type === PAGE_LOADED ? initialState() : rootReducer(state, action);
    return state;
  });
}

export function replay(entries: RecordedEntry[]): RootState {
  const states = replayStates(entries);
  return states.length ? states[states.length - 1] : initialState();
}

/**
 * A state ready to compare with another page's. RTK Query's per-load registration nonce is no app
 * state and cannot replay (each page load draws a new one), so it is left out; so is every branch
 * still at its initial state, since a page holds only the branches its screens loaded while a replay
 * holds them all.
 */
export function comparable<T>(state: T): T {
  const strip = (value: unknown) => {
    const copy = JSON.parse(JSON.stringify(value)) as Record<string, { config?: Record<string, unknown> }>;
    for (const branch of Object.values(copy)) {
      if (branch?.config && 'middlewareRegistered' in branch.config) delete branch.config.middlewareRegistered;
    }
    return copy;
  };
  const copy = strip(state);
  const initial = strip(initialState());
  for (const key of Object.keys(copy)) {
    if (JSON.stringify(copy[key]) === JSON.stringify(initial[key])) delete copy[key];
  }
  return copy as T;
}
