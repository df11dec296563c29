/** The form part of the complaint machine: 200 characters, 9 images, uploads and their messages. */
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import { registerFile, getFile } from '../../../store/api/fileRegistry';
import { selectCanAddImage } from '../../../store/complaint/selectors';
import {
  draftRestored,
  fitInsert,
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
beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});

const TARGET = { orderNo: '174', type: '2', sonType: '' };
function openForm() {
  const store = startedStore();
  store.dispatch(formOpened(TARGET));
  return store;
}
const flow = (store: AppStore) => {
  const f = store.getState().complaint.flow;
  if (f.status !== 'writing' && f.status !== 'submitting') throw new Error(`not writing: ${f.status}`);
  return f;
};

async function upload(store: AppStore, name = 'shot.png') {
  const before = flow(store).images.length;
  store.dispatch(imagePicked({ fileId: registerFile(pngFile(name)) }));
  await until(store, (s) => s.complaint.flow.status === 'writing' && s.complaint.flow.uploading === null, 'upload');
  return flow(store).images.length - before;
}

describe('description: at most 200 characters', () => {
  const a200 = 'a'.repeat(200);

  test('typing up to the limit is kept', () => {
    const store = openForm();
    store.dispatch(textChanged(a200));
    expect(flow(store).text).toBe(a200);
  });

  test('a paste of 250 characters keeps the first 200', () => {
    const store = openForm();
    const pasted = 'p'.repeat(150) + 'q'.repeat(100);
    store.dispatch(textChanged(pasted));
    expect(flow(store).text).toBe('p'.repeat(150) + 'q'.repeat(50));
    expect(flow(store).text).toHaveLength(200);
  });

  test('at the limit, extra input is ignored, also in the middle of the text', () => {
    const store = openForm();
    store.dispatch(textChanged(a200));
    store.dispatch(textChanged(`${a200}b`));
    expect(flow(store).text).toBe(a200);
    store.dispatch(textChanged(`aaa${'X'}${'a'.repeat(197)}`));
    expect(flow(store).text).toBe(a200);
  });

  test('a paste in the middle keeps the text after the caret and cuts the paste', () => {
    expect(fitInsert('abcdef', 'abc123456def', 8)).toBe('abc12def');
    expect(fitInsert('', 'x'.repeat(300), 200)).toBe('x'.repeat(200));
  });

  test('characters are counted as the borrower sees them (an emoji is one)', () => {
    const store = openForm();
    const emoji = '😀'.repeat(200 + 5);
    store.dispatch(textChanged(emoji));
    expect(Array.from(flow(store).text)).toHaveLength(200);
  });

  test('a restored draft longer than 200 is cut too', () => {
    const store = openForm();
    store.dispatch(draftRestored({ text: 'z'.repeat(260), images: [] }));
    expect(flow(store).text).toHaveLength(200);
  });
});

describe(`empty text is refused with '${MSG.emptyComplaint}'`, () => {
  test.each([[''], ['   \n ']])('text %j', async (text) => {
    const store = openForm();
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(new URL(request.url).pathname);
    });
    store.dispatch(textChanged(text));
    store.dispatch(submitPressed());
    expect(store.getState().complaint.flow.status).toBe('writing');
    expect(store.getState().complaint.notice?.text).toBe(MSG.emptyComplaint);
    expect(fb.toast).toHaveBeenCalledWith(MSG.emptyComplaint);
    await until(store, () => true);
    expect(seen).not.toContain('/coalition/problem-save');
    server.events.removeAllListeners();
  });
});

describe('images: at most 9, one at a time, removable', () => {
  test(`an upload posts field problemImage and toasts '${MSG.uploadSuccess}'`, async () => {
    const store = openForm();
    let field: FormDataEntryValue | null = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('upload-problem-img')) field = (await request.clone().formData()).get('problemImage');
    });
    expect(await upload(store)).toBe(1);
    expect(flow(store).images[0]).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(fb.success).toHaveBeenCalledWith(MSG.uploadSuccess);
    expect(field).not.toBeNull();
    server.events.removeAllListeners();
  });

  test('the uploaded file leaves the registry once sent', async () => {
    const store = openForm();
    const fileId = registerFile(pngFile());
    store.dispatch(imagePicked({ fileId }));
    await until(store, (s) => s.complaint.flow.status === 'writing' && s.complaint.flow.uploading === null);
    expect(getFile(fileId)).toBeUndefined();
  });

  test('a pick while another upload runs is ignored', async () => {
    const store = openForm();
    store.dispatch(imagePicked({ fileId: registerFile(pngFile('a.png')) }));
    const second = registerFile(pngFile('b.png'));
    store.dispatch(imagePicked({ fileId: second }));
    expect(flow(store)).toMatchObject({ uploading: expect.not.stringMatching(second) });
    await until(store, (s) => s.complaint.flow.status === 'writing' && s.complaint.flow.uploading === null);
    expect(flow(store).images).toHaveLength(1);
    expect(getFile(second)).toBeUndefined();
  });

  test('the tenth image is ignored and the picker hides at 9; removal frees a place', async () => {
    const store = openForm();
    for (let i = 0; i < 9; i += 1) {
      expect(selectCanAddImage(store.getState())).toBe(true);
      await upload(store, `i${i}.png`);
    }
    expect(flow(store).images).toHaveLength(9);
    expect(selectCanAddImage(store.getState())).toBe(false);
    const tenth = registerFile(pngFile('ten.png'));
    store.dispatch(imagePicked({ fileId: tenth }));
    expect(store.getState().complaint.flow).toMatchObject({ status: 'writing', uploading: null });
    expect(flow(store).images).toHaveLength(9);
    const third = flow(store).images[2];
    store.dispatch(imageRemoved({ index: 2 }));
    expect(flow(store).images).toHaveLength(8);
    expect(flow(store).images).not.toContain(third);
    expect(selectCanAddImage(store.getState())).toBe(true);
  });

  test('a refused upload shows the server message once (the client toasts it), and adds nothing', async () => {
    server.use(
      http.post('*/coalition/upload-problem-img', () =>
        HttpResponse.json({ code: 3, message: 'Solo imágenes', data: null }),
      ),
    );
    const store = openForm();
    expect(await upload(store)).toBe(0);
    expect(fb.toast).toHaveBeenCalledTimes(1);
    expect(fb.toast).toHaveBeenCalledWith('Solo imágenes');
    expect(fb.success).not.toHaveBeenCalled();
  });

  test("an upload with no answer shows 'error'", async () => {
    server.use(http.post('*/coalition/upload-problem-img', () => HttpResponse.error()));
    const store = openForm();
    expect(await upload(store)).toBe(0);
    expect(fb.toast).toHaveBeenCalledTimes(1);
    expect(fb.toast).toHaveBeenCalledWith(MSG.networkError);
  });
});
