/** The form part of the complaint machine: 200 characters, 9 images, uploads and their notices. */
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import { getFile } from '../../../store/api/fileRegistry';
import {
  formOpened,
  imagePicked,
  imageRemoved,
  registerFile,
  selectCanAddImage,
  selectProblemTitle,
  submitPressed,
  textChanged,
} from '../../../store/complaint';
import { complaintApi } from '../../../store/complaintRecords';
import { selectFlow, selectNotice } from '../../../store/complaint/selectors';
import { draftRestored } from '../../../store/complaint/slice';
import { formFlow as flow, pngFile, startedStore, until, uploadEnded, type Started } from './support';

const TARGET = { orderNo: '174', type: '2', sonType: '' };
function openForm(): Started {
  const started = startedStore();
  started.store.dispatch(formOpened(TARGET));
  return started;
}

async function upload({ store }: Started, name = 'shot.png') {
  const before = flow(store).images.length;
  store.dispatch(imagePicked({ fileId: registerFile(pngFile(name)) }));
  await until(store, uploadEnded, 'upload');
  return flow(store).images.length - before;
}

describe('description: at most 200 characters', () => {
  const a200 = 'a'.repeat(200);

  test('typing up to the limit is kept', () => {
    const { store } = openForm();
    store.dispatch(textChanged(a200));
    expect(flow(store).text).toBe(a200);
  });

  test('a paste of 250 characters keeps the first 200', () => {
    const { store } = openForm();
    const pasted = 'p'.repeat(150) + 'q'.repeat(100);
    store.dispatch(textChanged(pasted));
    expect(flow(store).text).toBe('p'.repeat(150) + 'q'.repeat(50));
    expect(flow(store).text).toHaveLength(200);
  });

  test('at the limit, extra input is ignored, also in the middle of the text', () => {
    const { store } = openForm();
    store.dispatch(textChanged(a200));
    store.dispatch(textChanged(`${a200}b`));
    expect(flow(store).text).toBe(a200);
    store.dispatch(textChanged(`aaa${'X'}${'a'.repeat(197)}`));
    expect(flow(store).text).toBe(a200);
  });

  test('characters are counted as the borrower sees them (an emoji is one)', () => {
    const { store } = openForm();
    const emoji = '😀'.repeat(200 + 5);
    store.dispatch(textChanged(emoji));
    expect(Array.from(flow(store).text)).toHaveLength(200);
  });

  test('a restored draft longer than 200 is cut too', () => {
    const { store } = openForm();
    store.dispatch(draftRestored({ text: 'z'.repeat(260), images: [] }));
    expect(flow(store).text).toHaveLength(200);
  });
});

describe('empty text is refused with the emptyComplaint notice', () => {
  test.each([[''], ['   \n ']])('text %j', async (text) => {
    const { store, effects } = openForm();
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(new URL(request.url).pathname);
    });
    store.dispatch(textChanged(text));
    store.dispatch(submitPressed());
    expect(selectFlow(store.getState()).status).toBe('writing');
    expect(selectNotice(store.getState())?.code).toBe('emptyComplaint');
    expect(effects.notices).toEqual([{ code: 'emptyComplaint', tone: 'info' }]);
    await until(store, () => true);
    expect(seen).not.toContain('/coalition/problem-save');
    server.events.removeAllListeners();
  });
});

describe('images: at most 9, one at a time, removable', () => {
  test('an upload posts field problemImage and says uploadSuccess', async () => {
    const started = openForm();
    let field: FormDataEntryValue | null = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('upload-problem-img')) field = (await request.clone().formData()).get('problemImage');
    });
    expect(await upload(started)).toBe(1);
    expect(flow(started.store).images[0]).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(started.effects.notices).toEqual([{ code: 'uploadSuccess', tone: 'success' }]);
    expect(field).not.toBeNull();
    server.events.removeAllListeners();
  });

  test('the uploaded file leaves the registry once sent', async () => {
    const { store } = openForm();
    const fileId = registerFile(pngFile());
    store.dispatch(imagePicked({ fileId }));
    await until(store, uploadEnded);
    expect(getFile(fileId)).toBeUndefined();
  });

  test('a pick while another upload runs is ignored', async () => {
    const { store } = openForm();
    store.dispatch(imagePicked({ fileId: registerFile(pngFile('a.png')) }));
    const second = registerFile(pngFile('b.png'));
    store.dispatch(imagePicked({ fileId: second }));
    expect(flow(store)).toMatchObject({ uploading: expect.not.stringMatching(second) });
    await until(store, uploadEnded);
    expect(flow(store).images).toHaveLength(1);
    expect(getFile(second)).toBeUndefined();
  });

  test('the tenth image is ignored and the picker hides at 9; removal frees a place', async () => {
    const started = openForm();
    const { store } = started;
    for (let i = 0; i < 9; i += 1) {
      expect(selectCanAddImage(store.getState())).toBe(true);
      await upload(started, `i${i}.png`);
    }
    expect(flow(store).images).toHaveLength(9);
    expect(selectCanAddImage(store.getState())).toBe(false);
    const tenth = registerFile(pngFile('ten.png'));
    store.dispatch(imagePicked({ fileId: tenth }));
    expect(selectFlow(store.getState())).toMatchObject({ status: 'writing', uploading: null });
    expect(flow(store).images).toHaveLength(9);
    const third = flow(store).images[2];
    store.dispatch(imageRemoved({ index: 2 }));
    expect(flow(store).images).toHaveLength(8);
    expect(flow(store).images).not.toContain(third);
    expect(selectCanAddImage(store.getState())).toBe(true);
  });

  test('a refused upload shows the server message once (the client says it), and adds nothing', async () => {
    server.use(
      http.post('*/coalition/upload-problem-img', () =>
        HttpResponse.json({ code: 3, message: 'Solo imágenes', data: null }),
      ),
    );
    const started = openForm();
    expect(await upload(started)).toBe(0);
    expect(started.effects.notices).toEqual([{ text: 'Solo imágenes' }]);
  });

  test('an upload with no answer says networkError', async () => {
    server.use(http.post('*/coalition/upload-problem-img', () => HttpResponse.error()));
    const started = openForm();
    expect(await upload(started)).toBe(0);
    expect(started.effects.notices).toEqual([{ code: 'networkError', tone: 'info' }]);
  });
});

describe("the form's type and sub-type titles (selectProblemTitle)", () => {
  const title = (store: Started['store'], list: 'problemType' | 'problemSonType', value: string) =>
    selectProblemTitle(store.getState(), list, value);

  test('null while no problem-init answer is in', () => {
    const { store } = openForm();
    expect(title(store, 'problemType', '1')).toBeNull();
  });

  test("the home's answer names the choice while the form's own is out or has failed", async () => {
    const { store } = openForm();
    await store.dispatch(complaintApi.endpoints.problemInit.initiate({ orderId: '174' }));
    server.use(
      http.post('*/coalition/problem-init', () => HttpResponse.json({ code: 1, message: 'busy', data: null })),
    );
    await store.dispatch(complaintApi.endpoints.problemInit.initiate({}));
    expect(complaintApi.endpoints.problemInit.select({})(store.getState() as never).isError).toBe(true);
    expect(title(store, 'problemType', '1')).toBe('Cobranza');
    expect(title(store, 'problemSonType', '11')).toBe('Llamadas excesivas');
    expect(title(store, 'problemType', '99')).toBeNull();
  });

  test("the form's own answer comes first", async () => {
    const { store } = openForm();
    await store.dispatch(complaintApi.endpoints.problemInit.initiate({ orderId: '174' }));
    server.use(
      http.post('*/coalition/problem-init', () =>
        HttpResponse.json({
          code: 0,
          message: '',
          data: { problemType: [{ title: 'Cobranza (form)', value: 1 }], problemSonType: [], orderList: [] },
        }),
      ),
    );
    await store.dispatch(complaintApi.endpoints.problemInit.initiate({}));
    expect(title(store, 'problemType', '1')).toBe('Cobranza (form)');
    // A value the form's answer does not name is still found in the home's.
    expect(title(store, 'problemSonType', '11')).toBe('Llamadas excesivas');
  });
});
