/**
 * Shared set-up of the complaint machine tests: a real store with a started session and the complaint
 * feature's listeners, fake effects to assert on (notices, navigations, storage), the contract server
 * (msw), a tiny PNG for uploads, and a way to wait for the store without real time passing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { File as NodeFile } from 'node:buffer';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as realTimeout } from 'node:timers';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { makeStore, type AppStore, type RootState } from '../../../store';
import { complaintFeature } from '../../../store/complaint';
import { selectFlow } from '../../../store/complaint/selectors';
import { sessionStarted } from '../../../store/session/slice';
import { fakeEffects, type FakeEffects } from '../../support/effects';

// Uploads land in a throw-away folder, never in the repository.
const dataDir = mkdtempSync(path.join(tmpdir(), 'complaint-test-'));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const SESSION = {
  deviceId: 'dev-1',
  appVersion: '1.0.0',
  userId: '10001',
  sessionId: 'sess-1',
  clientType: 'ios',
  merchantNumber: '1',
  mobilePhone: '13800138000',
};

export interface Started {
  store: AppStore;
  effects: FakeEffects;
}

/** `seen` collects every action dispatched after the store is made (the session start first). */
export function startedStore(
  extra: Record<string, string> = {},
  { seen, effects = fakeEffects() }: { seen?: UnknownAction[]; effects?: FakeEffects } = {},
): Started {
  let recording = false;
  const record: Middleware = () => (next) => (action) => {
    if (recording) seen?.push(action as UnknownAction);
    return next(action);
  };
  const store = makeStore({ effects, features: [complaintFeature], middleware: seen ? [record] : [] });
  recording = true;
  store.dispatch(sessionStarted({ query: { ...SESSION, ...extra }, inAppBrowser: null, clientType: 'ios' }));
  return { store, effects };
}

/** The machine's flow, when it is writing or sending (the form's states). */
export function formFlow(store: AppStore) {
  const f = selectFlow(store.getState());
  if (f.status !== 'writing' && f.status !== 'submitting' && f.status !== 'submitted') {
    throw new Error(`not on the form: ${f.status}`);
  }
  return f;
}

/** No upload in flight (the one started has ended, well or not). */
export const uploadEnded = (s: RootState) => {
  const f = selectFlow(s);
  return f.status === 'writing' && f.uploading === null;
};

/** Lets pending promises, msw answers and file writes run (Node's own timer, so fake timers do not stop it). */
export async function until(store: AppStore, check: (s: RootState) => boolean, what = 'condition'): Promise<void> {
  for (let i = 0; i < 1000; i += 1) {
    if (check(store.getState())) return;
    await new Promise((resolve) => realTimeout(resolve, i < 20 ? 0 : 5));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** An in-app page the navigator was asked for, as a URL to read its path and query. */
export function routeOf(effects: FakeEffects, index = 0): { url: URL; replace: boolean } {
  const nav = effects.navigations[index];
  if (!nav || nav.kind !== 'route') throw new Error(`no in-app navigation #${index}`);
  return { url: new URL(nav.path, 'http://x'), replace: nav.replace };
}

const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
/** Node's File: the fetch of the test environment (undici) takes no jsdom Blob in a FormData. */
export const pngFile = (name = 'shot.png') => new NodeFile([PNG_BYTES], name, { type: 'image/png' }) as unknown as File;
