/** TEMPORARY (renovation in progress): listeners modules not yet turned into features. Deleted when every feature is moved. */
import type { Feature } from './feature';
import type { AppStartListening } from './listenerMiddleware';

export type { AppStartListening };
type Registration = (startListening: AppStartListening) => void;

const registrations: Registration[] = [];
const live = new Set<AppStartListening>();

export function addListeners(register: Registration): void {
  if (registrations.includes(register)) return;
  registrations.push(register);
  for (const start of live) register(start);
}

export const legacyFeature: Feature = {
  prefixes: [],
  setupListeners: (start) => {
    live.add(start);
    registrations.forEach((register) => register(start));
  },
};
