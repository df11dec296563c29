/**
 * The landing page's device id: random, made once per browser and kept in localStorage, so every
 * get-sms and register from this browser carries the same id. Only the registration listener calls it.
 */
export const DEVICE_ID_KEY = 'landing.deviceId';

function randomId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The stored id, or a new one that is stored (a browser without storage gets a fresh id each visit). */
export function loadOrCreateDeviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage()): string {
  try {
    const stored = storage?.getItem(DEVICE_ID_KEY);
    if (stored) return stored;
  } catch {
    /* storage refused (private mode): fall through to a fresh id */
  }
  const id = randomId();
  try {
    storage?.setItem(DEVICE_ID_KEY, id);
  } catch {
    /* not kept: the id still serves this visit */
  }
  return id;
}

function safeStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}
