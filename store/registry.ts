/**
 * The reducers and API middleware of the running stores, grown as route chunks load. Each slice and
 * each API registers itself when its module is first imported (`addSlice`, `addApi`), so a page's
 * first load carries only the state machines its own screens use (issue 9's budgets). Every live
 * store is told of each addition: `replaceReducer` gives the new branch its initial state at once
 * (the standard `@@redux/REPLACE` action), and the API's middleware joins the store's dynamic
 * middleware. The full static tree for replay and types stays in rootReducer.ts.
 */
import { combineReducers, type Middleware, type Reducer } from '@reduxjs/toolkit';

export interface SliceLike {
  reducerPath: string;
  reducer: Reducer;
}

export interface ApiLike extends SliceLike {
  middleware: Middleware;
}

interface LiveStore {
  reducerAdded(): void;
  middlewareAdded(middleware: Middleware): void;
}

const reducers: Record<string, Reducer> = {};
const middleware: Middleware[] = [];
const live = new Set<LiveStore>();
let combined: Reducer = (state: unknown = {}) => state;

export function addSlice({ reducerPath, reducer }: SliceLike): void {
  if (reducers[reducerPath] === reducer) return;
  reducers[reducerPath] = reducer;
  combined = combineReducers(reducers);
  for (const store of live) store.reducerAdded();
}

/** The reducer first: an RTK Query middleware throws when its state branch is missing. */
export function addApi(api: ApiLike): void {
  addSlice(api);
  if (middleware.includes(api.middleware)) return;
  middleware.push(api.middleware);
  for (const store of live) store.middlewareAdded(api.middleware);
}

/** The reducer of every store: whatever has registered so far, combined. */
export const registeredReducer: Reducer = (state, action) => combined(state, action);

/** Connects a new store: it gets the middleware registered so far and hears of later additions. */
export function connectStore(store: LiveStore): void {
  for (const m of middleware) store.middlewareAdded(m);
  live.add(store);
}
