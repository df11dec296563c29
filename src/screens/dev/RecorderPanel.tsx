/**
 * The tester's recorder controls on /testPreview: download this tab's recording as JSON, clear it,
 * and load a recording (ours or a Redux DevTools export) to step through its states.
 */
import { useMemo, useState } from 'react';
import { getActiveRecorder } from '../../../store/replay/active';
import { readRecording, type RecordedEntry } from '../../../store/replay/format';
import { maskSecrets } from '../../../store/replay/mask';
import { replayStates } from '../../../store/replay/replay';

function download(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function RecorderPanel() {
  const recorder = getActiveRecorder();
  const [count, setCount] = useState(() => recorder?.entries().length ?? 0);
  const [loaded, setLoaded] = useState<{ entries: RecordedEntry[]; states: unknown[] } | null>(null);
  const [error, setError] = useState('');
  const [step, setStep] = useState(0);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError('');
    try {
      const entries = readRecording(JSON.parse(await file.text()));
      setLoaded({ entries, states: replayStates(entries).map((s) => maskSecrets(s)) });
      setStep(entries.length);
    } catch (e) {
      setLoaded(null);
      setError(`Cannot replay this file: ${(e as Error).message}`);
    }
  };

  const current = useMemo(() => (loaded && step > 0 ? loaded.states[step - 1] : null), [loaded, step]);

  return (
    <section className="card" aria-labelledby="recorder-title">
      <h2 id="recorder-title">Recorder</h2>
      {recorder ? (
        <>
          <p data-testid="recorder-count">{count} actions recorded in this tab.</p>
          <div className="recorder-actions">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                recorder.flush();
                download(`recording-${Date.now()}.json`, recorder.exportRecording());
              }}
            >
              Download recording
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => {
                recorder.clear();
                setCount(0);
              }}
            >
              Clear
            </button>
            <button type="button" className="btn" onClick={() => setCount(recorder.entries().length)}>
              Refresh count
            </button>
          </div>
        </>
      ) : (
        <p className="muted">The recorder is off (set recorder: true in config.js).</p>
      )}
      <label className="field">
        <span>Replay a recording (ours or a Redux DevTools export)</span>
        <input type="file" accept="application/json,.json" onChange={(e) => void onFile(e.target.files?.[0])} />
      </label>
      {error && (
        <p role="alert" className="error-detail">
          {error}
        </p>
      )}
      {loaded && (
        <div className="replay-viewer">
          <label className="field">
            <span>
              Step {step} of {loaded.entries.length}
              {step > 0 && `: ${loaded.entries[step - 1].action.type}`}
            </span>
            <input
              type="range"
              min={0}
              max={loaded.entries.length}
              value={step}
              onChange={(e) => setStep(Number(e.target.value))}
              aria-label="Replay step"
            />
          </label>
          <div className="recorder-actions">
            <button type="button" className="btn" disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
              Back
            </button>
            <button
              type="button"
              className="btn"
              disabled={step === loaded.entries.length}
              onClick={() => setStep((s) => s + 1)}
            >
              Next
            </button>
          </div>
          <pre className="replay-state" data-testid="replay-state">
            {current ? JSON.stringify(current, null, 2) : '(initial state)'}
          </pre>
        </div>
      )}
    </section>
  );
}
