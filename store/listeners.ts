/**
 * The one listener middleware. Each state machine's listeners module adds its effects (timers,
 * storage, navigation, bridge calls) with `addListeners` when it is first imported, so a route chunk
 * brings its own effects; a fresh middleware is made per store so tests never share timers, and
 * every live store starts the effects added after it was made.
 */
import { createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './index';

export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
type Registration = (startListening: AppStartListening) => void;

const registrations: Registration[] = [];
const live = new Set<AppStartListening>();

export function addListeners(register: Registration): void {
  if (registrations.includes(register)) return;
  registrations.push(register);
  for (const start of live) register(start);
}

export function makeListenerMiddleware() {
  const listener = createListenerMiddleware();
  const start = listener.startListening as AppStartListening;
  for (const register of registrations) register(start);
  live.add(start);
  return listener;
}
