/**
 * The action recorder: every action the reducer sees (including RTK Query's internal ones, which a
 * middleware would miss) with its time, masked (by action type, then by key: store/replay/mask.ts)
 * before it is kept, in a bounded ring (memory stays bounded in a long session). It keeps the log in
 * sessionStorage so a tester's session survives the full page loads between screens; `/testPreview`
 * downloads it.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { PAGE_LOADED, RECORDING_FORMAT, type RecordedEntry, type Recording } from './format';
import { maskAction, maskUrl } from './mask';
import { sessionStore } from './recorderFlag';

const RECORDER_LIMIT = 2000;
const STORAGE_KEY = 'recorder:log';

export interface Recorder {
  /** Records one action; the store calls it for every action its reducer sees. */
  record(action: unknown): void;
  entries(): RecordedEntry[];
  clear(): void;
  exportRecording(): Recording;
  /** Writes the log to sessionStorage now (also done on page hide). */
  flush(): void;
}

export function createRecorder({
  limit = RECORDER_LIMIT,
  persist = true,
  now = () => Date.now(),
  path = typeof location === 'undefined' ? '' : location.pathname + location.search + location.hash,
  capture = true,
}: {
  limit?: number;
  persist?: boolean;
  now?: () => number;
  path?: string;
  /** false on the test page: it exports and clears the log but is no part of the session it records. */
  capture?: boolean;
} = {}): Recorder {
  let entries: RecordedEntry[] = [];
  const store = persist ? sessionStore() : null;
  if (store) {
    try {
      const saved = JSON.parse(store.getItem(STORAGE_KEY) ?? '[]') as unknown;
      // Masked again on the way in: a log an older page kept holds nothing the current rules would hide.
      if (Array.isArray(saved))
        entries = (saved as RecordedEntry[])
          .slice(-limit)
          .map((entry) => ({ ...entry, action: maskAction(entry.action) }));
    } catch {
      entries = [];
    }
  }
  const push = (action: UnknownAction) => {
    entries.push({ t: now(), action: maskAction(action) });
    if (entries.length > limit) entries.splice(0, entries.length - limit);
  };
  if (capture) push({ type: PAGE_LOADED, payload: { path: maskUrl(path) } });

  const flush = () => {
    if (!store) return;
    try {
      store.setItem(STORAGE_KEY, JSON.stringify(entries));
    } catch {
      // Storage full: keep the newest half rather than lose the session.
      entries.splice(0, Math.floor(entries.length / 2));
    }
  };
  if (store && capture && typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flush);
  }

  const record = (action: unknown) => {
    const type = (action as UnknownAction | null)?.type;
    // Redux's own init probes carry random names and change nothing: not worth a line.
    if (capture && typeof type === 'string' && !type.startsWith('@@redux/')) {
      push(action as UnknownAction);
    }
  };

  return {
    record,
    entries: () => entries.slice(),
    clear: () => {
      entries = [];
      store?.removeItem(STORAGE_KEY);
    },
    exportRecording: () => ({
      format: RECORDING_FORMAT,
      version: 1,
      exportedAt: new Date(now()).toISOString(),
      entries: entries.slice(),
    }),
    flush,
  };
}
