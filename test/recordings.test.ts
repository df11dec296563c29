/**
 * Flows recorded in Chromium (npm run record-flows) replay through the real reducers to the very
 * state the page had: a reducer change that alters a flow's behaviour fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readRecording } from '../store/replay/format';
import { maskSecrets } from '../store/replay/mask';
import { comparable, replay } from '../store/replay/replay';
import { diffValues } from '../store/replay/diff';

const DIR = path.join(__dirname, 'recordings');

const FLOWS = ['complaintSubmit', 'registrationCountdown', 'cardRepaySms', 'loanConfirmReload'];

test.each(FLOWS)('the recorded %s flow replays to the state the browser had', (flow) => {
  const recording = JSON.parse(fs.readFileSync(path.join(DIR, `${flow}.json`), 'utf8'));
  const expected = comparable(JSON.parse(fs.readFileSync(path.join(DIR, `${flow}.state.json`), 'utf8')));
  const entries = readRecording(recording);
  expect(entries.length).toBeGreaterThan(5);
  const replayed = comparable(JSON.parse(JSON.stringify(maskSecrets(replay(entries)))));
  expect(diffValues(expected, replayed)).toEqual([]);
});
