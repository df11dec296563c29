/** Submit and drafts: one problem-save, the 1500 ms success overlay, the draft kept until success. */
import type { UnknownAction } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import { registerFile } from '../../../store/api/fileRegistry';
import { draftKey } from '../../../store/complaint/draftStorage';
import { selectComplaintNavigation, selectSuccessOverlay } from '../../../store/complaint/selectors';
import {
  draftRestored,
  formOpened,
  imagePicked,
  imageRemoved,
  submitPressed,
  textChanged,
} from '../../../store/complaint/slice';
import { feedback } from '../../../src/ui/feedback';
import { MSG } from '../../../src/i18n/messages';
import { pngFile, startedStore, until } from './support';
import type { AppStore } from '../../../store';
// The machine under test runs with its effects, as on the screens that load them.
import '../../../store/complaint/listeners';

jest.mock('../../../src/ui/feedback', () => ({
  feedback: { toast: jest.fn(), loading: jest.fn(), clear: jest.fn(), success: jest.fn(), fail: jest.fn() },
}));
const fb = feedback as jest.Mocked<typeof feedback>;

const TARGET = { orderNo: '174', type: '1', sonType: '12' };
const KEY = 'complaintDraft:174:1:12';
let saves: URLSearchParams[] = [];

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  saves = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.includes('/coalition/problem-save')) saves.push(new URLSearchParams(await request.clone().text()));
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  jest.useRealTimers();
});

function openForm(store: AppStore = startedStore({ 'need-pop': '2' })) {
  store.dispatch(formOpened(TARGET));
  return store;
}
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as { text: string; images: string[] } | null;

async function uploadOne(store: AppStore) {
  store.dispatch(imagePicked({ fileId: registerFile(pngFile()) }));
  await until(store, (s) => s.complaint.flow.status === 'writing' && s.complaint.flow.uploading === null, 'upload');
}

describe('drafts in local storage', () => {
  test('the key is per order, type and sub-type', () => {
    expect(draftKey(TARGET)).toBe(KEY);
  });

  test('every change of text or images is written at once', async () => {
    const store = openForm();
    store.dispatch(textChanged('Me llaman'));
    expect(stored()).toEqual({ text: 'Me llaman', images: [] });
    await uploadOne(store);
    const f = store.getState().complaint.flow;
    expect(stored()).toEqual({ text: 'Me llaman', images: f.status === 'writing' ? f.images : [] });
    expect(stored()?.images).toHaveLength(1);
    store.dispatch(imageRemoved({ index: 0 }));
    expect(stored()).toEqual({ text: 'Me llaman', images: [] });
  });

  test('opening the form restores its draft through complaint/draftRestored', () => {
    localStorage.setItem(KEY, JSON.stringify({ text: 'Borrador', images: ['/uploads/a.png'] }));
    const seen: UnknownAction[] = [];
    const store = startedStore({}, seen);
    store.dispatch(formOpened(TARGET));
    expect(store.getState().complaint.flow).toMatchObject({
      status: 'writing',
      text: 'Borrador',
      images: ['/uploads/a.png'],
    });
    expect(seen.map((a) => a.type)).toEqual(['session/started', 'complaint/formOpened', 'complaint/draftRestored']);
    expect(seen[2].payload).toEqual({ text: 'Borrador', images: ['/uploads/a.png'] });
  });

  test('restoring is an action carrying what was read (replay needs no storage)', () => {
    const store = startedStore();
    store.dispatch(formOpened(TARGET));
    store.dispatch(draftRestored({ text: 'Guardado', images: ['/uploads/b.png'] }));
    expect(store.getState().complaint.flow).toMatchObject({ text: 'Guardado', images: ['/uploads/b.png'] });
  });

  test('another form has its own draft', () => {
    localStorage.setItem(KEY, JSON.stringify({ text: 'Cobranza', images: [] }));
    const store = startedStore();
    store.dispatch(formOpened({ orderNo: '174', type: '2', sonType: '' }));
    expect(store.getState().complaint.flow).toMatchObject({ text: '' });
  });

  test('junk in storage is ignored', () => {
    localStorage.setItem(KEY, '{not json');
    const store = openForm();
    expect(store.getState().complaint.flow).toMatchObject({ status: 'writing', text: '', images: [] });
  });

  test('a failed submit keeps the draft and the text', async () => {
    server.use(http.post('*/coalition/problem-save', () => HttpResponse.json({ code: 5, message: 'No', data: null })));
    const store = openForm();
    store.dispatch(textChanged('Texto'));
    store.dispatch(submitPressed());
    await until(store, (s) => s.complaint.flow.status === 'writing', 'back to writing');
    expect(store.getState().complaint.flow).toMatchObject({ text: 'Texto' });
    expect(stored()).toEqual({ text: 'Texto', images: [] });
    // The client toasted the server's message; the machine adds nothing.
    expect(fb.toast).toHaveBeenCalledTimes(1);
    expect(fb.toast).toHaveBeenCalledWith('No');
  });

  test("a submit with no answer shows 'error' and lets the borrower try again", async () => {
    server.use(http.post('*/coalition/problem-save', () => HttpResponse.error()));
    const store = openForm();
    store.dispatch(textChanged('Texto'));
    store.dispatch(submitPressed());
    await until(store, (s) => s.complaint.flow.status === 'writing', 'back to writing');
    expect(fb.toast).toHaveBeenCalledWith(MSG.networkError);
    expect(stored()).not.toBeNull();
  });
});

describe('submit', () => {
  test('posts problem-save once with the payload of SPEC §3, even after rapid taps', async () => {
    const store = openForm();
    store.dispatch(textChanged('Llamadas a mi familia'));
    await uploadOne(store);
    await uploadOne(store);
    for (let i = 0; i < 5; i += 1) store.dispatch(submitPressed());
    expect(store.getState().complaint.flow.status).toBe('submitting');
    await until(store, (s) => s.complaint.flow.status === 'submitted', 'saved');
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
    const store = openForm();
    store.dispatch(textChanged('Sin fotos'));
    store.dispatch(submitPressed());
    await until(store, (s) => s.complaint.flow.status === 'submitted', 'saved');
    expect(saves[0].get('problemImage')).toBe('');
  });

  test('submit waits for the upload in flight', async () => {
    const store = openForm();
    store.dispatch(textChanged('Texto'));
    store.dispatch(imagePicked({ fileId: registerFile(pngFile()) }));
    store.dispatch(submitPressed());
    expect(store.getState().complaint.flow.status).toBe('writing');
    await until(store, (s) => s.complaint.flow.status === 'writing' && s.complaint.flow.uploading === null, 'upload');
    store.dispatch(submitPressed());
    expect(store.getState().complaint.flow.status).toBe('submitting');
    await until(store, (s) => s.complaint.flow.status === 'submitted', 'saved');
  });

  test('success: overlay for exactly 1500 ms, draft cleared at once, then home with the session query', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const store = openForm();
    store.dispatch(textChanged('Listo'));
    expect(stored()).not.toBeNull();
    store.dispatch(submitPressed());
    await until(store, (s) => s.complaint.flow.status === 'submitted', 'saved');
    expect(selectSuccessOverlay(store.getState())).toBe(true);
    expect(localStorage.getItem(KEY)).toBeNull();
    // Under the overlay the sent text stays and nothing changes it (nor writes a draft back).
    store.dispatch(textChanged('otra cosa'));
    expect(store.getState().complaint.flow).toMatchObject({ status: 'submitted', text: 'Listo' });
    expect(localStorage.getItem(KEY)).toBeNull();
    await jest.advanceTimersByTimeAsync(1500 - 1);
    expect(selectSuccessOverlay(store.getState())).toBe(true);
    expect(store.getState().complaint.goTo).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(selectSuccessOverlay(store.getState())).toBe(false);
    const nav = selectComplaintNavigation(store.getState());
    expect(nav?.replace).toBe(true);
    const url = new URL(nav!.to, 'http://x');
    expect(url.pathname).toBe('/friendsIts');
    expect(url.searchParams.get('orderId')).toBe('174');
    expect(url.searchParams.get('sessionId')).toBe('sess-1');
    expect(url.searchParams.get('need-pop')).toBe('2');
  });
});
