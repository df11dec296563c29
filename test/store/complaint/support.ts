/**
 * Shared set-up of the complaint machine tests: a real store with a started session, the contract
 * server (msw), a tiny PNG for uploads, and a way to wait for the store without real time passing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { File as NodeFile } from 'node:buffer';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as realTimeout } from 'node:timers';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { makeStore, type AppStore, type RootState } from '../../../store';
import { sessionStarted } from '../../../store/session/slice';
import { fakeEffects } from '../../support/effects';

// Uploads land in a throw-away folder, never in the repository.
const dataDir = mkdtempSync(path.join(tmpdir(), 'complaint-test-'));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

export const SESSION = {
  deviceId: 'dev-1',
  appVersion: '1.0.0',
  userId: '10001',
  sessionId: 'sess-1',
  clientType: 'ios',
  merchantNumber: '1',
  mobilePhone: '13800138000',
};

export function startedStore(extra: Record<string, string> = {}, seen?: UnknownAction[]): AppStore {
  const record: Middleware = () => (next) => (action) => {
    seen?.push(action as UnknownAction);
    return next(action);
  };
  const store = makeStore({ effects: fakeEffects(), middleware: seen ? [record] : [] });
  store.dispatch(sessionStarted({ query: { ...SESSION, ...extra }, inAppBrowser: null, clientType: 'ios' }));
  return store;
}

/** Lets pending promises, msw answers and file writes run (Node's own timer, so fake timers do not stop it). */
export async function until(store: AppStore, check: (s: RootState) => boolean, what = 'condition'): Promise<void> {
  for (let i = 0; i < 1000; i += 1) {
    if (check(store.getState())) return;
    await new Promise((resolve) => realTimeout(resolve, i < 20 ? 0 : 5));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
/** Node's File: the fetch of the test environment (undici) takes no jsdom Blob in a FormData. */
export const pngFile = (name = 'shot.png') => new NodeFile([PNG_BYTES], name, { type: 'image/png' }) as unknown as File;
