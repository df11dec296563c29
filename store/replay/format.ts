/**
 * Recording files: our own format, a bare array of actions, or a Redux DevTools export (its JSON of
 * the lifted state). All are read into one list of actions; anything else is refused with a reason.
 */
import type { UnknownAction } from '@reduxjs/toolkit';

export const RECORDING_FORMAT = 'loan-h5-recording';
/** Marks a full page load: the page's store started afresh here. */
export const PAGE_LOADED = '@@recorder/pageLoaded';

export interface RecordedEntry {
  /** ms since the epoch when the action was dispatched. */
  t: number;
  action: UnknownAction;
}

export interface Recording {
  format: typeof RECORDING_FORMAT;
  version: 1;
  exportedAt: string;
  entries: RecordedEntry[];
}

export class RecordingError extends Error {}

const isAction = (a: unknown): a is UnknownAction =>
  !!a && typeof a === 'object' && typeof (a as { type?: unknown }).type === 'string';

const maybeJson = (v: unknown): unknown => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);

export function readRecording(input: unknown): RecordedEntry[] {
  if (Array.isArray(input)) {
    return input.map((item, i) => {
      const action = isAction(item) ? item : (item as { action?: unknown })?.action;
      if (!isAction(action)) throw new RecordingError(`entry ${i} is not an action (no string "type")`);
      return { t: Number((item as { t?: unknown }).t) || 0, action };
    });
  }
  if (!input || typeof input !== 'object') throw new RecordingError('not a recording: expected an object or an array');
  const obj = input as Record<string, unknown>;
  if (obj.format === RECORDING_FORMAT) {
    if (!Array.isArray(obj.entries)) throw new RecordingError('recording has no "entries" array');
    return readRecording(obj.entries);
  }
  if ('actionsById' in obj) return readDevTools(obj);
  if ('payload' in obj && typeof obj.payload === 'string' && obj.preloadedState !== undefined) {
    // DevTools "export" wraps the lifted state as a string in some versions.
    return readDevTools(JSON.parse(obj.payload) as Record<string, unknown>);
  }
  throw new RecordingError(
    `unknown recording format (expected "${RECORDING_FORMAT}", an action array or a Redux DevTools export)`,
  );
}

function readDevTools(lifted: Record<string, unknown>): RecordedEntry[] {
  const byId = maybeJson(lifted.actionsById) as Record<string, { action?: unknown; timestamp?: number }>;
  if (!byId || typeof byId !== 'object') throw new RecordingError('DevTools export has no actionsById');
  const skipped = new Set((maybeJson(lifted.skippedActionIds) as number[] | undefined) ?? []);
  const order = (maybeJson(lifted.stagedActionIds) as number[] | undefined) ?? Object.keys(byId).map(Number);
  const entries: RecordedEntry[] = [];
  for (const id of order) {
    const lifted = byId[String(id)];
    if (!lifted || skipped.has(id)) continue;
    if (!isAction(lifted.action)) throw new RecordingError(`DevTools action ${id} has no type`);
    if (lifted.action.type.startsWith('@@INIT') || lifted.action.type === '@@redux/INIT') continue;
    entries.push({ t: Number(lifted.timestamp) || 0, action: lifted.action });
  }
  return entries;
}
