/**
 * The upload flow of the complaint form: the phone's shrink first (shrunk, kept, not an image, too
 * large), the answer URL through the gate (a refused one is a failed upload, never stored nor sent),
 * and an image still in flight when the page dies, told on the next open.
 */
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import { fakeEffects, type FakeEffects } from '../../support/effects';
import { getFile } from '../../../store/api/fileRegistry';
import type { ShrinkOutcome } from '../../../store/effects';
import {
  formOpened,
  imagePicked,
  registerFile,
  selectCanSubmit,
  selectUploadLost,
  selectUploadingFile,
  submitPressed,
  textChanged,
} from '../../../store/complaint';
import { draftKey } from '../../../store/complaint/draftStorage';
import { IMAGE_LIMITS } from '../../../store/complaint/rules';
import { selectFlow } from '../../../store/complaint/selectors';
import { formFlow as flow, pngFile, startedStore, until, uploadEnded, type Started } from './support';

const TARGET = { orderNo: '174', type: '2', sonType: '' };
const KEY = draftKey(TARGET);

/** Every upload and save the contract server got: the file's name and size, the save's fields. */
let uploads: { name: string; size: number }[] = [];
let saves: URLSearchParams[] = [];
beforeEach(() => {
  uploads = [];
  saves = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.includes('/coalition/upload-problem-img')) {
      const file = (await request.clone().formData()).get('problemImage') as File;
      uploads.push({ name: file.name, size: file.size });
    }
    if (request.url.includes('/coalition/problem-save')) saves.push(new URLSearchParams(await request.clone().text()));
  });
});
afterEach(() => server.events.removeAllListeners());

function openForm(effects: FakeEffects = fakeEffects()): Started {
  const started = startedStore({}, { effects });
  started.store.dispatch(formOpened(TARGET));
  return started;
}

/** Fake effects whose shrink answers `answer` (given the picked file's id). */
const shrinkingTo = (answer: (fileId: string) => ShrinkOutcome | Promise<ShrinkOutcome>) => {
  const calls: string[] = [];
  const effects = fakeEffects({
    shrinkImage: (fileId, limits) => {
      calls.push(fileId);
      expect(limits).toBe(IMAGE_LIMITS);
      return Promise.resolve(answer(fileId));
    },
  });
  return { effects, calls };
};

async function pick({ store }: Started, name = 'photo.png') {
  const fileId = registerFile(pngFile(name));
  store.dispatch(imagePicked({ fileId }));
  await until(store, uploadEnded, 'upload');
  return fileId;
}

describe('the phone shrinks the picked file before it is sent', () => {
  test('shrunk: the smaller file is the one sent; both leave the registry', async () => {
    let sentId = '';
    const { effects, calls } = shrinkingTo(() => {
      sentId = registerFile(pngFile('photo.jpg'));
      return { fileId: sentId, bytes: 1234, kept: false };
    });
    const started = openForm(effects);
    const picked = await pick(started);
    expect(calls).toEqual([picked]);
    expect(uploads).toEqual([{ name: 'photo.jpg', size: expect.any(Number) }]);
    expect(flow(started.store).images).toHaveLength(1);
    expect(effects.said()).toEqual(['uploadSuccess']);
    expect(getFile(picked)).toBeUndefined();
    expect(getFile(sentId)).toBeUndefined();
  });

  test('kept: a small image goes as it is', async () => {
    const effects = fakeEffects();
    const started = openForm(effects);
    const picked = await pick(started, 'small.png');
    expect(effects.shrunk).toEqual([picked]);
    expect(uploads).toEqual([{ name: 'small.png', size: pngFile().size }]);
    expect(effects.said()).toEqual(['uploadSuccess']);
  });

  test.each([
    ['notImage', { refused: 'notImage' } as const, 'imageNotImage'],
    ['tooLarge', { refused: 'tooLarge' } as const, 'imageTooLarge'],
    ['a shrink that says it is over 5 MB', { fileId: 'x', bytes: 5 * 1024 * 1024 + 1, kept: false }, 'imageTooLarge'],
    ['an empty file', { fileId: 'x', bytes: 0, kept: true }, 'imageNotImage'],
  ])('%s: nothing is sent, the notice says why, the picker is free again', async (_name, outcome, code) => {
    const { effects } = shrinkingTo(() => outcome);
    const started = openForm(effects);
    const picked = await pick(started);
    expect(uploads).toEqual([]);
    expect(effects.notices).toEqual([{ code, tone: 'info' }]);
    expect(flow(started.store)).toMatchObject({ images: [], uploading: null });
    expect(getFile(picked)).toBeUndefined();
    expect(selectCanSubmit(started.store.getState())).toBe(true);
  });

  test('a shrink that fails outright sends the picked file (the server judges it)', async () => {
    const effects = fakeEffects({ shrinkImage: () => Promise.reject(new Error('chunk failed')) });
    const started = openForm(effects);
    await pick(started, 'as-is.png');
    expect(uploads.map((u) => u.name)).toEqual(['as-is.png']);
    expect(effects.said()).toEqual(['uploadSuccess']);
  });

  test('while the phone shrinks, the image is in flight: another pick and Submit wait', async () => {
    let finish: (o: ShrinkOutcome) => void = () => {};
    const effects = fakeEffects({ shrinkImage: () => new Promise<ShrinkOutcome>((resolve) => (finish = resolve)) });
    const { store } = openForm(effects);
    store.dispatch(textChanged('Hola'));
    const first = registerFile(pngFile('a.png'));
    store.dispatch(imagePicked({ fileId: first }));
    await until(store, () => true);
    expect(selectUploadingFile(store.getState())).toBe(first);
    const second = registerFile(pngFile('b.png'));
    store.dispatch(imagePicked({ fileId: second }));
    expect(selectUploadingFile(store.getState())).toBe(first);
    store.dispatch(submitPressed());
    expect(selectFlow(store.getState()).status).toBe('writing');
    finish({ fileId: first, bytes: pngFile().size, kept: true });
    await until(store, uploadEnded);
    expect(uploads.map((u) => u.name)).toEqual(['a.png']);
    expect(saves).toHaveLength(0);
  });
});

describe('the answer URL passes the gate or the upload failed', () => {
  test.each([
    ['javascript:alert(1)'],
    ['data:image/png;base64,AAAA'],
    ['https://evil.example/x.png'],
    ['https://localhost@evil.example/x.png'],
  ])('%s: a clear notice, no success, never stored, never sent', async (url) => {
    server.use(
      http.post('*/coalition/upload-problem-img', () => HttpResponse.json({ code: 0, message: '', data: { url } })),
    );
    const effects = fakeEffects();
    const started = openForm(effects);
    const { store } = started;
    store.dispatch(textChanged('Foto rota'));
    await pick(started);
    expect(effects.said()).toEqual(['imageLinkRefused']);
    expect(flow(store).images).toEqual([]);
    expect(effects.stored.get(KEY) ?? '').not.toContain(url);
    store.dispatch(submitPressed());
    await until(store, (s) => selectFlow(s).status === 'submitted', 'saved');
    expect(saves).toHaveLength(1);
    expect(saves[0].get('problemImage')).toBe('');
  });

  test('an accepted URL is stored and sent', async () => {
    const started = openForm();
    const { store } = started;
    store.dispatch(textChanged('Foto buena'));
    await pick(started);
    const [url] = flow(store).images;
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    store.dispatch(submitPressed());
    await until(store, (s) => selectFlow(s).status === 'submitted', 'saved');
    expect(saves[0].get('problemImage')).toBe(url);
  });

  test('a stored draft holding a refused URL loses it on restore, so it is never sent', async () => {
    const effects = fakeEffects();
    effects.stored.set(
      KEY,
      JSON.stringify({
        text: 'Viejo',
        images: ['/uploads/ok.png', 'javascript:alert(1)', 'https://evil.example/a.png'],
      }),
    );
    const { store } = openForm(effects);
    expect(flow(store).images).toEqual(['/uploads/ok.png']);
    store.dispatch(submitPressed());
    await until(store, (s) => selectFlow(s).status === 'submitted', 'saved');
    expect(saves[0].get('problemImage')).toBe('/uploads/ok.png');
  });
});

describe('an image in flight when the page dies is not lost without a word', () => {
  test('the draft marks the image in flight, and unmarks it when the upload ends', async () => {
    let finish: (o: ShrinkOutcome) => void = () => {};
    const effects = fakeEffects({ shrinkImage: () => new Promise<ShrinkOutcome>((resolve) => (finish = resolve)) });
    const { store } = openForm(effects);
    const fileId = registerFile(pngFile());
    store.dispatch(imagePicked({ fileId }));
    expect(JSON.parse(effects.stored.get(KEY)!)).toEqual({ text: '', images: [], unsent: true });
    finish({ fileId, bytes: pngFile().size, kept: true });
    await until(store, uploadEnded);
    expect(JSON.parse(effects.stored.get(KEY)!)).toEqual({ text: '', images: flow(store).images });
  });

  test('the next open says the photo was not uploaded, once, and keeps the rest of the draft', () => {
    const effects = fakeEffects();
    effects.stored.set(KEY, JSON.stringify({ text: 'Escrito', images: ['/uploads/a.png'], unsent: true }));
    const { store } = openForm(effects);
    expect(flow(store)).toMatchObject({ text: 'Escrito', images: ['/uploads/a.png'], lostUpload: true });
    expect(selectUploadLost(store.getState())).toBe(true);
    expect(effects.notices).toEqual([{ code: 'imageNotUploaded', tone: 'info' }]);
    // Said once: the stored draft no longer claims an image in flight.
    expect(JSON.parse(effects.stored.get(KEY)!)).toEqual({ text: 'Escrito', images: ['/uploads/a.png'] });
  });

  test('a lost upload with nothing else is still told (the draft was kept for it)', () => {
    const effects = fakeEffects();
    effects.stored.set(KEY, JSON.stringify({ text: '', images: [], unsent: true }));
    const { store } = openForm(effects);
    expect(selectUploadLost(store.getState())).toBe(true);
    expect(effects.said()).toEqual(['imageNotUploaded']);
  });

  test('the line goes with the next pick', async () => {
    const effects = fakeEffects();
    effects.stored.set(KEY, JSON.stringify({ text: 'x', images: [], unsent: true }));
    const started = openForm(effects);
    await pick(started);
    expect(selectUploadLost(started.store.getState())).toBe(false);
  });

  test('reopening the same form while its image is still in flight in this page says nothing', async () => {
    let finish: (o: ShrinkOutcome) => void = () => {};
    const effects = fakeEffects({ shrinkImage: () => new Promise<ShrinkOutcome>((resolve) => (finish = resolve)) });
    const { store } = openForm(effects);
    const fileId = registerFile(pngFile());
    store.dispatch(imagePicked({ fileId }));
    store.dispatch(formOpened(TARGET));
    expect(selectUploadLost(store.getState())).toBe(false);
    expect(effects.notices).toEqual([]);
    finish({ fileId, bytes: pngFile().size, kept: true });
    await until(store, uploadEnded);
    expect(effects.said()).toEqual(['uploadSuccess']);
  });
});
