/**
 * `npm run replay -- FILE [--expect STATE.json]`: replays a recorded action log through the real
 * reducers (no network, no timers), prints the final state per slice (secrets masked), and with
 * --expect prints the differences and exits 1 when they differ. Bad input: one clear line, exit 2.
 */
import fs from 'node:fs';
import { RecordingError, readRecording } from '../store/replay/format';
import { maskSecrets } from '../store/replay/mask';
import { comparable, replay } from '../store/replay/replay';
import { diffValues } from '../store/replay/diff';

function fail(message: string): never {
  console.error(`replay: ${message}`);
  process.exit(2);
}

function readJson(file: string, what: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    fail(`cannot read ${what} "${file}"`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    fail(`${what} "${file}" is not JSON (${(e as Error).message.split('\n')[0]})`);
  }
}

function main(argv: string[]) {
  const args = argv.filter((a) => a !== '--');
  const expectAt = args.indexOf('--expect');
  const expectFile = expectAt >= 0 ? args[expectAt + 1] : undefined;
  if (expectAt >= 0 && !expectFile) fail('--expect needs a STATE.json file');
  const file = args.find((a, i) => !a.startsWith('--') && (expectAt < 0 || i !== expectAt + 1));
  if (!file) fail('usage: npm run replay -- FILE [--expect STATE.json]');

  let state: Record<string, unknown>;
  let steps: number;
  try {
    const entries = readRecording(readJson(file, 'recording'));
    steps = entries.length;
    state = maskSecrets(replay(entries));
  } catch (e) {
    if (e instanceof RecordingError) fail(e.message);
    fail(`could not replay "${file}": ${(e as Error).message}`);
  }

  console.log(`replayed ${steps} actions from ${file}\n`);
  for (const [slice, value] of Object.entries(state)) {
    console.log(`== ${slice}`);
    console.log(JSON.stringify(value, null, 2));
  }

  if (expectFile) {
    const expected = readJson(expectFile, 'expected state');
    const diffs = diffValues(comparable(expected), comparable(state));
    if (diffs.length) {
      console.log(`\n${diffs.length} difference(s) from ${expectFile}:`);
      for (const d of diffs) console.log(`  ${d}`);
      process.exit(1);
    }
    console.log(`\nsame as ${expectFile}`);
  }
}

main(process.argv.slice(2));
