/**
 * The root reducer and the API middleware, both grown as route chunks load (Redux Toolkit's own lazy
 * loading). The session is always there; every other slice injects itself into `rootReducer` when its
 * module is first imported (`slice.injectInto(rootReducer)`, with a `LazyLoadedSlices` declaration
 * beside it), and every API with `injectApi`. A branch has its initial state from the first action
 * after its injection, and selectors read it through the injected slice, so a not-yet-loaded branch
 * reads as its initial state.
 */
import { combineSlices, createDynamicMiddleware, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { sessionSlice } from './session/slice';

/** Filled in by each lazily injected slice with `declare module '../reducer'`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();
export type RootState = ReturnType<typeof rootReducer>;

/** One for every store: an API middleware added once serves each store it runs in. */
export const apiMiddleware = createDynamicMiddleware<RootState>();

interface InjectableApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

/** An API's state branch first (its middleware throws without it), then its middleware. */
export function injectApi<A extends InjectableApi>(api: A): A {
  rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer } as never);
  apiMiddleware.addMiddleware(api.middleware as Middleware<object, RootState>);
  return api;
}
