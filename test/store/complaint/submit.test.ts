/**
 * Submit and drafts: one problem-save, the 1500 ms success overlay, the draft kept until success, also
 * when the borrower goes back home while the save is out.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import {
  formOpened,
  homeOpened,
  imagePicked,
  imageRemoved,
  registerFile,
  selectCanSubmit,
  selectIsSubmitting,
  selectSuccessOverlay,
  submitPressed,
  textChanged,
} from '../../../store/complaint';
import { complaintApi } from '../../../store/complaintRecords';
import { draftKey } from '../../../store/complaint/draftStorage';
import { selectFlow } from '../../../store/complaint/selectors';
import { draftRestored } from '../../../store/complaint/slice';
import { fakeEffects, type FakeEffects } from '../../support/effects';
import { formFlow, pngFile, routeOf, startedStore, until, uploadEnded, type Started } from './support';
import type { AppStore } from '../../../store';

const TARGET = { orderNo: '174', type: '1', sonType: '12' };
const KEY = 'complaintDraft:174:1:12';
let saves: URLSearchParams[] = [];

beforeEach(() => {
  saves = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.includes('/coalition/problem-save')) saves.push(new URLSearchParams(await request.clone().text()));
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  jest.useRealTimers();
});

function openForm(started: Started = startedStore({ 'need-pop': '2' })): Started {
  started.store.dispatch(formOpened(TARGET));
  return started;
}
/** A store whose storage already holds `raw` under the draft's key. */
function withStored(raw: string, seen?: UnknownAction[]): Started {
  const effects = fakeEffects();
  effects.stored.set(KEY, raw);
  return startedStore({}, { seen, effects });
}
const stored = (effects: FakeEffects) =>
  JSON.parse(effects.stored.get(KEY) ?? 'null') as { text: string; images: string[] } | null;

async function uploadOne(store: AppStore) {
  store.dispatch(imagePicked({ fileId: registerFile(pngFile()) }));
  await until(store, uploadEnded, 'upload');
}

describe('drafts in storage', () => {
  test('the key is per order, type and sub-type', () => {
    expect(draftKey(TARGET)).toBe(KEY);
  });

  test('every change of text or images is written at once', async () => {
    const { store, effects } = openForm();
    store.dispatch(textChanged('Me llaman'));
    expect(stored(effects)).toEqual({ text: 'Me llaman', images: [] });
    await uploadOne(store);
    expect(stored(effects)).toEqual({ text: 'Me llaman', images: formFlow(store).images });
    expect(stored(effects)?.images).toHaveLength(1);
    store.dispatch(imageRemoved({ index: 0 }));
    expect(stored(effects)).toEqual({ text: 'Me llaman', images: [] });
  });

  test('a draft emptied again is removed from storage, not stored empty', () => {
    const { store, effects } = openForm();
    store.dispatch(textChanged('x'));
    expect(effects.stored.has(KEY)).toBe(true);
    store.dispatch(textChanged(''));
    expect(effects.stored.has(KEY)).toBe(false);
  });

  test('opening the form restores its draft through complaint/draftRestored', () => {
    const seen: UnknownAction[] = [];
    const { store } = withStored(JSON.stringify({ text: 'Borrador', images: ['/uploads/a.png'] }), seen);
    store.dispatch(formOpened(TARGET));
    expect(selectFlow(store.getState())).toMatchObject({
      status: 'writing',
      text: 'Borrador',
      images: ['/uploads/a.png'],
    });
    expect(seen.map((a) => a.type)).toEqual(['session/started', 'complaint/formOpened', 'complaint/draftRestored']);
    expect(seen[2].payload).toEqual({ text: 'Borrador', images: ['/uploads/a.png'] });
  });

  test('restoring is an action carrying what was read (replay needs no storage)', () => {
    const { store } = startedStore();
    store.dispatch(formOpened(TARGET));
    store.dispatch(draftRestored({ text: 'Guardado', images: ['/uploads/b.png'] }));
    expect(selectFlow(store.getState())).toMatchObject({ text: 'Guardado', images: ['/uploads/b.png'] });
  });

  test('another form has its own draft', () => {
    const { store } = withStored(JSON.stringify({ text: 'Cobranza', images: [] }));
    store.dispatch(formOpened({ orderNo: '174', type: '2', sonType: '' }));
    expect(selectFlow(store.getState())).toMatchObject({ text: '' });
  });

  test('junk in storage is ignored', () => {
    const { store } = openForm(withStored('{not json'));
    expect(selectFlow(store.getState())).toMatchObject({ status: 'writing', text: '', images: [] });
  });

  test('a failed submit keeps the draft and the text', async () => {
    server.use(http.post('*/coalition/problem-save', () => HttpResponse.json({ code: 5, message: 'No', data: null })));
    const { store, effects } = openForm();
    store.dispatch(textChanged('Texto'));
    store.dispatch(submitPressed());
    await until(store, (s) => selectFlow(s).status === 'writing', 'back to writing');
    expect(selectFlow(store.getState())).toMatchObject({ text: 'Texto' });
    expect(stored(effects)).toEqual({ text: 'Texto', images: [] });
    // The client said the server's message; the machine adds nothing.
    expect(effects.notices).toEqual([{ text: 'No' }]);
  });

  test('a submit with no answer says complaintNotSent (not the bare networkError) and lets the borrower try again', async () => {
    server.use(http.post('*/coalition/problem-save', () => HttpResponse.error()));
    const { store, effects } = openForm();
    store.dispatch(textChanged('Texto'));
    store.dispatch(submitPressed());
    await until(store, (s) => selectFlow(s).status === 'writing', 'back to writing');
    expect(effects.notices).toEqual([{ code: 'complaintNotSent', tone: 'info' }]);
    expect(stored(effects)).not.toBeNull();
    store.dispatch(submitPressed());
    expect(selectFlow(store.getState()).status).toBe('submitting');
  });
});

describe('submit', () => {
  test('posts problem-save once with the payload of SPEC §3, even after rapid taps', async () => {
    const { store } = openForm();
    store.dispatch(textChanged('Llamadas a mi familia'));
    await uploadOne(store);
    await uploadOne(store);
    for (let i = 0; i < 5; i += 1) store.dispatch(submitPressed());
    expect(selectFlow(store.getState()).status).toBe('submitting');
    await until(store, (s) => selectFlow(s).status === 'submitted', 'saved');
    for (let i = 0; i < 3; i += 1) store.dispatch(submitPressed());
    await until(store, () => true);
    expect(saves).toHaveLength(1);
    const body = Object.fromEntries(saves[0]);
    const images = body.problemImage.split(',');
    expect(images).toHaveLength(2);
    images.forEach((u) => expect(u).toMatch(/^\/uploads\//));
    expect(body).toEqual({
      problemType: '1',
      problemSonType: '12',
      problemDetail: 'Llamadas a mi familia',
      problemImage: images.join(','),
      orderNo: '174',
    });
  });

  test('no images send problemImage empty', async () => {
    const { store } = openForm();
    store.dispatch(textChanged('Sin fotos'));
    store.dispatch(submitPressed());
    await until(store, (s) => selectFlow(s).status === 'submitted', 'saved');
    expect(saves[0].get('problemImage')).toBe('');
  });

  test('submit waits for the upload in flight', async () => {
    const { store } = openForm();
    store.dispatch(textChanged('Texto'));
    store.dispatch(imagePicked({ fileId: registerFile(pngFile()) }));
    store.dispatch(submitPressed());
    expect(selectFlow(store.getState()).status).toBe('writing');
    await until(store, uploadEnded, 'upload');
    store.dispatch(submitPressed());
    expect(selectFlow(store.getState()).status).toBe('submitting');
    await until(store, (s) => selectFlow(s).status === 'submitted', 'saved');
  });

  test('success: overlay for exactly 1500 ms, draft cleared at once, then home with the session query', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { store, effects } = openForm();
    store.dispatch(textChanged('Listo'));
    expect(stored(effects)).not.toBeNull();
    store.dispatch(submitPressed());
    await until(store, (s) => selectFlow(s).status === 'submitted', 'saved');
    expect(selectSuccessOverlay(store.getState())).toBe(true);
    expect(effects.stored.has(KEY)).toBe(false);
    // A toast still showing (an upload's) is taken down under the overlay.
    expect(effects.notices).toEqual([{ clear: true }]);
    // Under the overlay the sent text stays and nothing changes it (nor writes a draft back).
    store.dispatch(textChanged('otra cosa'));
    expect(selectFlow(store.getState())).toMatchObject({ status: 'submitted', text: 'Listo' });
    expect(effects.stored.has(KEY)).toBe(false);
    await jest.advanceTimersByTimeAsync(1500 - 1);
    expect(selectSuccessOverlay(store.getState())).toBe(true);
    expect(effects.navigations).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(selectSuccessOverlay(store.getState())).toBe(false);
    expect(effects.navigations).toHaveLength(1);
    const { url, replace } = routeOf(effects);
    expect(replace).toBe(true);
    expect(url.pathname).toBe('/friendsIts');
    expect(url.searchParams.get('orderId')).toBe('174');
    expect(url.searchParams.get('sessionId')).toBe('sess-1');
    expect(url.searchParams.get('need-pop')).toBe('2');
    expect(url.searchParams.has('problemType')).toBe(false);
  });

  test('a borrower who left the form before the overlay ended is not sent home', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { store, effects } = openForm();
    store.dispatch(textChanged('Listo'));
    store.dispatch(submitPressed());
    await until(store, (s) => selectFlow(s).status === 'submitted', 'saved');
    store.dispatch(formOpened({ orderNo: '174', type: '2', sonType: '' }));
    await jest.advanceTimersByTimeAsync(1500);
    expect(effects.navigations).toEqual([]);
  });
});

describe('back to the complaint home while the save is out', () => {
  /** problem-save answers only when the test lets it (the request stays in flight until then). */
  function heldSave(answer: () => Response) {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/coalition/problem-save', async () => {
        await held;
        return answer();
      }),
    );
    return release;
  }
  const saved = () => HttpResponse.json({ code: 0, message: 'ok', data: null });
  const ANOTHER = { orderNo: '174', type: '2', sonType: '' };

  /** Typed, submitted, the request at the server, then back home. */
  async function submitThenBack(answer: () => Response) {
    const release = heldSave(answer);
    const seen: UnknownAction[] = [];
    const started = openForm(startedStore({ 'need-pop': '2' }, { seen }));
    const { problemSave } = complaintApi.endpoints;
    /** The save's answer has reached the store. */
    const answered = () => seen.some((a) => problemSave.matchFulfilled(a) || problemSave.matchRejected(a));
    started.store.dispatch(textChanged('Me cobraron dos veces'));
    started.store.dispatch(submitPressed());
    await until(started.store, () => saves.length === 1, 'the save at the server');
    started.store.dispatch(homeOpened({ orderId: '174' }));
    return { ...started, release, answered };
  }

  test('saved meanwhile: the draft goes, a success notice says so, nothing restores or resends it', async () => {
    const { store, effects, release, answered } = await submitThenBack(saved);
    // While out, the draft holds the submission's key too (a page killed now repeats it).
    expect(stored(effects)).toMatchObject({
      text: 'Me cobraron dos veces',
      images: [],
      pending: { key: expect.any(String) },
    });
    release();
    await until(store, answered, 'the answer');
    expect(effects.stored.has(KEY)).toBe(false);
    expect(effects.notices).toEqual([{ code: 'complaintSent', tone: 'success' }]);
    // Already home: no overlay behind the borrower's back, no page change.
    expect(selectSuccessOverlay(store.getState())).toBe(false);
    expect(effects.navigations).toEqual([]);
    store.dispatch(formOpened(TARGET));
    expect(selectFlow(store.getState())).toMatchObject({ status: 'writing', text: '', images: [] });
    store.dispatch(submitPressed());
    await until(store, () => true);
    expect(saves).toHaveLength(1);
  });

  test('the same form reopened while the save is out waits for it: no second problem-save', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { store, effects, release } = await submitThenBack(saved);
    store.dispatch(formOpened(TARGET));
    expect(selectFlow(store.getState())).toMatchObject({ status: 'submitting', text: 'Me cobraron dos veces' });
    expect(selectCanSubmit(store.getState())).toBe(false);
    expect(selectIsSubmitting(store.getState())).toBe(true);
    for (let i = 0; i < 3; i += 1) store.dispatch(submitPressed());
    release();
    // Back on its form: the answer ends as on the form, with the overlay, then home.
    await until(store, (s) => selectFlow(s).status === 'submitted', 'saved');
    expect(saves).toHaveLength(1);
    expect(effects.stored.has(KEY)).toBe(false);
    expect(effects.said()).toEqual([]);
    await jest.advanceTimersByTimeAsync(1500);
    expect(routeOf(effects).url.pathname).toBe('/friendsIts');
  });

  test('another form waits too: Submit is refused until the save out has its answer', async () => {
    const { store, release, answered } = await submitThenBack(saved);
    store.dispatch(formOpened(ANOTHER));
    store.dispatch(textChanged('Otra queja'));
    expect(selectCanSubmit(store.getState())).toBe(false);
    store.dispatch(submitPressed());
    expect(selectFlow(store.getState())).toMatchObject({ status: 'writing', text: 'Otra queja' });
    release();
    await until(store, answered, 'the answer');
    expect(selectCanSubmit(store.getState())).toBe(true);
    store.dispatch(submitPressed());
    await until(store, (s) => selectFlow(s).status === 'submitted', 'the other saved');
    expect(saves.map((b) => b.get('problemDetail'))).toEqual(['Me cobraron dos veces', 'Otra queja']);
  });

  test.each([
    ['the server refuses it', () => HttpResponse.json({ code: 5, message: 'No', data: null }), [{ text: 'No' }], false],
    ['no answer at all', () => HttpResponse.error(), [{ code: 'complaintNotSent', tone: 'info' }], true],
  ])('not saved (%s): the draft stays and comes back to send again', async (_why, answer, notices, keyKept) => {
    const { store, effects, release, answered } = await submitThenBack(answer);
    release();
    await until(store, answered, 'the answer');
    expect(effects.notices).toEqual(notices);
    // A refusal ends the submission; a lost answer keeps its key with the draft for the next try.
    expect(stored(effects)).toEqual({
      text: 'Me cobraron dos veces',
      images: [],
      ...(keyKept ? { pending: expect.objectContaining({ key: expect.any(String) }) } : {}),
    });
    store.dispatch(formOpened(TARGET));
    expect(selectFlow(store.getState())).toMatchObject({ status: 'writing', text: 'Me cobraron dos veces' });
    server.use(http.post('*/coalition/problem-save', saved));
    store.dispatch(submitPressed());
    await until(store, (s) => selectFlow(s).status === 'submitted', 'saved on the second try');
    expect(saves).toHaveLength(2);
  });

  test('reopened while out and then not saved: the form is back to writing with its text', async () => {
    const { store, effects, release, answered } = await submitThenBack(() => HttpResponse.error());
    store.dispatch(formOpened(TARGET));
    release();
    await until(store, answered, 'the answer');
    expect(selectFlow(store.getState())).toMatchObject({ status: 'writing', text: 'Me cobraron dos veces' });
    expect(stored(effects)).toMatchObject({
      text: 'Me cobraron dos veces',
      images: [],
      pending: { key: expect.any(String) },
    });
    expect(selectCanSubmit(store.getState())).toBe(true);
  });
});
