/**
 * Flows recorded in Chromium (npm run record-flows) replay through the real reducers to the very
 * state the page had: a reducer change that alters a flow's behaviour fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readRecording } from '../store/replay/format';
import { maskSecrets } from '../store/replay/mask';
import { replay } from '../store/replay/replay';
import { diffValues } from '../store/replay/diff';

const DIR = path.join(__dirname, 'recordings');

/** RTK Query's per-load registration nonce is no app state and cannot replay: left out on both sides. */
function withoutRegistration(state: Record<string, unknown>) {
  for (const slice of Object.values(state)) {
    const config = (slice as { config?: Record<string, unknown> })?.config;
    if (config && 'middlewareRegistered' in config) delete config.middlewareRegistered;
  }
  return state;
}
const FLOWS = ['complaintSubmit', 'registrationCountdown', 'cardRepaySms', 'loanConfirmReload'];

test.each(FLOWS)('the recorded %s flow replays to the state the browser had', (flow) => {
  const recording = JSON.parse(fs.readFileSync(path.join(DIR, `${flow}.json`), 'utf8'));
  const expected = withoutRegistration(JSON.parse(fs.readFileSync(path.join(DIR, `${flow}.state.json`), 'utf8')));
  const entries = readRecording(recording);
  expect(entries.length).toBeGreaterThan(5);
  const replayed = withoutRegistration(JSON.parse(JSON.stringify(maskSecrets(replay(entries)))));
  expect(diffValues(expected, replayed)).toEqual([]);
});
