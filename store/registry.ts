/** TEMPORARY (renovation in progress): the old self-registration, on top of store/reducer.ts. Deleted when every feature is moved. */
import type { Middleware, Reducer } from '@reduxjs/toolkit';
import { injectApi, rootReducer } from './reducer';

export function addSlice(slice: { reducerPath: string; reducer: Reducer }): void {
  rootReducer.inject(slice as never);
}

export function addApi(api: { reducerPath: string; reducer: Reducer; middleware: Middleware }): void {
  injectApi(api);
}
