/**
 * The landing page's device id: random, made once per browser and kept in storage, so every get-sms
 * and register from this browser carries the same id. Storage, clock and randomness come from the
 * effects; the registration listener makes the id and enters it as `registration/deviceIdentified`.
 */
import type { Effects } from '../effects';
import { newRandomId } from '../randomId';

export const DEVICE_ID_KEY = 'landing.deviceId';

/** What an id looks like (this module's ids and the UUIDs of earlier versions); anything else is junk. */
const DEVICE_ID_PATTERN = /^[\w-]{8,64}$/;

export const isDeviceId = (value: string | null): value is string => value !== null && DEVICE_ID_PATTERN.test(value);

/** The stored id, or a new one that is stored (a browser without storage gets a fresh id each visit). */
export function loadOrCreateDeviceId(effects: Pick<Effects, 'storage' | 'now' | 'random'>): string {
  let stored: string | null = null;
  try {
    stored = effects.storage.getItem(DEVICE_ID_KEY);
  } catch {
    /* storage refused (private mode): a fresh id */
  }
  if (isDeviceId(stored)) return stored;
  const id = newRandomId(effects.now(), () => effects.random());
  try {
    effects.storage.setItem(DEVICE_ID_KEY, id);
  } catch {
    /* not kept: the id still serves this visit */
  }
  return id;
}
