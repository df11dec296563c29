/**
 * One complaint submission, one complaint: every try of it (after a lost answer, a reload, a killed
 * WebView) carries the same Idempotency-Key on problem-save, kept with the draft until the server
 * answers; a new key after the server answered or when what is submitted changes. Against the
 * contract server, whose `lost` fault saves and then drops the answer.
 */
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import { armFault, clearFaults } from '../../../server/faults';
import { state as serverState } from '../../../server/state';
import {
  formOpened,
  imageRemoved,
  registerFile,
  imagePicked,
  submitPressed,
  textChanged,
} from '../../../store/complaint';
import { parseDraft } from '../../../store/complaint/draftStorage';
import { selectAttempt, selectFlow } from '../../../store/complaint/selectors';
import { draftRestored } from '../../../store/complaint/slice';
import type { AppStore } from '../../../store';
import { fakeEffects, type FakeEffects } from '../../support/effects';
import { pngFile, startedStore, until, uploadEnded } from './support';

const TARGET = { orderNo: '174', type: '2', sonType: '' };
const KEY = 'complaintDraft:174:2:';
const TEXT = 'Me cobraron una comisión que no estaba en la cotización';

/** Every problem-save that reached the server: its Idempotency-Key and its text. */
let saves: { key: string | null; text: string | null }[] = [];

beforeEach(() => {
  saves = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.includes('/coalition/problem-save')) return;
    const body = new URLSearchParams(await request.clone().text());
    saves.push({ key: request.headers.get('Idempotency-Key'), text: body.get('problemDetail') });
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  clearFaults();
});

/** Fake effects whose randomness differs on every draw (the default answers 0.5 always). */
function effectsWithRandomness(stored?: Map<string, string>): FakeEffects {
  let n = 0;
  const effects = fakeEffects({ random: () => ((n += 1) * 0.137) % 1 });
  stored?.forEach((v, k) => effects.stored.set(k, v));
  return effects;
}

/** A page of the form: a new store (as after a reload), over the phone's storage. */
function openPage(stored?: Map<string, string>) {
  const started = startedStore({}, { effects: effectsWithRandomness(stored) });
  started.store.dispatch(formOpened(TARGET));
  return started;
}

const savedOnServer = () => serverState.complaints.filter((c) => c.content === TEXT).length;
const back = (s: ReturnType<AppStore['getState']>) => selectFlow(s).status === 'writing';
const submitted = (s: ReturnType<AppStore['getState']>) => selectFlow(s).status === 'submitted';

async function submit(store: AppStore, done = back) {
  store.dispatch(submitPressed());
  await until(store, done, 'the answer');
}

test('a lost answer, then Submit again: the same key, and the server has saved one complaint', async () => {
  const { store, effects } = openPage();
  store.dispatch(textChanged(TEXT));
  armFault('problem-save', 'lost', 1);
  await submit(store);
  expect(effects.said()).toEqual(['complaintNotSent']);
  expect(savedOnServer()).toBe(1);
  await submit(store, submitted);
  expect(saves).toHaveLength(2);
  expect(saves[0].key).toMatch(/^[\w-]{16,}$/);
  expect(saves[1].key).toBe(saves[0].key);
  expect(savedOnServer()).toBe(1);
  // Saved: the key went with the draft; nothing of the submission is left.
  expect(effects.stored.has(KEY)).toBe(false);
  expect(selectAttempt(store.getState())).toBeNull();
});

test('a lost answer, the page reloaded: Submit of the restored draft repeats the key', async () => {
  const first = openPage();
  first.store.dispatch(textChanged(TEXT));
  armFault('problem-save', 'lost', 1);
  await submit(first.store);
  expect(parseDraft(first.effects.stored.get(KEY) ?? null)?.pending?.key).toBe(saves[0].key);

  const second = openPage(first.effects.stored);
  expect(selectFlow(second.store.getState())).toMatchObject({ status: 'writing', text: TEXT });
  await submit(second.store, submitted);
  expect(saves.map((s) => s.key)).toEqual([saves[0].key, saves[0].key]);
  expect(savedOnServer()).toBe(1);
  expect(second.effects.stored.has(KEY)).toBe(false);
});

test('a WebView killed while the save is out: the next page repeats the key', async () => {
  // The first page's save never gets an answer (the page is gone before it comes).
  server.use(http.post('*/coalition/problem-save', () => new Promise<Response>(() => undefined), { once: true }));
  const first = openPage();
  first.store.dispatch(textChanged(TEXT));
  first.store.dispatch(submitPressed());
  await until(first.store, () => saves.length === 1, 'the save at the server');

  const second = openPage(first.effects.stored);
  await submit(second.store, submitted);
  expect(saves).toHaveLength(2);
  expect(saves[0].key).toMatch(/^[\w-]{16,}$/);
  expect(saves[1].key).toBe(saves[0].key);
});

test('a refusal in words ends the submission: the next try has a new key', async () => {
  server.use(
    http.post('*/coalition/problem-save', () => HttpResponse.json({ code: 5, message: 'No', data: null }), {
      once: true,
    }),
  );
  const { store, effects } = openPage();
  store.dispatch(textChanged(TEXT));
  await submit(store);
  expect(effects.said()).toEqual(['No']);
  expect(selectAttempt(store.getState())).toBeNull();
  expect(parseDraft(effects.stored.get(KEY) ?? null)).toEqual({ text: TEXT, images: [] });
  await submit(store, submitted);
  expect(saves).toHaveLength(2);
  expect(saves[1].key).not.toBe(saves[0].key);
});

test('after a lost answer, another text is another complaint: a new key, kept with the draft', async () => {
  const { store, effects } = openPage();
  store.dispatch(textChanged(TEXT));
  armFault('problem-save', 'lost', 1);
  await submit(store);
  // The edit keeps the earlier submission's key in storage (it is compared at the next Submit).
  store.dispatch(textChanged(`${TEXT}!`));
  expect(parseDraft(effects.stored.get(KEY) ?? null)?.pending?.key).toBe(saves[0].key);
  await submit(store, submitted);
  expect(saves.map((s) => s.text)).toEqual([TEXT, `${TEXT}!`]);
  expect(saves[1].key).not.toBe(saves[0].key);
});

test('after a lost answer, removing an image makes another complaint: a new key', async () => {
  const { store } = openPage();
  store.dispatch(textChanged(TEXT));
  store.dispatch(imagePicked({ fileId: registerFile(pngFile()) }));
  await until(store, uploadEnded, 'upload');
  armFault('problem-save', 'lost', 1);
  await submit(store);
  store.dispatch(imageRemoved({ index: 0 }));
  await submit(store, submitted);
  expect(saves).toHaveLength(2);
  expect(saves[1].key).not.toBe(saves[0].key);
});

test('the next complaint after a saved one has a new key', async () => {
  const { store } = openPage();
  store.dispatch(textChanged(TEXT));
  await submit(store, submitted);
  const next = openPage();
  // A minute later (the fakes' randomness starts over on each page; the clock tells them apart).
  next.effects.clock += 60_000;
  next.store.dispatch(textChanged(TEXT));
  await submit(next.store, submitted);
  expect(saves).toHaveLength(2);
  expect(saves[1].key).not.toBe(saves[0].key);
  expect(savedOnServer()).toBe(2);
});

describe('the pending submission in the stored draft', () => {
  const pending = {
    key: 'k-1',
    payload: { problemType: '2', problemSonType: '', problemDetail: TEXT, problemImage: '', orderNo: '174' },
  };

  test('is restored into the state as data, for its own form only', () => {
    const { store } = startedStore();
    store.dispatch(formOpened(TARGET));
    store.dispatch(draftRestored({ text: TEXT, images: [], pending }));
    expect(selectAttempt(store.getState())).toEqual(pending);
    const other = startedStore();
    other.store.dispatch(formOpened({ orderNo: '180', type: '2', sonType: '' }));
    other.store.dispatch(draftRestored({ text: TEXT, images: [], pending }));
    expect(selectAttempt(other.store.getState())).toBeNull();
  });

  test('junk reads as no pending submission', () => {
    const junk = [{ key: '', payload: pending.payload }, { key: 'k' }, { key: 'k', payload: { problemType: 2 } }, 'x'];
    for (const p of junk)
      expect(parseDraft(JSON.stringify({ text: 'a', images: [], pending: p }))).toEqual({
        text: 'a',
        images: [],
      });
    expect(parseDraft(JSON.stringify({ text: 'a', images: [], pending }))).toEqual({ text: 'a', images: [], pending });
  });
});
